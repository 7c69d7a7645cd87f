import type { Review } from '@conectasst/common/api/reviews';
import {
  HIRED_MARK,
  REVIEW_COMMENT_MAX,
  REVIEW_COMMENT_MIN,
  reviewMessages,
} from '@conectasst/common/rules/reviewRules';
import { formatDate } from '@conectasst/common/text/brazilianFormats';
import { Alert, Button, Flex, Input, Radio, Space, Tag, Typography } from 'antd';
import { useId, useState } from 'react';
import { ReviewStars } from '../../../components/ReviewStars';
import { spacing } from '../../../config/theme';
import { errorMessageOf } from '../../../lib/apiClient';
import { saveReview } from '../api/requesterApi';

const STAR_LABELS = [
  '1 estrela: péssimo',
  '2 estrelas: ruim',
  '3 estrelas: regular',
  '4 estrelas: bom',
  '5 estrelas: ótimo',
];

/**
 * Inside a subscribed provider's card on the requester's page: 'Avaliar' (stars + comment) while there is no review,
 * then the review with the provider's reply, and 'Editar avaliação' until 14 days after it was written.
 */
export function ReviewPanel({
  token,
  providerId,
  providerName,
  review,
  onSaved,
}: {
  token: string;
  providerId: string;
  providerName: string;
  review: Review | undefined;
  onSaved: (message: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [stars, setStars] = useState(review?.stars ?? 0);
  const [comment, setComment] = useState(review?.comment ?? '');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const commentId = useId();
  // The page's own clock, read once: the edit window is judged again by the server on save.
  const [openedAt] = useState(() => Date.now());
  const canEdit = review !== undefined && Date.parse(review.editableUntil) > openedAt;

  if (review && !editing) {
    return (
      <Space
        direction="vertical"
        size={spacing.xs}
        style={{ width: '100%' }}
        aria-label={`Sua avaliação de ${providerName}`}
      >
        <Flex gap={spacing.sm} align="center" wrap="wrap">
          <ReviewStars stars={review.stars} />
          {review.hired && <Tag color="green">{HIRED_MARK}</Tag>}
        </Flex>
        <Typography.Paragraph style={{ margin: 0 }}>{review.comment}</Typography.Paragraph>
        {review.reply && (
          <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
            Resposta do parceiro: {review.reply}
          </Typography.Paragraph>
        )}
        {canEdit && (
          <Button size="small" onClick={() => setEditing(true)}>
            Editar avaliação (até {formatDate(review.editableUntil)})
          </Button>
        )}
      </Space>
    );
  }

  const submit = async () => {
    if (stars < 1) return setError(reviewMessages.stars);
    if (comment.trim().length < REVIEW_COMMENT_MIN) return setError(reviewMessages.commentTooShort);
    setSending(true);
    setError(undefined);
    try {
      const answer = await saveReview(token, providerId, stars, comment, review !== undefined);
      setEditing(false);
      onSaved(answer.message);
    } catch (e) {
      setError(errorMessageOf(e));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      aria-label={`Avaliar ${providerName}`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Space direction="vertical" size={spacing.xs} style={{ width: '100%' }}>
        <Typography.Text strong>{review ? 'Editar avaliação' : 'Avaliar'}</Typography.Text>
        <div role="radiogroup" aria-label={`Estrelas para ${providerName}`}>
          <Radio.Group
            optionType="button"
            value={stars || undefined}
            onChange={(e) => setStars(Number(e.target.value))}
            options={STAR_LABELS.map((label, i) => ({ value: i + 1, label: `${i + 1} ★`, title: label }))}
          />
        </div>
        <label htmlFor={commentId}>Comentário</label>
        <Input.TextArea
          id={commentId}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          maxLength={REVIEW_COMMENT_MAX}
          showCount
          rows={3}
          placeholder={`Conte como foi o atendimento (de ${REVIEW_COMMENT_MIN} a ${REVIEW_COMMENT_MAX} caracteres).`}
        />
        {error && <Alert type="error" showIcon message={error} />}
        <Flex gap={spacing.sm}>
          <Button type="primary" htmlType="submit" loading={sending}>
            {review ? 'Salvar avaliação' : 'Publicar avaliação'}
          </Button>
          {review && <Button onClick={() => setEditing(false)}>Cancelar</Button>}
        </Flex>
      </Space>
    </form>
  );
}
