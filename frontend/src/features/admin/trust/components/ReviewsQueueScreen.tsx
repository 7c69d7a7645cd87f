import type { AdminReview } from '@conectasst/common/api/reviews';
import { HIRED_MARK, REVIEW_REASON_MAX, reviewMessages } from '@conectasst/common/rules/reviewRules';
import { formatDateTime } from '@conectasst/common/text/brazilianFormats';
import { Button, Segmented, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { PageCard } from '../../../../components/PageCard';
import { ReviewStars } from '../../../../components/ReviewStars';
import { spacing } from '../../../../config/theme';
import { getReviewsQueue, hideReview, restoreReview } from '../trustApi';
import type { Decision } from './DecisionDialog';
import { DecisionDialog } from './DecisionDialog';

type Filter = 'reported' | 'hidden' | 'all';

/** /admin/avaliacoes: reviews to moderate (reported first); hide or restore with a reason, recorded with the admin. */
export function ReviewsQueueScreen() {
  const [filter, setFilter] = useState<Filter>('all');
  const [rows, setRows] = useState<AdminReview[]>();
  const [decision, setDecision] = useState<Decision | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const reload = useCallback(() => setReloadKey((k) => k + 1), []);
  useEffect(() => {
    let alive = true;
    getReviewsQueue(filter).then(
      (b) => alive && setRows(b.data),
      () => alive && setRows([]),
    );
    return () => {
      alive = false;
    };
  }, [filter, reloadKey]);

  const moderate = (r: AdminReview, hide: boolean) =>
    setDecision({
      title: hide ? 'Ocultar avaliação' : 'Restaurar avaliação',
      okText: hide ? 'Ocultar' : 'Restaurar',
      summary: `Avaliação de ${r.reviewer} sobre ${r.providerName} (demanda nº ${r.demandId}).${hide ? ' Oculta, ela não aparece nem conta na média.' : ''}`,
      noteRequired: true,
      noteLabel: 'Motivo (fica registrado com o seu nome)',
      noteMissing: reviewMessages.reasonTooShort,
      noteMax: REVIEW_REASON_MAX,
      run: (note) => (hide ? hideReview(r.reviewId, note) : restoreReview(r.reviewId, note)),
    });

  const columns: TableColumnsType<AdminReview> = [
    { title: 'Parceiro', dataIndex: 'providerName', key: 'provider' },
    {
      title: 'Avaliação',
      key: 'review',
      render: (_v, r) => (
        <>
          <ReviewStars stars={r.stars} /> {r.hired ? <Tag color="green">{HIRED_MARK}</Tag> : null}
          <Typography.Paragraph style={{ margin: 0 }}>{r.comment}</Typography.Paragraph>
          <Typography.Text type="secondary">
            {r.reviewer} — demanda nº {r.demandId}
          </Typography.Text>
          {r.reply ? (
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              Resposta: {r.reply}
            </Typography.Paragraph>
          ) : null}
        </>
      ),
    },
    {
      title: 'Denúncias',
      key: 'reports',
      render: (_v, r) =>
        r.reports === 0 ? (
          '—'
        ) : (
          <>
            <Tag color="red">{r.reports}</Tag>
            {r.reportReasons.map((reason, i) => (
              <Typography.Paragraph key={i} type="secondary" style={{ margin: 0 }}>
                “{reason}”
              </Typography.Paragraph>
            ))}
          </>
        ),
    },
    { title: 'Data', dataIndex: 'writtenAt', key: 'at', responsive: ['lg'], render: (v: string) => formatDateTime(v) },
    {
      title: 'Situação',
      key: 'status',
      render: (_v, r) => (
        <>
          <Tag color={r.hidden ? 'orange' : 'green'}>{r.hidden ? 'Oculta' : 'Visível'}</Tag>
          {r.moderationReason ? (
            <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
              {r.moderationReason}
            </Typography.Paragraph>
          ) : null}
          <Button
            size="small"
            danger={!r.hidden}
            aria-label={`${r.hidden ? 'Restaurar' : 'Ocultar'} avaliação de ${r.reviewer} sobre ${r.providerName}`}
            onClick={() => moderate(r, !r.hidden)}
            style={{ marginTop: spacing.xs }}
          >
            {r.hidden ? 'Restaurar' : 'Ocultar'}
          </Button>
        </>
      ),
    },
  ];
  return (
    <PageCard title="Avaliações">
      <Typography.Paragraph type="secondary">
        Avaliações dos solicitantes sobre os parceiros que ocuparam vaga nas suas demandas. Uma avaliação oculta não
        aparece para ninguém e não conta na média; ocultar e restaurar exigem um motivo, registrado com o administrador.
      </Typography.Paragraph>
      <Segmented<Filter>
        value={filter}
        onChange={(f) => {
          setRows(undefined);
          setFilter(f);
        }}
        options={[
          { value: 'all', label: 'Todas' },
          { value: 'reported', label: 'Denunciadas' },
          { value: 'hidden', label: 'Ocultas' },
        ]}
        style={{ marginBottom: spacing.md }}
      />
      <Table<AdminReview>
        rowKey="reviewId"
        columns={columns}
        dataSource={rows}
        loading={!rows}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        locale={{ emptyText: 'Nenhuma avaliação.' }}
        scroll={{ x: true }}
      />
      <DecisionDialog decision={decision} onClose={() => setDecision(null)} onDone={reload} />
    </PageCard>
  );
}
