import type { LgpdRequestRow } from '@conectasst/common/api/lgpd';
import {
  LGPD_REFUSAL_MIN_CHARS,
  LGPD_REQUEST_DAYS,
  LGPD_REQUEST_KIND_LABELS,
  LGPD_REQUEST_STATUS_LABELS,
} from '@conectasst/common/rules/lgpdRules';
import { formatDate, formatDateTime } from '@conectasst/common/text/brazilianFormats';
import { Space, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { DecisionDialog } from '../../../../components/admin/DecisionDialog';
import { DecisionButton, SecondaryLine } from '../../../../components/admin/QueueCells';
import { PageCard } from '../../../../components/PageCard';
import { paths } from '../../../../config/paths';
import { useView } from '../../../../lib/serverState/view';
import { QueueTable } from '../../../../components/admin/QueueTable';
import { lgpdDecisions, lgpdTarget, useLgpdQueueQuery } from '../lgpdReads';

type Filter = 'open' | 'answered' | 'all';
const isOpen = (r: LgpdRequestRow) => r.status === 'received' || r.status === 'in_progress';

function Subject({ r }: { r: LgpdRequestRow }) {
  return r.subjectKind === 'provider' ? (
    <Link to={paths.admin.partnerEdit(r.subjectId)}>Parceiro</Link>
  ) : (
    <>Solicitante da demanda nº {r.demandId}</>
  );
}

function Decisions({ r }: { r: LgpdRequestRow }) {
  const target = lgpdTarget({ subjectId: r.subjectId, requestId: r.requestId });
  const what = `${LGPD_REQUEST_KIND_LABELS[r.kind].toLowerCase()} nº ${r.requestId}`;
  const deletion = r.kind === 'deletion';
  return (
    <Space wrap>
      {r.status === 'received' ? (
        <DecisionButton
          label="Iniciar"
          ariaLabel={`Iniciar a solicitação de ${what}`}
          opens={lgpdDecisions.decisionOpened('start', target, {
            title: 'Iniciar atendimento',
            okText: 'Iniciar',
            summary: `A solicitação de ${what} passa a “Em andamento”.`,
            noteRequired: false,
            noteLabel: 'Observação (opcional, não enviada)',
          })}
        />
      ) : null}
      <DecisionButton
        label="Atender"
        primary
        ariaLabel={`Atender a solicitação de ${what}`}
        opens={lgpdDecisions.decisionOpened('answer', target, {
          title: deletion ? 'Atender a exclusão' : 'Atender a correção',
          okText: deletion ? 'Excluir os dados' : 'Atender',
          summary: deletion
            ? 'Os dados pessoais do titular serão apagados de forma irreversível (como o botão de exclusão) depois de enviada a resposta por e-mail.'
            : 'Corrija os dados na tela do registro antes de atender. O titular recebe a resposta por e-mail, com a mensagem abaixo.',
          noteRequired: false,
          noteLabel: 'Mensagem ao titular (opcional)',
        })}
      />
      <DecisionButton
        label="Recusar"
        danger
        ariaLabel={`Recusar a solicitação de ${what}`}
        opens={lgpdDecisions.decisionOpened('refuse', target, {
          title: 'Recusar a solicitação',
          okText: 'Recusar',
          summary: `O titular recebe por e-mail a recusa com o motivo (ao menos ${LGPD_REFUSAL_MIN_CHARS} caracteres).`,
          noteRequired: true,
          noteLabel: 'Motivo (enviado ao titular)',
          noteMissing: 'Escreva o motivo da recusa.',
        })}
      />
    </Space>
  );
}

/** /admin/lgpd "Solicitações LGPD" (ADR 0167): correction and deletion requests with their legal deadline, overdue marked. */
export function LgpdRequestsScreen() {
  const [filter, setFilter] = useState<Filter>('open');
  const { data, loading } = useView(useLgpdQueueQuery(), null);
  const rows = data?.filter((r) => (filter === 'all' ? true : filter === 'open' ? isOpen(r) : !isOpen(r)));
  const columns: TableColumnsType<LgpdRequestRow> = [
    { title: 'Nº', dataIndex: 'requestId', key: 'id', width: 70 },
    { title: 'Titular', key: 'subject', render: (_v, r) => <Subject r={r} /> },
    {
      title: 'Pedido',
      key: 'kind',
      render: (_v, r) => (
        <>
          {LGPD_REQUEST_KIND_LABELS[r.kind]}
          {r.details ? <SecondaryLine>“{r.details}”</SecondaryLine> : null}
        </>
      ),
    },
    {
      title: 'Recebida',
      dataIndex: 'receivedAt',
      key: 'received',
      responsive: ['lg'],
      render: (v: string) => formatDateTime(v),
    },
    {
      title: 'Prazo',
      key: 'due',
      render: (_v, r) => (
        <>
          {formatDate(r.dueAt)}
          {r.overdue ? (
            <Tag color="red" style={{ marginInlineStart: 8 }}>
              Atrasada
            </Tag>
          ) : null}
        </>
      ),
    },
    {
      title: 'Situação',
      key: 'status',
      render: (_v, r) => (
        <>
          <Tag
            color={
              r.status === 'done'
                ? 'green'
                : r.status === 'refused'
                  ? 'orange'
                  : r.status === 'in_progress'
                    ? 'blue'
                    : undefined
            }
          >
            {LGPD_REQUEST_STATUS_LABELS[r.status]}
          </Tag>
          {r.reason ? <SecondaryLine>{r.reason}</SecondaryLine> : null}
          {isOpen(r) ? <Decisions r={r} /> : null}
        </>
      ),
    },
  ];
  return (
    <PageCard title="Solicitações LGPD">
      <Typography.Paragraph type="secondary">
        Pedidos de correção e de exclusão dos titulares (solicitantes pela página do pedido, parceiros em Meus dados). A
        LGPD dá {LGPD_REQUEST_DAYS} dias para a resposta completa; cada resposta vai por e-mail ao titular.
      </Typography.Paragraph>
      <QueueTable<LgpdRequestRow, Filter>
        rowKey="requestId"
        columns={columns}
        rows={rows}
        loading={loading}
        emptyText="Nenhuma solicitação."
        filter={{
          value: filter,
          onChange: setFilter,
          options: [
            { value: 'open', label: 'Em aberto' },
            { value: 'answered', label: 'Respondidas' },
            { value: 'all', label: 'Todas' },
          ],
        }}
      />
      <DecisionDialog />
    </PageCard>
  );
}
