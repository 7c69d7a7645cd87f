import type { AdminCredential } from '@conectasst/common/api/trust';
import { Button, Segmented, Space, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { PageCard } from '../../../../components/PageCard';
import { spacing } from '../../../../config/theme';
import type { CnpjRow } from '../trustApi';
import { getCnpjs, getCredentialsQueue, refuseCredential, verifyCnpj, verifyCredential } from '../trustApi';
import type { Decision } from './DecisionDialog';
import { DecisionDialog } from './DecisionDialog';
import { formatCpfCnpj, formatDateTime } from '@conectasst/common/text/brazilianFormats';

type Filter = 'pending' | 'verified' | 'refused' | 'all';
const statusTag: Record<AdminCredential['status'], { color: string; text: string }> = {
  pending: { color: 'blue', text: 'Pendente' },
  verified: { color: 'green', text: 'Verificado' },
  refused: { color: 'red', text: 'Recusado' },
};

function RegistriesTab({ setDecision, reloadKey }: { setDecision: (d: Decision) => void; reloadKey: number }) {
  const [filter, setFilter] = useState<Filter>('pending');
  const [rows, setRows] = useState<AdminCredential[]>();
  useEffect(() => {
    let alive = true;
    getCredentialsQueue(filter).then(
      (b) => alive && setRows(b.data),
      () => alive && setRows([]),
    );
    return () => {
      alive = false;
    };
  }, [filter, reloadKey]);
  const columns: TableColumnsType<AdminCredential> = [
    {
      title: 'Parceiro',
      key: 'provider',
      render: (_v, c) => (
        <>
          {c.providerName}
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {c.providerEmail}
          </Typography.Paragraph>
        </>
      ),
    },
    { title: 'Registro', dataIndex: 'label', key: 'label' },
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
          <Space wrap>
            <Button
              type="primary"
              size="small"
              aria-label={`Verificar ${c.label} de ${c.providerName}`}
              onClick={() =>
                setDecision({
                  title: 'Verificar registro',
                  okText: 'Verificar',
                  summary: `${c.label} — ${c.providerName}. Confira o número no site do conselho antes de confirmar.`,
                  noteRequired: false,
                  run: (note) => verifyCredential(c.credentialId, note),
                })
              }
            >
              Verificar
            </Button>
            <Button
              danger
              size="small"
              aria-label={`Recusar ${c.label} de ${c.providerName}`}
              onClick={() =>
                setDecision({
                  title: 'Recusar registro',
                  okText: 'Recusar',
                  summary: `${c.label} — ${c.providerName}.`,
                  noteRequired: true,
                  run: (note) => refuseCredential(c.credentialId, note),
                })
              }
            >
              Recusar
            </Button>
          </Space>
        ) : (
          <>
            <Tag color={statusTag[c.status].color}>{statusTag[c.status].text}</Tag>
            {c.note ? (
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {c.note}
              </Typography.Paragraph>
            ) : null}
          </>
        ),
    },
  ];
  return (
    <>
      <Segmented<Filter>
        value={filter}
        onChange={(f) => {
          setRows(undefined);
          setFilter(f);
        }}
        options={[
          { value: 'pending', label: 'Pendentes' },
          { value: 'verified', label: 'Verificados' },
          { value: 'refused', label: 'Recusados' },
          { value: 'all', label: 'Todos' },
        ]}
        style={{ marginBottom: spacing.md }}
      />
      <Table<AdminCredential>
        rowKey="credentialId"
        columns={columns}
        dataSource={rows}
        loading={!rows}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        locale={{ emptyText: 'Nenhum registro.' }}
        scroll={{ x: true }}
      />
    </>
  );
}

function CnpjTab({ setDecision, reloadKey }: { setDecision: (d: Decision) => void; reloadKey: number }) {
  const [rows, setRows] = useState<CnpjRow[]>();
  useEffect(() => {
    getCnpjs().then(
      (b) => setRows(b.data),
      () => setRows([]),
    );
  }, [reloadKey]);
  const columns: TableColumnsType<CnpjRow> = [
    {
      title: 'Empresa',
      key: 'company',
      render: (_v, r) => (
        <>
          {r.corporateName}
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            {r.name}
          </Typography.Paragraph>
        </>
      ),
    },
    { title: 'CNPJ', key: 'cnpj', render: (_v, r) => formatCpfCnpj(r.cnpj) },
    {
      title: 'Situação',
      key: 'status',
      render: (_v, r) =>
        r.verified ? (
          <Tag color="green">CNPJ verificado</Tag>
        ) : (
          <Button
            size="small"
            type="primary"
            aria-label={`Marcar CNPJ de ${r.corporateName} como verificado`}
            onClick={() =>
              setDecision({
                title: 'CNPJ verificado',
                okText: 'Confirmar',
                summary: `${r.corporateName}, CNPJ ${formatCpfCnpj(r.cnpj)}: confirme a situação cadastral ativa na Receita Federal.`,
                noteRequired: false,
                run: (note) => verifyCnpj(r.providerId, note),
              })
            }
          >
            Marcar como verificado
          </Button>
        ),
    },
  ];
  return (
    <>
      <Typography.Paragraph type="secondary">
        O formato e os dígitos verificadores do CNPJ já foram conferidos no cadastro; aqui se confirma a situação
        cadastral.
      </Typography.Paragraph>
      <Table<CnpjRow>
        rowKey="providerId"
        columns={columns}
        dataSource={rows}
        loading={!rows}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        locale={{ emptyText: 'Nenhuma conta Jurídica.' }}
        scroll={{ x: true }}
      />
    </>
  );
}

/** /admin/credenciais: professional registries to verify or refuse, and CNPJs of Jurídica accounts to mark verified. */
export function CredentialsQueueScreen() {
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const reload = useCallback(() => setReloadKey((k) => k + 1), []);
  return (
    <PageCard title="Credenciais">
      <Tabs
        items={[
          {
            key: 'registries',
            label: 'Registros profissionais',
            children: <RegistriesTab setDecision={setDecision} reloadKey={reloadKey} />,
          },
          { key: 'cnpj', label: 'CNPJ', children: <CnpjTab setDecision={setDecision} reloadKey={reloadKey} /> },
        ]}
      />
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} onDone={reload} />
    </PageCard>
  );
}
