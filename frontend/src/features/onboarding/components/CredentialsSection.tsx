import type { Credential } from '@conectasst/common/api/trust';
import { STATE_CODES } from '@conectasst/common/rules/fieldRules';
import {
  CREDENTIAL_KINDS,
  MAX_CREDENTIALS,
  credentialKindLabels,
  isRegistryNumber,
  registrySpecialities,
  specialitiesOf,
} from '@conectasst/common/rules/trustRules';
import type { CredentialKindCode, RegistrySpeciality } from '@conectasst/common/rules/trustRules';
import { Alert, Button, Divider, Form, Input, List, Popconfirm, Select, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useScreenIntent } from '../../../hooks/useScreenIntent';
import { spacing } from '../../../config/theme';
import { credentialDeclared, credentialsOpened, credentialWithdrawn, selectCredentials } from '../credentialsSlice';
import { errorStatus } from '../../../components/formField';
import { emptyTableLocale } from '../../../components/EmptyState';

const statusTag: Record<Credential['status'], { color: string; text: string }> = {
  pending: { color: 'blue', text: 'Em verificação' },
  verified: { color: 'green', text: 'Verificado' },
  refused: { color: 'red', text: 'Recusado' },
};

interface Draft {
  kind?: CredentialKindCode;
  number: string;
  uf?: string;
  rqe: string;
  otherName: string;
  /** ADR 0177: e.g. a CREA's "Engenharia de Segurança do Trabalho", which some documents' signing rule asks for. */
  speciality?: RegistrySpeciality;
}
const emptyDraft: Draft = { number: '', rqe: '', otherName: '' };

/**
 * "Registros profissionais" on /dashboard/profile: the provider declares CREA, registro MTE, CRM com RQE, COREN, OAB or
 * another council, with number and UF (no document upload); an admin checks it and the "Verificado" badge appears.
 */
export function CredentialsSection() {
  const dispatch = useAppDispatch();
  const { list: credentials, cnpj, declared } = useAppSelector(selectCredentials);
  useScreenIntent(credentialsOpened());

  const full = (credentials?.length ?? 0) >= MAX_CREDENTIALS;
  return (
    <section aria-labelledby="credentials-title" style={{ maxWidth: 720 }}>
      <Divider />
      <Typography.Title level={3} id="credentials-title">
        Registros profissionais
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Informe seu registro no conselho de classe. Nossa equipe confere o número no site do conselho e, quando
        confirmado, seu nome aparece com o selo
        <Tag color="green" style={{ marginInline: 6 }}>
          Verificado
        </Tag>
        para as empresas. Não envie documentos: basta o número e o estado.
      </Typography.Paragraph>
      {cnpj?.hasCnpj ? (
        <Typography.Paragraph>
          CNPJ:{' '}
          {cnpj.verified ? <Tag color="green">CNPJ verificado</Tag> : <Tag color="blue">Aguardando verificação</Tag>}
        </Typography.Paragraph>
      ) : null}
      <List
        loading={!credentials}
        locale={emptyTableLocale('Nenhum registro informado.')}
        dataSource={credentials ?? []}
        style={{ marginBottom: spacing.md }}
        renderItem={(c) => (
          <List.Item
            actions={[
              <Popconfirm
                key="remove"
                title="Remover este registro?"
                okText="Remover"
                cancelText="Cancelar"
                onConfirm={() => dispatch(credentialWithdrawn(c.credentialId))}
              >
                <Button type="link" danger aria-label={`Remover ${c.label}`}>
                  Remover
                </Button>
              </Popconfirm>,
            ]}
          >
            <List.Item.Meta
              title={
                <>
                  {c.label} <Tag color={statusTag[c.status].color}>{statusTag[c.status].text}</Tag>
                </>
              }
              description={
                c.speciality || c.note ? (
                  <>
                    {c.speciality ? (
                      <div>
                        Especialidade: {registrySpecialities[c.speciality].label}
                        {c.status === 'verified' && !c.specialityVerified ? ' (não conferida)' : ''}
                      </div>
                    ) : null}
                    {c.note ? <div>{c.note}</div> : null}
                  </>
                ) : undefined
              }
            />
          </List.Item>
        )}
      />
      {full ? (
        <Alert type="info" showIcon title={`Você já informou ${MAX_CREDENTIALS} registros.`} />
      ) : (
        <CredentialForm key={declared} />
      )}
    </section>
  );
}

function validate(draft: Draft): Record<string, string> {
  const local: Record<string, string> = {};
  if (!draft.kind) local.kind = 'Selecione o registro profissional.';
  if (!isRegistryNumber(draft.number))
    local.number = 'Informe o número do registro (letras, números, ponto, barra ou hífen).';
  if (!draft.uf) local.uf = 'Selecione o estado (UF) do registro.';
  if (draft.kind === 'CRM' && !draft.rqe.trim())
    local.rqe = 'Informe o número do RQE (Registro de Qualificação de Especialista).';
  if (draft.kind === 'OUTRO' && draft.otherName.trim().length < 2)
    local.otherName = 'Informe o conselho ou órgão do registro.';
  return local;
}

/** The declaration form: checked here first, then sent; the server's refusal shows on the field it names. */
function CredentialForm() {
  const dispatch = useAppDispatch();
  const { sending, error } = useAppSelector(selectCredentials);
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [local, setLocal] = useState<Record<string, string>>({});
  // A new local check replaces the server's last answer.
  const errors = Object.keys(local).length || !error ? local : { [error.field]: error.message };

  const submit = () => {
    const found = validate(draft);
    setLocal(found);
    if (Object.keys(found).length) return;
    dispatch(
      credentialDeclared({
        kind: draft.kind!,
        number: draft.number.trim(),
        uf: draft.uf!,
        rqe: draft.rqe.trim(),
        otherName: draft.otherName.trim(),
        ...(draft.speciality && draft.kind && specialitiesOf(draft.kind).includes(draft.speciality)
          ? { speciality: draft.speciality }
          : {}),
      }),
    );
  };

  const item = (name: keyof Draft | 'form') => errorStatus(errors[name]);
  /** A text box of the draft, in its share of the row. */
  const text = (
    name: 'otherName' | 'number' | 'rqe',
    label: string,
    id: string,
    flex: string,
    maxLength: number,
    placeholder?: string,
  ) => (
    <Form.Item label={label} htmlFor={id} style={{ flex }} {...item(name)}>
      <Input
        id={id}
        maxLength={maxLength}
        placeholder={placeholder}
        value={draft[name]}
        onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
      />
    </Form.Item>
  );
  return (
    <Form layout="vertical" requiredMark={false} onFinish={submit}>
      <div style={{ display: 'flex', gap: spacing.sm, flexWrap: 'wrap' }}>
        <Form.Item label="Registro" htmlFor="field-credential-kind" style={{ flex: '2 1 240px' }} {...item('kind')}>
          <Select
            id="field-credential-kind"
            placeholder="Selecione"
            value={draft.kind}
            onChange={(kind: CredentialKindCode) => setDraft({ ...draft, kind })}
            options={CREDENTIAL_KINDS.map((k) => ({ value: k, label: credentialKindLabels[k] }))}
          />
        </Form.Item>
        {draft.kind === 'OUTRO'
          ? text('otherName', 'Conselho ou órgão', 'field-credential-other', '1 1 160px', 60, 'Ex.: CRQ')
          : null}
        {text('number', 'Número do registro', 'field-credential-number', '1 1 160px', 30)}
        <Form.Item label="UF do registro" htmlFor="field-credential-uf" style={{ flex: '0 1 110px' }} {...item('uf')}>
          <Select
            id="field-credential-uf"
            placeholder="UF"
            showSearch
            value={draft.uf}
            onChange={(uf: string) => setDraft({ ...draft, uf })}
            options={STATE_CODES.map((uf) => ({ value: uf, label: uf }))}
          />
        </Form.Item>
        {draft.kind === 'CRM' ? text('rqe', 'RQE', 'field-credential-rqe', '1 1 120px', 30) : null}
        {draft.kind && specialitiesOf(draft.kind).length > 0 ? (
          <Form.Item
            label="Especialidade (opcional)"
            htmlFor="field-credential-speciality"
            style={{ flex: '2 1 240px' }}
            extra="Conferida com o registro: documentos como o LTCAT pedem engenheiro de segurança do trabalho."
            {...item('speciality')}
          >
            <Select
              id="field-credential-speciality"
              placeholder="Nenhuma"
              allowClear
              value={draft.speciality}
              onChange={(speciality?: RegistrySpeciality) => setDraft({ ...draft, speciality })}
              options={specialitiesOf(draft.kind).map((s) => ({ value: s, label: registrySpecialities[s].label }))}
            />
          </Form.Item>
        ) : null}
      </div>
      {errors.form ? <Alert type="error" showIcon title={errors.form} style={{ marginBottom: spacing.sm }} /> : null}
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button htmlType="submit" loading={sending}>
          Enviar para verificação
        </Button>
      </div>
    </Form>
  );
}
