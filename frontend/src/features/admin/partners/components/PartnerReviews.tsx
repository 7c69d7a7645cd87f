import { HIRED_MARK } from '@conectasst/common/rules/reviewRules';
import { formatDate } from '@conectasst/common/text/brazilianFormats';
import { Card, Flex, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { ReviewStars } from '../../../../components/ReviewStars';
import { paths } from '../../../../config/paths';
import { spacing } from '../../../../config/theme';
import { useView } from '../../../../lib/serverState/view';
import { usePartnerReviewsQuery } from '../partnersReads';
import { EmptyState } from '../../../../components/EmptyState';

/** "4,5 de 5 (2 avaliações)" over the visible reviews, as the public profile counts them. */
export function ratingSummary(reviews: readonly { stars: number; hidden?: boolean }[]): string {
  const visible = reviews.filter((r) => !r.hidden);
  if (visible.length === 0) return 'Ainda sem avaliações visíveis';
  const average = Math.round((visible.reduce((sum, r) => sum + r.stars, 0) / visible.length) * 10) / 10;
  return `${average.toLocaleString('pt-BR')} de 5 (${visible.length} ${visible.length === 1 ? 'avaliação' : 'avaliações'})`;
}

/**
 * The partner's reviews on its admin page (issue #21 item 7): every review, hidden ones marked with the moderation
 * reason; moderation itself stays in /admin/avaliacoes.
 */
export function PartnerReviews({ providerId }: { providerId: string }) {
  const view = useView(usePartnerReviewsQuery({ providerId }), { providerId });
  const failed = view.error !== null;
  const reviews = view.loading ? undefined : view.data;

  return (
    <section aria-labelledby="partner-reviews-title" style={{ marginTop: spacing.xl }}>
      <Typography.Title level={2} id="partner-reviews-title" style={{ fontSize: 20 }}>
        Avaliações
      </Typography.Title>
      {failed ? (
        <Typography.Text type="danger">Não foi possível carregar as avaliações.</Typography.Text>
      ) : !reviews ? (
        <Skeleton active />
      ) : (
        <Flex vertical gap={spacing.md}>
          <Typography.Text strong data-testid="partner-rating">
            {ratingSummary(reviews)}
          </Typography.Text>
          {reviews.length === 0 ? (
            <EmptyState description="Nenhuma avaliação ainda." />
          ) : (
            reviews.map((r) => (
              <Card size="small" key={r.reviewId} aria-label={`Avaliação de ${r.reviewer}`}>
                <Flex gap={spacing.sm} align="center" wrap="wrap">
                  <ReviewStars stars={r.stars} />
                  <Typography.Text>
                    {r.reviewer} — demanda nº {r.demandId}
                  </Typography.Text>
                  <Typography.Text type="secondary">{formatDate(r.writtenAt)}</Typography.Text>
                  {r.hired ? <Tag color="green">{HIRED_MARK}</Tag> : null}
                  {r.hidden ? <Tag color="orange">Oculta</Tag> : null}
                  {r.reports > 0 ? (
                    <Tag color="red">{r.reports === 1 ? '1 denúncia' : `${r.reports} denúncias`}</Tag>
                  ) : null}
                </Flex>
                <Typography.Paragraph style={{ margin: `${spacing.xs}px 0 0` }}>{r.comment}</Typography.Paragraph>
                {r.reply ? (
                  <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                    Resposta do parceiro: {r.reply}
                  </Typography.Paragraph>
                ) : null}
                {r.hidden && r.moderationReason ? (
                  <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                    Motivo da ocultação: {r.moderationReason}
                  </Typography.Paragraph>
                ) : null}
              </Card>
            ))
          )}
          <Link to={paths.admin.reviews}>Moderar em Avaliações</Link>
        </Flex>
      )}
    </section>
  );
}
