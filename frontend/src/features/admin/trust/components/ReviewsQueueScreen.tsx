import type { AdminReview } from '@conectasst/common/api/reviews';
import { HIRED_MARK, REVIEW_REASON_MAX, reviewMessages } from '@conectasst/common/rules/reviewRules';
import { formatDateTime } from '@conectasst/common/text/brazilianFormats';
import { Tag, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { PageCard } from '../../../../components/PageCard';
import { ReviewStars } from '../../../../components/ReviewStars';
import { spacing } from '../../../../config/theme';
import { useView } from '../../../../lib/serverState/view';
import { trustDecisions } from '../trustDecisions';
import { useReviewsQueueQuery } from '../trustReads';
import { DecisionDialog } from '../../../../components/admin/DecisionDialog';
import { DecisionButton, SecondaryLine } from '../../../../components/admin/QueueCells';
import { QueueTable } from '../../../../components/admin/QueueTable';

type Filter = 'reported' | 'hidden' | 'all';

/** /admin/avaliacoes: reviews to moderate (reported first); hide or restore with a reason, recorded with the admin. */
export function ReviewsQueueScreen() {
  const [filter, setFilter] = useState<Filter>('all');
  const { data: rows, loading } = useView(useReviewsQueueQuery(filter), filter);

  const moderate = (r: AdminReview, hide: boolean) =>
    trustDecisions.decisionOpened(hide ? 'hideReview' : 'restoreReview', r.reviewId, {
      title: hide ? 'Ocultar avaliação' : 'Restaurar avaliação',
      okText: hide ? 'Ocultar' : 'Restaurar',
      summary: `Avaliação de ${r.reviewer} sobre ${r.providerName} (demanda nº ${r.demandId}).${hide ? ' Oculta, ela não aparece nem conta na média.' : ''}`,
      noteRequired: true,
      noteLabel: 'Motivo (fica registrado com o seu nome)',
      noteMissing: reviewMessages.reasonTooShort,
      noteMax: REVIEW_REASON_MAX,
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
          {r.reply ? <SecondaryLine>Resposta: {r.reply}</SecondaryLine> : null}
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
              <SecondaryLine key={i}>“{reason}”</SecondaryLine>
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
          {r.moderationReason ? <SecondaryLine>{r.moderationReason}</SecondaryLine> : null}
          <DecisionButton
            label={r.hidden ? 'Restaurar' : 'Ocultar'}
            ariaLabel={`${r.hidden ? 'Restaurar' : 'Ocultar'} avaliação de ${r.reviewer} sobre ${r.providerName}`}
            opens={moderate(r, !r.hidden)}
            danger={!r.hidden}
            style={{ marginTop: spacing.xs }}
          />
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
      <QueueTable<AdminReview, Filter>
        rowKey="reviewId"
        columns={columns}
        rows={rows}
        loading={loading}
        emptyText="Nenhuma avaliação."
        filter={{
          value: filter,
          onChange: setFilter,
          options: [
            { value: 'all', label: 'Todas' },
            { value: 'reported', label: 'Denunciadas' },
            { value: 'hidden', label: 'Ocultas' },
          ],
        }}
      />
      <DecisionDialog />
    </PageCard>
  );
}
