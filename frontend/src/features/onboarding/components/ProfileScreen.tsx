import type { MeResponse } from '@conectasst/common/api/auth';
import { partnerSlug } from '@conectasst/common/api/reviews';
import { ALL, joinStreet, splitStreet } from '@conectasst/common/rules/accountRules';
import { Button, Descriptions, Divider, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useFormik } from 'formik';
import { FormikForm } from '../../../components/formField';
import * as yup from 'yup';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useScreenIntent } from '../../../hooks/useScreenIntent';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { PageCard } from '../../../components/PageCard';
import { SharePageButton } from '../../../components/SharePageButton';
import { paths } from '../../../config/paths';
import { spacing } from '../../../config/theme';
import { navigateTo } from '../../../lib/navigation';
import { withReturnPath } from '../../../lib/returnPath';
import { profileSubmitted, selectOnboarding } from '../onboardingSlice';
import { accountScreenLeft, accountScreenOpened, selectAccountScreen } from '../accountScreensSlice';
import { AddressFields } from './AddressFields';
import { CredentialsSection } from './CredentialsSection';
import { addressSchema, mobilePhoneSchema, nameSchema } from './detailsSchema';
import { MobilePhoneField, NameFields } from './PersonFields';
import { MyDataRights } from '../../../components/MyDataRights';
import { downloadProviderData, requestAsProvider } from '../api/lgpdApi';

const schema = yup.object({ ...nameSchema, ...mobilePhoneSchema, ...addressSchema });

function ProfileForm({ me }: { me: MeResponse }) {
  const dispatch = useAppDispatch();
  const { submitting } = useAppSelector(selectOnboarding);
  const address = splitStreet(me.userData.street);
  const formik = useFormik({
    initialValues: { name: me.userData.name, surname: me.userData.surname, phone: me.userData.phone, ...address },
    validationSchema: schema,
    onSubmit: (v) => {
      dispatch(
        profileSubmitted({
          name: v.name.trim(),
          surname: v.surname.trim(),
          phone: v.phone,
          street: joinStreet(v),
          uf: me.userData.uf || ALL,
          city: me.userData.city || ALL,
          area: me.userData.areas.map((a) => a.id).join(','),
          nrs: me.userData.nrs.length ? me.userData.nrs.map((n) => n.id).join(',') : 'null',
        }),
      );
    },
  });
  const regions =
    me.userData.uf === ALL
      ? 'Todo o Território Nacional'
      : `${me.userData.uf || '—'}${me.userData.city && me.userData.city !== ALL ? ` (${me.userData.city.split(',').length} cidades)` : ''}`;
  return (
    <FormikForm formik={formik} style={{ maxWidth: 720 }}>
      <NameFields formik={formik} />
      <MobilePhoneField formik={formik} />
      <AddressFields formik={formik} />
      <Descriptions bordered size="small" column={1} style={{ marginBottom: spacing.lg }} title="Serviços e regiões">
        <Descriptions.Item label="Áreas">
          {me.userData.areas.map((a) => (
            <Tag key={a.id}>{a.name}</Tag>
          ))}
        </Descriptions.Item>
        <Descriptions.Item label="NRs">
          {me.userData.nrs.length ? me.userData.nrs.map((n) => <Tag key={n.id}>{n.name}</Tag>) : 'Nenhuma'}
        </Descriptions.Item>
        <Descriptions.Item label="Regiões">{regions}</Descriptions.Item>
      </Descriptions>
      <div style={{ display: 'flex', gap: spacing.sm, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button onClick={() => navigateTo(withReturnPath(paths.thirdState, paths.profile))}>
          Alterar áreas e regiões
        </Button>
        <Button type="primary" htmlType="submit" loading={Boolean(submitting.profile)}>
          Salvar
        </Button>
      </div>
    </FormikForm>
  );
}

/**
 * The provider's own public page (issue #35 item 8): a link to it and "Compartilhar". The slug's name part may differ
 * from the public name (a company's fantasy name); the page answers 301 to its current address (ADR 0125).
 */
function PublicPageLinks({ me }: { me: MeResponse }) {
  const name = [me.userData.name, me.userData.surname].filter(Boolean).join(' ');
  const path = `/parceiros/${partnerSlug(name, me.userData.id)}`;
  return (
    <div style={{ display: 'flex', gap: spacing.sm, flexWrap: 'wrap', alignItems: 'center', marginBottom: spacing.lg }}>
      <Typography.Text>
        Sua página pública: <Link to={path}>Ver minha página</Link>
      </Typography.Text>
      <SharePageButton path={path} title={`${name} – parceiro de SST | ConectaSST`} />
    </div>
  );
}

/** /dashboard/profile 'Meus dados': personal data and address; areas, NRs and regions through the service profile form. */
export function ProfileScreen() {
  const { screen, loading, me } = useAppSelector(selectAccountScreen);
  useScreenIntent(accountScreenOpened('profile'), accountScreenLeft());
  if (screen !== 'profile' || loading || !me) return <FullPageSpinner />;
  return (
    <PageCard title="Meus dados">
      <PublicPageLinks me={me} />
      <ProfileForm me={me} />
      <CredentialsSection />
      <Divider />
      <Typography.Title level={3}>Alertas</Typography.Title>
      <Typography.Paragraph>
        Escolha como saber de novas demandas do seu perfil: e-mail na hora ou resumo por hora, horário de silêncio e
        pausa. <Link to={paths.providerAlerts}>Configurar alertas</Link>
      </Typography.Paragraph>
      <Divider />
      <MyDataRights download={{ onClick: downloadProviderData }} send={requestAsProvider} />
    </PageCard>
  );
}
