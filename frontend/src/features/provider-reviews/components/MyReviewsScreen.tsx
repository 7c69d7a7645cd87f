import type { Review } from '@conectasst/common/api/reviews';
import { HIRED_MARK, REVIEW_REASON_MAX, REVIEW_REPLY_MAX } from '@conectasst/common/rules/reviewRules';
import { formatDate } from '@conectasst/common/text/brazilianFormats';
import { Alert, Button, Card, Flex, Input, Space, Spin, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useScreenIntent } from '../../../hooks/useScreenIntent';
import { PageCard } from '../../../components/PageCard';
import { ReviewStars } from '../../../components/ReviewStars';
import { spacing } from '../../../config/theme';
import {
  reviewReplySubmitted,
  reviewReportSubmitted,
  reviewReportToggled,
  reviewsOpened,
  selectReviewForms,
} from '../reviewsSlice';
import { useMyReviewsQuery } from '../reviewsReads';
import { EmptyState } from '../../../components/EmptyState';

/** /dashboard/avaliacoes: what requesters wrote about the provider, one reply per review, and a report to the admins. */
export function MyReviewsScreen() {
  // The list on screen: a reply or a report reads it again, keeping it there meanwhile.
  const answer = useMyReviewsQuery().data;
  useScreenIntent(reviewsOpened());

  return (
    <PageCard title="Avaliações">
      {!answer ? (
        <Flex justify="center">
          <Spin />
        </Flex>
      ) : answer.count === 0 ? (
        <EmptyState description="Nenhuma avaliação ainda. Os solicitantes das demandas em que você se inscreveu podem avaliar o seu atendimento." />
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Text strong>
            Média {answer.average?.toLocaleString('pt-BR')} de 5 em {answer.count}{' '}
            {answer.count === 1 ? 'avaliação' : 'avaliações'}
          </Typography.Text>
          {answer.data.map((review) => (
            <ReviewItem key={review.reviewId} review={review} />
          ))}
        </Space>
      )}
    </PageCard>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const dispatch = useAppDispatch();
  const { reportingId, sendingId, error: refusal } = useAppSelector(selectReviewForms);
  const reporting = reportingId === review.reviewId;
  const sending = sendingId === review.reviewId;
  const error = refusal?.reviewId === review.reviewId ? refusal.message : undefined;
  return (
    <Card size="small" aria-label={`Avaliação de ${review.reviewer}`}>
      <Space direction="vertical" size={spacing.xs} style={{ width: '100%' }}>
        <Flex gap={spacing.sm} align="center" wrap="wrap">
          <ReviewStars stars={review.stars} />
          <Typography.Text>{review.reviewer}</Typography.Text>
          <Typography.Text type="secondary">
            demanda nº {review.demandId}, {formatDate(review.writtenAt)}
          </Typography.Text>
          {review.hired && <Tag color="green">{HIRED_MARK}</Tag>}
        </Flex>
        <Typography.Paragraph style={{ margin: 0 }}>{review.comment}</Typography.Paragraph>
        {review.reply !== null ? (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            Sua resposta: {review.reply}
          </Typography.Paragraph>
        ) : (
          <ReviewTextForm
            label="Responder (uma única resposta, pública)"
            maxLength={REVIEW_REPLY_MAX}
            onSend={(text) => dispatch(reviewReplySubmitted({ reviewId: review.reviewId, text }))}
            actions={(text) => (
              <Button
                htmlType="submit"
                type="primary"
                size="small"
                loading={sending}
                disabled={!text.trim()}
                style={{ marginTop: spacing.xs }}
              >
                Publicar resposta
              </Button>
            )}
          />
        )}
        {reporting ? (
          <ReviewTextForm
            label="Motivo da denúncia"
            maxLength={REVIEW_REASON_MAX}
            onSend={(text) => dispatch(reviewReportSubmitted({ reviewId: review.reviewId, text }))}
            actions={() => (
              <Flex gap={spacing.sm} style={{ marginTop: spacing.xs }}>
                <Button htmlType="submit" danger size="small" loading={sending}>
                  Enviar denúncia
                </Button>
                <Button size="small" onClick={() => dispatch(reviewReportToggled(undefined))}>
                  Cancelar
                </Button>
              </Flex>
            )}
          />
        ) : (
          <Button
            type="link"
            size="small"
            onClick={() => dispatch(reviewReportToggled(review.reviewId))}
            style={{ paddingInline: 0, alignSelf: 'flex-start' }}
          >
            Denunciar avaliação
          </Button>
        )}
        {error && <Alert type="error" showIcon message={error} />}
      </Space>
    </Card>
  );
}

/** A labelled text box sent as one write on a review (the reply, a report); `actions` draws its buttons. */
function ReviewTextForm({
  label,
  maxLength,
  onSend,
  actions,
}: {
  label: string;
  maxLength: number;
  onSend: (text: string) => void;
  actions: (text: string) => ReactNode;
}) {
  const [text, setText] = useState('');
  const id = useId();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onSend(text);
      }}
    >
      <label htmlFor={id}>{label}</label>
      <Input.TextArea
        id={id}
        value={text}
        onChange={(e) => setText(e.target.value)}
        maxLength={maxLength}
        rows={2}
        style={{ marginTop: spacing.xs }}
      />
      {actions(text)}
    </form>
  );
}
