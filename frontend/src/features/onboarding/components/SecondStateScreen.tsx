import { Radio, Typography } from 'antd';
import { useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { useScreenIntent } from '../../../hooks/useScreenIntent';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { PageCard } from '../../../components/PageCard';
import { spacing } from '../../../config/theme';
import { accountScreenLeft, accountScreenOpened, selectAccountScreen, type SavedDetails } from '../accountScreensSlice';
import { AuthCard } from '../../../components/AuthCard';
import { CompanyDetailsForm } from './CompanyDetailsForm';
import { IndividualDetailsForm } from './IndividualDetailsForm';

/**
 * /second-state (spec §2): person type (Física = 1, default; Jurídica = 2) and its details form, then /third-state.
 * It opens with the details saved before (issue #35): their person type, their values. Opened from the provider area
 * (`returnTo`, the app puts it in the provider frame), it is that area's "Dados cadastrais" and leads back there.
 */
export function SecondStateScreen({ returnTo }: { returnTo?: string }) {
  const { screen, loading, me, social, details } = useAppSelector(selectAccountScreen);
  useScreenIntent(accountScreenOpened('details'), accountScreenLeft());
  if (screen !== 'details' || loading || !me) return <FullPageSpinner />;
  const form = (
    <DetailsForms
      key={details?.personType ?? 0}
      details={details}
      socialOptions={social}
      defaults={{ name: me.userData.name, surname: me.userData.surname }}
      returnTo={returnTo}
    />
  );
  if (returnTo) return <PageCard title="Dados cadastrais">{form}</PageCard>;
  return (
    <AuthCard
      title="Conta criada com sucesso!"
      documentTitle="Dados cadastrais"
      subtitle="Conclua seu cadastro abaixo. Leva menos de 5 minutos."
      maxWidth={720}
    >
      {form}
    </AuthCard>
  );
}

function DetailsForms({
  details,
  socialOptions,
  defaults,
  returnTo,
}: {
  details: SavedDetails | undefined;
  socialOptions: string[];
  defaults: { name: string; surname: string };
  returnTo?: string;
}) {
  const [personType, setPersonType] = useState<1 | 2>(details?.personType ?? 1);
  const props = { socialOptions, defaults, returnTo };
  return (
    <>
      <div style={{ textAlign: 'center', marginBottom: spacing.lg }}>
        <Typography.Text strong style={{ marginRight: spacing.md }}>
          Tipo de pessoa:
        </Typography.Text>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={personType}
          onChange={(e) => setPersonType(e.target.value as 1 | 2)}
          options={[
            { label: 'Física', value: 1 },
            { label: 'Jurídica', value: 2 },
          ]}
        />
      </div>
      {personType === 1 ? (
        <IndividualDetailsForm {...props} saved={details?.personType === 1 ? details.individual : undefined} />
      ) : (
        <CompanyDetailsForm {...props} saved={details?.personType === 2 ? details.company : undefined} />
      )}
    </>
  );
}
