import type { ParkedEventItem } from '@conectasst/common/api/parkedEvents';
import { PARKED_EVENTS_PAGE_SIZE, PARKED_NOTE_MAX, PARKED_STATE_LABELS } from '@conectasst/common/api/parkedEvents';
import { formatDateTime } from '@conectasst/common/text/brazilianFormats';
import { Alert, Button, Segmented, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useAppDispatch } from '../../../../app/hooks';
import { PageCard } from '../../../../components/PageCard';
import { spacing } from '../../../../config/theme';
import { useView } from '../../../../lib/serverState/view';
import { DecisionDialog } from '../../../../components/admin/DecisionDialog';
import { ApproveOrRefuse, SecondaryLine } from '../../../../components/admin/QueueCells';
import type { ParkedFilter } from '../parkedEventsApi';
import { parkedEventsDecisions, parkedTarget, useParkedEventsQuery } from '../parkedEventsReads';
import { emptyTableLocale } from '../../../../components/EmptyState';

const FILTERS: { value: ParkedFilter; label: string }[] = [
  { value: 'parked', label: 'Com falha' },
  { value: 'reprocessed', label: 'Reprocessados' },
  { value: 'ignored', label: 'Ignorados' },
  { value: 'all', label: 'Todos' },
];

const STATE_COLORS = { parked: 'red', reprocessed: 'green', ignored: 'default' } as const;

const reprocessText = (what: string) => ({
  title: 'Reprocessar',
  okText: 'Reprocessar',
  summary: `${what} será aplicado de novo, na ordem do log, uma única vez. Faça isso depois de publicada a correção: se falhar de novo, continua na lista.`,
  noteRequired: false,
  noteLabel: 'Nota (opcional, fica no registro de auditoria)',
  noteMax: PARKED_NOTE_MAX,
});

const ignoreText = (what: string) => ({
  title: 'Ignorar',
  okText: 'Ignorar',
  summary: `${what} ficará sem aplicar, de vez. A decisão fica registrada com seu nome e a hora.`,
  noteRequired: true,
  noteLabel: 'Motivo (fica no registro de auditoria)',
  noteMissing: 'Escreva o motivo.',
  noteMax: PARKED_NOTE_MAX,
});

/**
 * /admin/eventos-com-falha "Eventos com falha" (ADR 0155): events a read model or process set aside after its bounded
 * retries — which, when, where, why (the error without the event's data) — with "Reprocessar" (after a fix) and
 * "Ignorar" (recorded and audited).
 */
export function ParkedEventsScreen() {
  const dispatch = useAppDispatch();
  const [filter, setFilter] = useState<ParkedFilter>('parked');
  const [page, setPage] = useState(1);
  const { data, loading, error } = useView(useParkedEventsQuery({ state: filter, page }), { state: filter, page });
  const rows = data?.data.data;

  const describe = (r: ParkedEventItem) => `O evento ${r.eventType} (posição ${r.position}) da projeção ${r.consumer}`;
  const parkedOnPage = (rows ?? [])
    .filter((r) => r.state === 'parked')
    .map((r) => ({ consumer: r.consumer, eventId: r.eventId }));

  const columns: TableColumnsType<ParkedEventItem> = [
    {
      title: 'Quando',
      key: 'when',
      render: (_v, r) => (
        <>
          {formatDateTime(r.lastSeen)}
          {r.firstSeen !== r.lastSeen ? <SecondaryLine>desde {formatDateTime(r.firstSeen)}</SecondaryLine> : null}
        </>
      ),
    },
    {
      title: 'Evento',
      key: 'event',
      render: (_v, r) => (
        <>
          {r.eventType}
          <SecondaryLine>
            {r.streamId} · posição {r.position}
          </SecondaryLine>
        </>
      ),
    },
    { title: 'Projeção ou processo', dataIndex: 'consumer', key: 'consumer' },
    {
      title: 'Erro',
      key: 'error',
      render: (_v, r) => <Typography.Text code>{r.error}</Typography.Text>,
    },
    { title: 'Tentativas', dataIndex: 'attempts', key: 'attempts', width: 100, responsive: ['md'] },
    {
      title: 'Situação',
      key: 'state',
      render: (_v, r) =>
        r.state === 'parked' ? (
          <ApproveOrRefuse
            approve={{
              label: 'Reprocessar',
              ariaLabel: `Reprocessar ${r.eventType} da projeção ${r.consumer}`,
              opens: parkedEventsDecisions.decisionOpened(
                'reprocess',
                parkedTarget([{ consumer: r.consumer, eventId: r.eventId }]),
                reprocessText(describe(r)),
              ),
            }}
            refuse={{
              label: 'Ignorar',
              ariaLabel: `Ignorar ${r.eventType} da projeção ${r.consumer}`,
              opens: parkedEventsDecisions.decisionOpened(
                'ignore',
                parkedTarget([{ consumer: r.consumer, eventId: r.eventId }]),
                ignoreText(describe(r)),
              ),
            }}
          />
        ) : (
          <>
            <Tag color={STATE_COLORS[r.state]}>{PARKED_STATE_LABELS[r.state]}</Tag>
            {r.resolvedAt ? <SecondaryLine>em {formatDateTime(r.resolvedAt)}</SecondaryLine> : null}
          </>
        ),
    },
  ];

  return (
    <PageCard title="Eventos com falha">
      <Typography.Paragraph type="secondary">
        Eventos que uma projeção (os dados que as telas leem) ou um processo não conseguiu aplicar depois de várias
        tentativas. Eles ficam de lado para que o resto do site siga funcionando. Depois de publicada a correção, use
        “Reprocessar”; se o evento não deve ser aplicado, use “Ignorar”. Os dados do evento não aparecem aqui.
      </Typography.Paragraph>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: spacing.md }} /> : null}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: spacing.sm, marginBottom: spacing.md }}>
        {/* Wider than a phone: it scrolls sideways inside its box, not the page (issue #35 item 6). */}
        <div data-scroll-x style={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Segmented<ParkedFilter>
            value={filter}
            onChange={(value) => {
              setFilter(value);
              setPage(1);
            }}
            options={FILTERS}
          />
        </div>
        {parkedOnPage.length > 1 ? (
          <Button
            onClick={() =>
              dispatch(
                parkedEventsDecisions.decisionOpened(
                  'reprocess',
                  parkedTarget(parkedOnPage),
                  reprocessText(`Cada um dos ${parkedOnPage.length} eventos com falha desta página`),
                ),
              )
            }
          >
            Reprocessar os {parkedOnPage.length} desta página
          </Button>
        ) : null}
      </div>
      <Table<ParkedEventItem>
        rowKey={(r) => `${r.consumer}/${r.eventId}`}
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={{
          current: page,
          pageSize: PARKED_EVENTS_PAGE_SIZE,
          total: data?.data.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        locale={emptyTableLocale(filter === 'parked' ? 'Nenhum evento com falha.' : 'Nenhum evento.')}
        scroll={{ x: true }}
      />
      <DecisionDialog />
    </PageCard>
  );
}
