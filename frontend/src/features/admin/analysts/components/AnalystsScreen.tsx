import type { AnalystRow } from '@conectasst/common/api/analysts';
import { NAME_MAX, accountMessages as m, isEmail } from '@conectasst/common/rules/accountRules';
import { ANALYST_INVITE_TTL_HOURS, ANALYST_STATUS_LABELS } from '@conectasst/common/rules/analystRules';
import { formatDateTime } from '@conectasst/common/text/brazilianFormats';
import { Alert, Button, Grid, Popconfirm, Tag, Typography, type TableColumnsType } from 'antd';
import { useFormik } from 'formik';
import { useEffect } from 'react';
import * as yup from 'yup';
import { useAppDispatch, useAppSelector } from '../../../../app/hooks';
import { QueueTable } from '../../../../components/admin/QueueTable';
import { SecondaryLine } from '../../../../components/admin/QueueCells';
import { PageCard } from '../../../../components/PageCard';
import { FormikForm } from '../../../../components/formField';
import { FieldRow, FormikInput } from '../../../../components/formikControls';
import { spacing } from '../../../../config/theme';
import { useView } from '../../../../lib/serverState/view';
import { inviteSubmitted, outcomeDismissed, resendClicked, selectAnalysts } from '../analystsSlice';
import { useAnalystsQuery } from '../analystsReads';

/** The request's own rules (common/src/api/analysts.ts `inviteAnalystRequest`), with the same messages. */
const schema = yup.object({
  name: yup.string().trim().required(m.nameRequired).max(NAME_MAX, m.nameTooLong),
  surname: yup.string().trim().required(m.surnameRequired).max(NAME_MAX, m.surnameTooLong),
  email: yup
    .string()
    .trim()
    .required(m.emailEmpty)
    .test('email', m.invalidEmail, (v) => isEmail(v ?? '')),
});

const STATUS_COLORS = { invited: 'blue', expired: 'orange', active: 'green' } as const;

/** A link mailed after the first (the first invitation's own link goes out a moment after the account is made). */
const sentAgain = (r: AnalystRow) =>
  r.lastInvitedAt !== null && Date.parse(r.lastInvitedAt) - Date.parse(r.invitedAt) > 60_000;

const fullName = (r: AnalystRow) => [r.name, r.surname].filter(Boolean).join(' ') || '—';

function InviteForm() {
  const dispatch = useAppDispatch();
  const { inviting, sent, outcome } = useAppSelector(selectAnalysts);
  const formik = useFormik({
    initialValues: { name: '', surname: '', email: '' },
    validationSchema: schema,
    onSubmit: ({ name, surname, email }) =>
      void dispatch(inviteSubmitted({ name: name.trim(), surname: surname.trim(), email: email.trim() })),
  });
  const { resetForm } = formik;
  // Each invitation sent empties the form for the next one.
  useEffect(() => {
    if (sent > 0) resetForm();
  }, [sent, resetForm]);
  return (
    <section aria-labelledby="invite-analyst-title" style={{ maxWidth: 560, marginBottom: spacing.lg }}>
      <Typography.Title level={2} id="invite-analyst-title" style={{ fontSize: 20 }}>
        Convidar analista
      </Typography.Title>
      {outcome ? (
        <Alert
          type={outcome.type}
          showIcon
          closable
          onClose={() => dispatch(outcomeDismissed())}
          title={outcome.message}
          style={{ marginBottom: spacing.md }}
          data-testid="invite-outcome"
        />
      ) : null}
      <FormikForm formik={formik} aria-label="Convidar analista">
        <FieldRow flex={['1 1 200px', '1 1 200px']}>
          <FormikInput formik={formik} name="name" label="Nome" maxLength={NAME_MAX} autoComplete="off" />
          <FormikInput formik={formik} name="surname" label="Sobrenome" maxLength={NAME_MAX} autoComplete="off" />
        </FieldRow>
        <FormikInput
          formik={formik}
          name="email"
          label="E-mail"
          type="email"
          autoComplete="off"
          extra={`O analista recebe um link para definir a senha, válido por ${ANALYST_INVITE_TTL_HOURS} horas.`}
        />
        <Button type="primary" htmlType="submit" loading={inviting}>
          Convidar analista
        </Button>
      </FormikForm>
    </section>
  );
}

function Situation({ r }: { r: AnalystRow }) {
  return (
    <>
      <Tag color={STATUS_COLORS[r.status]}>{ANALYST_STATUS_LABELS[r.status]}</Tag>
      {r.status === 'active' && r.passwordSetAt ? (
        <SecondaryLine>Senha definida em {formatDateTime(r.passwordSetAt)}</SecondaryLine>
      ) : null}
      {r.inviteExpiresAt ? (
        <SecondaryLine>
          {r.status === 'expired' ? 'Link venceu em' : 'Link válido até'} {formatDateTime(r.inviteExpiresAt)}
        </SecondaryLine>
      ) : null}
    </>
  );
}

function ResendButton({ r }: { r: AnalystRow }) {
  const dispatch = useAppDispatch();
  const { resending } = useAppSelector(selectAnalysts);
  if (!r.email) return null;
  const email = r.email;
  const label = r.status === 'active' ? 'Enviar novo link de senha' : 'Reenviar convite';
  return (
    <Popconfirm
      title={label}
      description={`Enviar a ${email} um novo link para definir a senha? O link anterior deixa de valer.`}
      okText="Enviar"
      cancelText="Cancelar"
      onConfirm={() => dispatch(resendClicked({ name: r.name ?? '', surname: r.surname ?? '', email }))}
    >
      <Button size="small" loading={resending === email} aria-label={`${label} para ${email}`}>
        {label}
      </Button>
    </Popconfirm>
  );
}

/**
 * /admin/analistas "Analistas" (issue #40, ADR 0178): invite an analyst (a set-password link by e-mail), see who was
 * invited and whether the password was set, and send a new link (the same call: the older link stops working).
 */
export function AnalystsScreen() {
  const { data, loading } = useView(useAnalystsQuery(), null);
  // A phone has room for one column: everything about an analyst stacked in it, the button included.
  const narrow = !Grid.useBreakpoint().md;
  const who = (r: AnalystRow) => (
    <>
      {fullName(r)}
      <SecondaryLine>{r.email ?? '—'}</SecondaryLine>
    </>
  );
  const invited = (r: AnalystRow) => (
    <>
      {formatDateTime(r.invitedAt)}
      {sentAgain(r) ? <SecondaryLine>Último link: {formatDateTime(r.lastInvitedAt)}</SecondaryLine> : null}
    </>
  );
  const columns: TableColumnsType<AnalystRow> = narrow
    ? [
        {
          title: 'Analista',
          key: 'analyst',
          render: (_v, r) => (
            <>
              {who(r)}
              <SecondaryLine>Convidado em {formatDateTime(r.invitedAt)}</SecondaryLine>
              <div style={{ marginBlock: spacing.xs }}>
                <Situation r={r} />
              </div>
              <ResendButton r={r} />
            </>
          ),
        },
      ]
    : [
        { title: 'Analista', key: 'analyst', render: (_v, r) => who(r) },
        { title: 'Convidado em', key: 'invited', render: (_v, r) => invited(r) },
        { title: 'Situação', key: 'status', render: (_v, r) => <Situation r={r} /> },
        { title: 'Ações', key: 'actions', render: (_v, r) => <ResendButton r={r} /> },
      ];
  return (
    <PageCard title="Analistas">
      <Typography.Paragraph type="secondary">
        Analistas consultam os eventos, o estado de um registro em uma data e exportam períodos, sempre com os dados
        pessoais mascarados, e não alteram nada. Entram com o e-mail e a senha que definem pelo link do convite.
      </Typography.Paragraph>
      <InviteForm />
      <section aria-labelledby="analysts-list-title">
        <Typography.Title level={2} id="analysts-list-title" style={{ fontSize: 20 }}>
          Analistas convidados
        </Typography.Title>
        <QueueTable<AnalystRow, never>
          rowKey="userId"
          columns={columns}
          rows={data}
          loading={loading}
          emptyText="Nenhum analista convidado ainda."
        />
      </section>
    </PageCard>
  );
}
