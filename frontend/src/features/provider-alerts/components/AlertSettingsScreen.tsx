import { EMAIL_ALERT_MODES, EMAIL_ALERT_MODE_LABELS } from '@conectasst/common/rules/alertRules';
import type { AlertPreferencesBody } from '@conectasst/common/api/alerts';
import { Alert, Button, Checkbox, Flex, Form, Input, Radio, Space, Spin, Switch, Typography } from 'antd';
import { useState } from 'react';
import { useFormik } from 'formik';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { FormikForm, FormikItem } from '../../../components/formField';
import { PageCard } from '../../../components/PageCard';
import { useScreenIntent } from '../../../hooks/useScreenIntent';
import {
  alertSettingsOpened,
  alertSettingsSubmitted,
  browserPushToggled,
  selectProviderAlerts,
  whatsAppCodeSubmitted,
  whatsAppOffClicked,
  whatsAppOptInSubmitted,
} from '../alertsSlice';
import { PUSH_BLOCKED_MESSAGE } from '../alertsSaga';
import { alertSettingsSchema, draftOf, preferencesOf, type AlertSettingsDraft } from './alertSettingsSchema';

/**
 * /dashboard/alertas, "Meus dados" → "Alertas" (issue 36, ADR 0161): how the provider hears of a new demand that
 * matches the profile — e-mail at once, in the hourly digest or not at all — with quiet hours and a pause.
 */
export function AlertSettingsScreen() {
  const { preferences, loadError } = useAppSelector(selectProviderAlerts);
  useScreenIntent(alertSettingsOpened());
  return (
    <PageCard title="Alertas de novas demandas">
      <Flex vertical gap="middle">
        <Typography.Paragraph>
          Avisamos você quando é publicada uma demanda que combina com as áreas, NRs e regiões do seu perfil. Quem
          responde primeiro tem mais chance de ser contratado.
        </Typography.Paragraph>
        {loadError ? (
          <Alert type="error" showIcon title={loadError} />
        ) : !preferences ? (
          <Flex justify="center">
            <Spin />
          </Flex>
        ) : (
          <AlertSettingsForm preferences={preferences} />
        )}
        <BrowserPushSection />
        <WhatsAppSection />
      </Flex>
    </PageCard>
  );
}

function AlertSettingsForm({ preferences }: { preferences: AlertPreferencesBody }) {
  const dispatch = useAppDispatch();
  const { saving, saveError } = useAppSelector(selectProviderAlerts);
  const formik = useFormik<AlertSettingsDraft>({
    initialValues: draftOf(preferences),
    validationSchema: alertSettingsSchema,
    onSubmit: (draft) => {
      dispatch(alertSettingsSubmitted(preferencesOf(draft)));
    },
  });
  const { values, setFieldValue } = formik;
  /** One end of the quiet hours, a time field. */
  const quietTime = (name: 'quietStart' | 'quietEnd', label: string) => (
    <FormikItem formik={formik} name={name} label={label}>
      <Input
        id={`field-${name}`}
        type="time"
        value={values[name]}
        onChange={(e) => void setFieldValue(name, e.target.value)}
        style={{ width: 140 }}
      />
    </FormikItem>
  );
  return (
    <FormikForm formik={formik} aria-label="Alertas de novas demandas">
      <FormikItem formik={formik} name="email" label="Por e-mail" id="field-email">
        <Radio.Group
          id="field-email"
          value={values.email}
          onChange={(e) => void setFieldValue('email', e.target.value)}
          options={EMAIL_ALERT_MODES.map((mode) => ({ value: mode, label: EMAIL_ALERT_MODE_LABELS[mode] }))}
          style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        />
      </FormikItem>
      <Form.Item
        label="Horário de silêncio"
        htmlFor="field-quiet"
        extra="Horário de Brasília. Os alertas desse período chegam no primeiro resumo por e-mail depois que ele termina."
      >
        <Switch id="field-quiet" checked={values.quiet} onChange={(on) => void setFieldValue('quiet', on)} />
      </Form.Item>
      {values.quiet && (
        <Space wrap size="middle">
          {quietTime('quietStart', 'Das')}
          {quietTime('quietEnd', 'Às')}
        </Space>
      )}
      <Form.Item
        label="Pausar alertas"
        htmlFor="field-paused"
        extra="Enquanto pausados, nenhum alerta é enviado, por nenhum canal."
      >
        <Switch id="field-paused" checked={values.paused} onChange={(on) => void setFieldValue('paused', on)} />
      </Form.Item>
      {saveError && <Alert type="error" showIcon title={saveError} style={{ marginBottom: 16 }} />}
      <Button type="primary" htmlType="submit" loading={saving}>
        Salvar
      </Button>
    </FormikForm>
  );
}

/** "Receber alertas no navegador": Web Push in this browser (ADR 0161), as far as the browser offers it. */
function BrowserPushSection() {
  const dispatch = useAppDispatch();
  const { push, pushBusy, pushError } = useAppSelector(selectProviderAlerts);
  if (!push) return null;
  return (
    <section aria-labelledby="browser-push-title">
      <Typography.Title level={3} id="browser-push-title">
        No navegador
      </Typography.Title>
      {push === 'unsupported' && (
        <Typography.Paragraph>
          Este navegador não recebe notificações. No celular, instale o ConectaSST na tela inicial (menu do navegador →
          Adicionar à tela inicial) e ative os alertas por ele.
        </Typography.Paragraph>
      )}
      {push === 'blocked' && <Alert type="warning" showIcon title={PUSH_BLOCKED_MESSAGE} />}
      {push === 'off' && (
        <Flex vertical gap="small" align="start">
          <Typography.Text>
            Um aviso na tela assim que uma demanda do seu perfil for publicada, mesmo com o site fechado.
          </Typography.Text>
          <Button loading={pushBusy} onClick={() => dispatch(browserPushToggled(true))}>
            Receber alertas no navegador
          </Button>
        </Flex>
      )}
      {push === 'on' && (
        <Flex vertical gap="small" align="start">
          <Typography.Text>Este navegador recebe os alertas de novas demandas.</Typography.Text>
          <Button loading={pushBusy} onClick={() => dispatch(browserPushToggled(false))}>
            Parar alertas neste navegador
          </Button>
        </Flex>
      )}
      {pushError && push !== 'blocked' && <Alert type="error" showIcon title={pushError} style={{ marginTop: 8 }} />}
    </section>
  );
}

/** WhatsApp (ADR 0162): the number and the consent, then the 6-digit code; alerts go only to a confirmed number. */
function WhatsAppSection() {
  const dispatch = useAppDispatch();
  const { whatsApp, whatsAppCodeSent, whatsAppBusy, whatsAppError } = useAppSelector(selectProviderAlerts);
  const [phone, setPhone] = useState('');
  const [consent, setConsent] = useState(false);
  const [code, setCode] = useState('');
  if (!whatsApp) return null;
  return (
    <section aria-labelledby="whatsapp-title">
      <Typography.Title level={3} id="whatsapp-title">
        WhatsApp
      </Typography.Title>
      {whatsApp.verified ? (
        <Flex vertical gap="small" align="start">
          <Typography.Text>
            Os alertas vão para o WhatsApp +{whatsApp.phone}. Para parar, responda PARAR na conversa ou desligue aqui.
          </Typography.Text>
          <Button loading={whatsAppBusy} onClick={() => dispatch(whatsAppOffClicked())}>
            Desligar alertas no WhatsApp
          </Button>
        </Flex>
      ) : whatsAppCodeSent || whatsApp.phone ? (
        <Flex vertical gap="small" align="start">
          <label htmlFor="whatsapp-code">Código de 6 dígitos recebido no WhatsApp</label>
          <Input
            id="whatsapp-code"
            inputMode="numeric"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            style={{ width: 160 }}
          />
          <Flex gap="small" wrap>
            <Button
              type="primary"
              loading={whatsAppBusy}
              disabled={code.length !== 6}
              onClick={() => dispatch(whatsAppCodeSubmitted(code))}
            >
              Confirmar
            </Button>
            <Button onClick={() => dispatch(whatsAppOffClicked())}>Usar outro número</Button>
          </Flex>
        </Flex>
      ) : (
        <Flex vertical gap="small" align="start">
          <label htmlFor="whatsapp-phone">Celular com DDD</label>
          <Input
            id="whatsapp-phone"
            inputMode="tel"
            placeholder="(47) 98765-4321"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            style={{ maxWidth: 240 }}
          />
          <Checkbox checked={consent} onChange={(e) => setConsent(e.target.checked)}>
            {whatsApp.consentText}
          </Checkbox>
          <Button
            loading={whatsAppBusy}
            disabled={!consent || phone.trim() === ''}
            onClick={() => dispatch(whatsAppOptInSubmitted(phone))}
          >
            Receber alertas no WhatsApp
          </Button>
        </Flex>
      )}
      {whatsAppError && <Alert type="error" showIcon title={whatsAppError} style={{ marginTop: 8 }} />}
    </section>
  );
}
