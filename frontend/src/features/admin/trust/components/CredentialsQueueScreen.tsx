import type { AdminCredential } from '@conectasst/common/api/trust';
import { formatCpfCnpj, formatDateTime } from '@conectasst/common/text/brazilianFormats';
import { FLAGGED_CNPJ_STATUSES, cnpjStatusLabel } from '@conectasst/common/api/cnpj';
import { registrySpecialities } from '@conectasst/common/rules/trustRules';
import { Button, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { PageCard } from '../../../../components/PageCard';
import { useLazyCompanyOfCnpjQuery } from '../../../../lib/serverState/lookups';
import type { CnpjRow } from '../trustApi';
import { useView } from '../../../../lib/serverState/view';
import { trustDecisions } from '../trustDecisions';
import { useCnpjsQuery, useCredentialsQueueQuery } from '../trustReads';
import { DecisionDialog } from '../../../../components/admin/DecisionDialog';
import { ApproveOrRefuse, DecisionButton, SecondaryLine } from '../../../../components/admin/QueueCells';
import { QueueTable } from '../../../../components/admin/QueueTable';

type Filter = 'pending' | 'verified' | 'refused' | 'all';
const statusTag: Record<AdminCredential['status'], { color: string; text: string }> = {
  pending: { color: 'blue', text: 'Pendente' },
  verified: { color: 'green', text: 'Verificado' },
  refused: { color: 'red', text: 'Recusado' },
};

function RegistriesTab() {
  const [filter, setFilter] = useState<Filter>('pending');
  const { data: rows, loading } = useView(useCredentialsQueueQuery(filter), filter);
  const columns: TableColumnsType<AdminCredential> = [
    {
      title: 'Parceiro',
      key: 'provider',
      render: (_v, c) => (
        <>
          {c.providerName}
          <SecondaryLine>{c.providerEmail}</SecondaryLine>
        </>
      ),
    },
    {
      title: 'Registro',
      key: 'label',
      render: (_v, c) => (
        <>
          {c.label}
          {c.speciality ? (
            <SecondaryLine>
              {registrySpecialities[c.speciality].label} (
              {c.specialityVerified ? 'conferida' : c.status === 'verified' ? 'não conferida' : 'a conferir'})
            </SecondaryLine>
          ) : null}
        </>
      ),
    },
    {
      title: 'Informado em',
      dataIndex: 'declaredAt',
      key: 'at',
      responsive: ['md'],
      render: (v: string) => formatDateTime(v),
    },
    {
      title: 'Situação',
      key: 'status',
      render: (_v, c) =>
        c.status === 'pending' ? (
          <ApproveOrRefuse
            approve={{
              label: 'Verificar',
              ariaLabel: `Verificar ${c.label} de ${c.providerName}`,
              // ADR 0177: a declared speciality is confirmed with the registry (refuse, with the reason, if it is not).
              opens: trustDecisions.decisionOpened(
                c.speciality ? 'verifyCredentialWithSpeciality' : 'verifyCredential',
                c.credentialId,
                {
                  title: 'Verificar registro',
                  okText: 'Verificar',
                  summary: c.speciality
                    ? `${c.label} — ${c.providerName}. Confira o número e a especialidade (${registrySpecialities[c.speciality].label}) no site do conselho: verificar confirma os dois; se a especialidade não se confirmar, recuse com o motivo.`
                    : `${c.label} — ${c.providerName}. Confira o número no site do conselho antes de confirmar.`,
                  noteRequired: false,
                },
              ),
            }}
            refuse={{
              label: 'Recusar',
              ariaLabel: `Recusar ${c.label} de ${c.providerName}`,
              opens: trustDecisions.decisionOpened('refuseCredential', c.credentialId, {
                title: 'Recusar registro',
                okText: 'Recusar',
                summary: `${c.label} — ${c.providerName}.`,
                noteRequired: true,
              }),
            }}
          />
        ) : (
          <>
            <Tag color={statusTag[c.status].color}>{statusTag[c.status].text}</Tag>
            {c.note ? <SecondaryLine>{c.note}</SecondaryLine> : null}
          </>
        ),
    },
  ];
  return (
    <QueueTable<AdminCredential, Filter>
      rowKey="credentialId"
      columns={columns}
      rows={rows}
      loading={loading}
      emptyText="Nenhum registro."
      filter={{
        value: filter,
        onChange: setFilter,
        options: [
          { value: 'pending', label: 'Pendentes' },
          { value: 'verified', label: 'Verificados' },
          { value: 'refused', label: 'Recusados' },
          { value: 'all', label: 'Todos' },
        ],
      }}
    />
  );
}

/**
 * Issue 37 item 2: the Receita's situação cadastral of a CNPJ, asked on click (GET /v1/cnpj, cached and rate-limited on
 * the server); "inapta", "baixada", "suspensa" and "nula" are flagged, and a razão social other than the account's shown.
 */
function ReceitaCheck({ row }: { row: CnpjRow }) {
  const [ask, { currentData, isFetching, isUninitialized }] = useLazyCompanyOfCnpjQuery();
  if (isUninitialized || isFetching)
    return (
      <Button
        size="small"
        loading={isFetching}
        aria-label={`Consultar CNPJ de ${row.corporateName} na Receita Federal`}
        onClick={() => void ask(row.cnpj)}
      >
        Consultar na Receita
      </Button>
    );
  const answer = currentData ?? { notice: 'CNPJ inválido.' };
  if ('notice' in answer) return <Typography.Text type="secondary">{answer.notice}</Typography.Text>;
  const { status, corporateName, statusSince } = answer.company;
  const flagged = FLAGGED_CNPJ_STATUSES.includes(status);
  return (
    <span data-testid={`receita-${row.cnpj}`}>
      <Tag color={flagged ? 'red' : 'green'}>
        {flagged ? 'Atenção: ' : ''}
        {cnpjStatusLabel[status]}
      </Tag>
      {statusSince ? <SecondaryLine>desde {statusSince.split('-').reverse().join('/')}</SecondaryLine> : null}
      {corporateName.trim().toUpperCase() !== row.corporateName.trim().toUpperCase() ? (
        <SecondaryLine>Razão social na Receita: {corporateName}</SecondaryLine>
      ) : null}
    </span>
  );
}

function CnpjTab() {
  const { data: rows, loading } = useView(useCnpjsQuery(), null);
  const columns: TableColumnsType<CnpjRow> = [
    {
      title: 'Empresa',
      key: 'company',
      render: (_v, r) => (
        <>
          {r.corporateName}
          <SecondaryLine>{r.name}</SecondaryLine>
        </>
      ),
    },
    { title: 'CNPJ', key: 'cnpj', render: (_v, r) => formatCpfCnpj(r.cnpj) },
    { title: 'Receita Federal', key: 'receita', render: (_v, r) => <ReceitaCheck row={r} /> },
    {
      title: 'Situação',
      key: 'status',
      render: (_v, r) =>
        r.verified ? (
          <Tag color="green">CNPJ verificado</Tag>
        ) : (
          <DecisionButton
            primary
            label="Marcar como verificado"
            ariaLabel={`Marcar CNPJ de ${r.corporateName} como verificado`}
            opens={trustDecisions.decisionOpened('verifyCnpj', r.providerId, {
              title: 'CNPJ verificado',
              okText: 'Confirmar',
              summary: `${r.corporateName}, CNPJ ${formatCpfCnpj(r.cnpj)}: confirme a situação cadastral ativa na Receita Federal.`,
              noteRequired: false,
            })}
          />
        ),
    },
  ];
  return (
    <>
      <Typography.Paragraph type="secondary">
        O formato e os dígitos verificadores do CNPJ já foram conferidos no cadastro; aqui se confirma a situação
        cadastral ("Consultar na Receita": inapta, baixada, suspensa ou nula aparecem em vermelho).
      </Typography.Paragraph>
      <QueueTable<CnpjRow, never>
        rowKey="providerId"
        columns={columns}
        rows={rows}
        loading={loading}
        emptyText="Nenhuma conta Jurídica."
      />
    </>
  );
}

/** /admin/credenciais: professional registries to verify or refuse, and CNPJs of Jurídica accounts to mark verified. */
export function CredentialsQueueScreen() {
  return (
    <PageCard title="Credenciais">
      <Tabs
        items={[
          {
            key: 'registries',
            label: 'Registros profissionais',
            children: <RegistriesTab />,
          },
          { key: 'cnpj', label: 'CNPJ', children: <CnpjTab /> },
        ]}
      />
      <DecisionDialog />
    </PageCard>
  );
}
