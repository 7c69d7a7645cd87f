import { Button, Input, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { StreamEvent } from '@conectasst/common/api/streams';
import { PageCard } from '../../../components/PageCard';
import { paths } from '../../../config/paths';
import { useView } from '../../../lib/serverState/view';
import { useStreamCategoriesQuery, useStreamQuery, type StreamFilters } from '../analystReads';
import { auditLinksOf } from '../auditLinks';

const dateTime = new Intl.DateTimeFormat('pt-BR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'America/Sao_Paulo',
});

/** The categories with their counts, and a field to open a stream by its id. */
function Categories() {
  const navigate = useNavigate();
  const { data, loading, error } = useView(useStreamCategoriesQuery(), null);
  const [id, setId] = useState('');
  return (
    <PageCard title="Eventos">
      <Typography.Paragraph>
        Os fluxos de eventos do produto, por categoria. Dados pessoais aparecem mascarados (•••); cada consulta a um
        fluxo fica registrada na auditoria.
      </Typography.Paragraph>
      <Space.Compact style={{ width: '100%', maxWidth: 480, marginBottom: 16 }}>
        <Input
          aria-label="Fluxo (categoria-id)"
          placeholder="ex.: demand-12"
          value={id}
          onChange={(e) => setId(e.target.value.trim())}
          onPressEnter={() => id && navigate(paths.analyst.stream(id))}
        />
        <Button type="primary" disabled={!id} onClick={() => navigate(paths.analyst.stream(id))}>
          Abrir fluxo
        </Button>
      </Space.Compact>
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
      <Table
        rowKey="category"
        loading={loading}
        pagination={false}
        scroll={{ x: true }}
        dataSource={data?.categories ?? []}
        columns={[
          { title: 'Categoria', dataIndex: 'label', render: (label: string, r) => `${label} (${r.category})` },
          { title: 'Fluxos', dataIndex: 'streams', align: 'right' },
          { title: 'Eventos', dataIndex: 'events', align: 'right' },
        ]}
      />
    </PageCard>
  );
}

/** The filters of a stream's page: each field's label (its placeholder too, unless given) and the filter it sets. */
const streamFilterFields: { key: keyof StreamFilters; label: string; placeholder?: string }[] = [
  { key: 'types', label: 'Tipos (separados por vírgula)', placeholder: 'Tipos' },
  { key: 'from', label: 'De (AAAA-MM-DD)' },
  { key: 'to', label: 'Até (AAAA-MM-DD)' },
  { key: 'q', label: 'Texto' },
];

/** A stream's events in order, filters, the next page by position, and the streams its events name. */
function Stream({ stream }: { stream: string }) {
  const [filters, setFilters] = useState<StreamFilters>({});
  const [draft, setDraft] = useState<StreamFilters>({});
  const { data, loading, error } = useView(useStreamQuery({ stream, filters }), { stream, filters });
  const audit = auditLinksOf(stream);
  return (
    <PageCard title={`Fluxo ${stream}`} extra={<Link to={paths.analyst.events}>Categorias</Link>}>
      {audit.length > 0 ? (
        // The audit screens this stream belongs to (a wallet's ledger, a demand's subscriptions, a record's history).
        <Space wrap style={{ marginBottom: 16 }} aria-label="Auditoria deste fluxo">
          <Typography.Text strong>Auditoria:</Typography.Text>
          {audit.map((link) => (
            <Link key={link.to} to={link.to}>
              <Button size="small">{link.label}</Button>
            </Link>
          ))}
        </Space>
      ) : null}
      <Space wrap style={{ marginBottom: 16 }}>
        {streamFilterFields.map(({ key, label, placeholder = label }) => (
          <Input
            key={key}
            aria-label={label}
            placeholder={placeholder}
            onChange={(e) => setDraft({ ...draft, [key]: e.target.value.trim() || undefined })}
          />
        ))}
        <Button onClick={() => setFilters({ ...draft })}>Filtrar</Button>
      </Space>
      {error ? <Typography.Paragraph type="danger">{error}</Typography.Paragraph> : null}
      {data ? (
        <Typography.Paragraph>
          {data.total} eventos no fluxo.{' '}
          {data.links.length > 0 ? (
            <>
              Fluxos ligados:{' '}
              {data.links.map((link) => (
                <Link key={link} to={paths.analyst.stream(link)} style={{ marginInlineEnd: 8 }}>
                  {link}
                </Link>
              ))}
            </>
          ) : null}
        </Typography.Paragraph>
      ) : null}
      <Table<StreamEvent>
        rowKey="globalPosition"
        loading={loading}
        pagination={false}
        scroll={{ x: true }}
        dataSource={data?.events ?? []}
        columns={[
          { title: 'Rev.', dataIndex: 'revision' },
          { title: 'Tipo', dataIndex: 'type', render: (type: string) => <Tag>{type}</Tag> },
          { title: 'Quando', dataIndex: 'recordedAt', render: (at: string) => dateTime.format(new Date(at)) },
          { title: 'Posição', dataIndex: 'position' },
          {
            title: 'Quem',
            dataIndex: 'userId',
            render: (_v, e) => [e.role, e.userId].filter(Boolean).join(' '),
          },
          {
            title: 'Correlação / causa',
            dataIndex: 'correlationId',
            render: (_v, e) => [e.correlationId, e.causationId].filter(Boolean).join(' / '),
          },
          {
            title: 'Dados',
            dataIndex: 'data',
            render: (d: Record<string, unknown>) => (
              <code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{JSON.stringify(d)}</code>
            ),
          },
        ]}
      />
      {data?.next ? (
        <Button style={{ marginTop: 16 }} onClick={() => setFilters({ ...filters, after: data.next ?? undefined })}>
          Próxima página
        </Button>
      ) : null}
    </PageCard>
  );
}

/** "Eventos", the stream browser (issue #40 item 2): the categories, or one stream (`/analista/eventos/:stream`). */
export function EventsScreen() {
  const { stream } = useParams();
  return stream ? <Stream stream={stream} /> : <Categories />;
}
