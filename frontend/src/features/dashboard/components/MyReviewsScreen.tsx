import type { Review } from '@conectasst/common/api/reviews';
import { HIRED_MARK, REVIEW_REASON_MAX, REVIEW_REPLY_MAX } from '@conectasst/common/rules/reviewRules';
import { formatDate } from '@conectasst/common/text/brazilianFormats';
import { Alert, Button, Card, Empty, Flex, Input, Space, Spin, Tag, Typography } from 'antd';
import { useCallback, useEffect, useId, useState } from 'react';
import { PageCard } from '../../../components/PageCard';
import { ReviewStars } from '../../../components/ReviewStars';
import { spacing } from '../../../config/theme';
import { errorMessageOf } from '../../../lib/apiClient';
import { toastSuccess } from '../../../lib/feedback';
import { getMyReviews, replyToReview, reportReview } from '../api/reviewsApi';

/** /dashboard/avaliacoes: what requesters wrote about the provider, one reply per review, and a report to the admins. */
export function MyReviewsScreen() {
  const [answer, setAnswer] = useState<{ data: Review[]; average: number | null; count: number }>();
  const [reloadKey, setReloadKey] = useState(0);
  const reload = useCallback(() => setReloadKey((k) => k + 1), []);
  useEffect(() => {
    let alive = true;
    getMyReviews().then(
      (b) => alive && setAnswer(b),
      () => alive && setAnswer({ data: [], average: null, count: 0 }),
    );
    return () => {
      alive = false;
    };
  }, [reloadKey]);

  return (
    <PageCard title="Avaliações">
      {!answer ? (
        <Flex justify="center">
          <Spin />
        </Flex>
      ) : answer.count === 0 ? (
        <Empty description="Nenhuma avaliação ainda. Os solicitantes das demandas em que você se inscreveu podem avaliar o seu atendimento." />
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Text strong>
            Média {answer.average?.toLocaleString('pt-BR')} de 5 em {answer.count}{' '}
            {answer.count === 1 ? 'avaliação' : 'avaliações'}
          </Typography.Text>
          {answer.data.map((review) => (
            <ReviewItem key={review.reviewId} review={review} onDone={reload} />
          ))}
        </Space>
      )}
    </PageCard>
  );
}

function ReviewItem({ review, onDone }: { review: Review; onDone: () => void }) {
  const [reply, setReply] = useState('');
  const [reporting, setReporting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const replyId = useId();
  const reasonId = useId();
  const send = async (run: () => Promise<{ message: string }>) => {
    setSending(true);
    setError(undefined);
    try {
      toastSuccess((await run()).message);
      setReporting(false);
      onDone();
    } catch (e) {
      setError(errorMessageOf(e));
    } finally {
      setSending(false);
    }
  };
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
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void send(() => replyToReview(review.reviewId, reply));
            }}
          >
            <label htmlFor={replyId}>Responder (uma única resposta, pública)</label>
            <Input.TextArea
              id={replyId}
              value={reply}
              onChange={(e) => setReply(e.target.value)}
              maxLength={REVIEW_REPLY_MAX}
              rows={2}
              style={{ marginTop: spacing.xs }}
            />
            <Button
              htmlType="submit"
              type="primary"
              size="small"
              loading={sending}
              disabled={!reply.trim()}
              style={{ marginTop: spacing.xs }}
            >
              Publicar resposta
            </Button>
          </form>
        )}
        {reporting ? (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void send(() => reportReview(review.reviewId, reason));
            }}
          >
            <label htmlFor={reasonId}>Motivo da denúncia</label>
            <Input.TextArea
              id={reasonId}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={REVIEW_REASON_MAX}
              rows={2}
              style={{ marginTop: spacing.xs }}
            />
            <Flex gap={spacing.sm} style={{ marginTop: spacing.xs }}>
              <Button htmlType="submit" danger size="small" loading={sending}>
                Enviar denúncia
              </Button>
              <Button size="small" onClick={() => setReporting(false)}>
                Cancelar
              </Button>
            </Flex>
          </form>
        ) : (
          <Button
            type="link"
            size="small"
            onClick={() => setReporting(true)}
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
