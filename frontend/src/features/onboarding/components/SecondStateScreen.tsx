import { Radio, Typography } from 'antd';
import { useState } from 'react';
import { useAppSelector } from '../../../app/hooks';
import { useScreenIntent } from '../../../hooks/useScreenIntent';
import { FullPageSpinner } from '../../../components/FullPageSpinner';
import { spacing } from '../../../config/theme';
import { accountScreenLeft, accountScreenOpened, selectAccountScreen } from '../accountScreensSlice';
import { AuthCard } from '../../../components/AuthCard';
import { CompanyDetailsForm } from './CompanyDetailsForm';
import { IndividualDetailsForm } from './IndividualDetailsForm';

/** /second-state (spec §2): person type (Física = 1, default; Jurídica = 2) and its details form, then /third-state. */
export function SecondStateScreen() {
  const { screen, loading, me, social: socialOptions } = useAppSelector(selectAccountScreen);
  const [personType, setPersonType] = useState<1 | 2>(1);
  useScreenIntent(accountScreenOpened('details'), accountScreenLeft());
  if (screen !== 'details' || loading || !me) return <FullPageSpinner />;
  return (
    <AuthCard
      title="Conta criada com sucesso!"
      documentTitle="Dados cadastrais"
      subtitle="Conclua seu cadastro abaixo. Leva menos de 5 minutos."
      maxWidth={720}
    >
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
        <IndividualDetailsForm
          socialOptions={socialOptions}
          defaults={{ name: me.userData.name, surname: me.userData.surname }}
        />
      ) : (
        <CompanyDetailsForm
          socialOptions={socialOptions}
          defaults={{ name: me.userData.name, surname: me.userData.surname }}
        />
      )}
    </AuthCard>
  );
}
