import { formatDateTime } from '@conectasst/common/text/brazilianFormats';
import type { TimeTravelEvent, TimeTravelKind } from '@conectasst/common/api/timeTravel';
import { timeTravelKindLabels, timeTravelKinds } from '@conectasst/common/api/timeTravel';
import { Alert, Button, Form, Input, Radio, Row, Select, Space, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FilterField } from '../../../../components/admin/FilterFields';
import { DateField } from '../../../../components/DateField';
import { PageCard } from '../../../../components/PageCard';
import { spacing } from '../../../../config/theme';
import { useView } from '../../../../lib/serverState/view';
import { useTimeTravelQuery } from '../analysisReads';

/** The end of a São Paulo day (Brasília has had no summer time since 2019): "como estava em 26/11" is that whole day. */
export const endOfDay = (day: string) => `${day}T23:59:59.999-03:00`;

const show = (value: unknown) => (value === undefined ? '—' : JSON.stringify(value));

interface StateRow {
  field: string;
  then: unknown;
  now: unknown;
  changed: boolean;
}

const eventColumns: TableColumnsType<TimeTravelEvent> = [
  { title: 'Rev.', dataIndex: 'revision', key: 'revision', width: 64 },
  { title: 'Quando', dataIndex: 'recordedAt', key: 'recordedAt', width: 150, render: (v: string) => formatDateTime(v) },
  { title: 'Evento', dataIndex: 'type', key: 'type' },
  {
    title: 'Quem',
    key: 'who',
    responsive: ['md'],
    render: (_, e) => (e.role ? `${e.role} ${e.userId ?? ''}` : (e.userId ?? '—')),
  },
  {
    title: 'Dados',
    dataIndex: 'data',
    key: 'data',
    responsive: ['lg'],
    render: (data: Record<string, unknown>) => <code style={{ wordBreak: 'break-all' }}>{JSON.stringify(data)}</code>,
  },
];

/**
 * /admin/como-estava: a demand, a wallet or a provider account as its own decider folded it up to the end of a day or
 * up to a log position, beside its state now, and the events in between (ADR 0179). Personal data comes masked.
 */
export function TimeTravelScreen() {
  const [search, setSearch] = useSearchParams();
  const kind = (timeTravelKinds as readonly string[]).includes(search.get('tipo') ?? '')
    ? (search.get('tipo') as TimeTravelKind)
    : 'demanda';
  const id = search.get('id') ?? '';
  const day = search.get('dia') ?? '';
  const position = search.get('posicao') ?? '';
  const [draft, setDraft] = useState({ kind, id, by: position ? 'posicao' : 'dia', day, position });
  const asked = { kind, id, ...(position ? { position } : day ? { at: endOfDay(day) } : {}) };
  const view = useView(useTimeTravelQuery(asked), asked);
  const result = view.data;

  const submit = () => {
    const next = new URLSearchParams({ tipo: draft.kind, id: draft.id.trim() });
    if (draft.by === 'posicao') next.set('posicao', draft.position.trim());
    else next.set('dia', draft.day);
    setSearch(next);
  };

  const rows: StateRow[] = result
    ? [...new Set([...Object.keys(result.asOf.state), ...Object.keys(result.now.state)])].map((field) => {
        const then = result.asOf.state[field];
        const now = result.now.state[field];
        return { field, then, now, changed: show(then) !== show(now) };
      })
    : [];
  const cutLabel = position ? `posição ${position}` : day ? day.split('-').reverse().join('/') : '';
  const stateColumns: TableColumnsType<StateRow> = [
    {
      title: 'Campo',
      dataIndex: 'field',
      key: 'field',
      render: (field: string, row) => (
        <Space size={4} wrap>
          <code>{field}</code>
          {row.changed ? <Tag color="orange">mudou</Tag> : null}
        </Space>
      ),
    },
    {
      title: `Em ${cutLabel}`,
      dataIndex: 'then',
      key: 'then',
      render: (v: unknown) => <code style={{ wordBreak: 'break-all' }}>{show(v)}</code>,
    },
    {
      title: 'Agora',
      dataIndex: 'now',
      key: 'now',
      render: (v: unknown) => <code style={{ wordBreak: 'break-all' }}>{show(v)}</code>,
    },
  ];

  return (
    <PageCard title="Como estava em">
      <Space direction="vertical" size={spacing.md} style={{ width: '100%' }}>
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          O registro como as próprias regras do produto o viam até o fim de um dia (horário de Brasília) ou até uma
          posição do log, ao lado de como está agora, com os eventos entre os dois. Dados pessoais aparecem mascarados.
        </Typography.Paragraph>
        <Form layout="vertical" onFinish={submit}>
          <Row gutter={spacing.md}>
            <FilterField label="Registro" id="tt-kind" xs={24} md={6}>
              <Select<TimeTravelKind>
                id="tt-kind"
                aria-label="Registro"
                value={draft.kind}
                onChange={(value) => setDraft({ ...draft, kind: value })}
                options={timeTravelKinds.map((k) => ({ value: k, label: timeTravelKindLabels[k] }))}
              />
            </FilterField>
            <FilterField
              label={draft.kind === 'demanda' ? 'Número da demanda' : 'Id do parceiro'}
              id="tt-id"
              xs={24}
              md={8}
            >
              <Input id="tt-id" value={draft.id} onChange={(e) => setDraft({ ...draft, id: e.target.value })} />
            </FilterField>
            <FilterField label="Até" id="tt-by" xs={24} md={10}>
              <Space wrap>
                <Radio.Group
                  id="tt-by"
                  value={draft.by}
                  onChange={(e) => setDraft({ ...draft, by: e.target.value as string })}
                  options={[
                    { value: 'dia', label: 'o fim do dia' },
                    { value: 'posicao', label: 'a posição' },
                  ]}
                />
                {draft.by === 'dia' ? (
                  <DateField id="tt-day" value={draft.day} onChange={(value) => setDraft({ ...draft, day: value })} />
                ) : (
                  <Input
                    id="tt-position"
                    aria-label="Posição"
                    placeholder="1234.56"
                    value={draft.position}
                    onChange={(e) => setDraft({ ...draft, position: e.target.value })}
                  />
                )}
              </Space>
            </FilterField>
          </Row>
          <Button
            type="primary"
            htmlType="submit"
            disabled={!draft.id.trim() || (draft.by === 'dia' ? !draft.day : !draft.position.trim())}
          >
            Ver como estava
          </Button>
        </Form>
        {view.error ? <Alert type="error" showIcon title={view.error} /> : null}
        {result ? (
          <>
            <Typography.Text data-testid="time-travel-summary">
              {timeTravelKindLabels[result.kind]} {result.id} — em {cutLabel}: revisão {result.asOf.revision}
              {result.asOf.recordedAt ? ` (${formatDateTime(result.asOf.recordedAt)})` : ' (ainda não existia)'}; agora:
              revisão {result.now.revision}; {result.between.total} evento(s) entre os dois.
            </Typography.Text>
            <Table<StateRow>
              rowKey="field"
              size="small"
              pagination={false}
              columns={stateColumns}
              dataSource={rows}
              scroll={{ x: true }}
              data-testid="time-travel-states"
            />
            <Typography.Title level={5} style={{ margin: 0 }}>
              Eventos entre os dois
            </Typography.Title>
            <Table<TimeTravelEvent>
              rowKey="revision"
              size="small"
              columns={eventColumns}
              dataSource={result.between.events}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              locale={{ emptyText: 'Nenhum evento depois deste ponto.' }}
            />
          </>
        ) : null}
      </Space>
    </PageCard>
  );
}
