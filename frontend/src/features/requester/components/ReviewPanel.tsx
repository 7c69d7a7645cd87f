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
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { reviewEditToggled, reviewSubmitted, selectRequester } from '../requesterSlice';

const STAR_LABELS = [
  '1 estrela: péssimo',
  '2 estrelas: ruim',
  '3 estrelas: regular',
  '4 estrelas: bom',
  '5 estrelas: ótimo',
];

/**
 * Inside a subscribed provider's card on the requester's page: an 'Avaliar' button while there is no review, which
 * opens the form (stars + comment; closed until asked, issue #35 item 7), then the review with the provider's reply,
 * and 'Editar avaliação' until 14 days after it was written.
 */
export function ReviewPanel({
  providerId,
  providerName,
  review,
}: {
  providerId: string;
  providerName: string;
  review: Review | undefined;
}) {
  const dispatch = useAppDispatch();
  const form = useAppSelector(selectRequester).reviewForm;
  const editing = form?.editingId === providerId;
  const sending = form?.sendingId === providerId;
  const [stars, setStars] = useState(review?.stars ?? 0);
  const [comment, setComment] = useState(review?.comment ?? '');
  const [invalid, setInvalid] = useState<string>();
  const error = invalid ?? (form?.error?.providerId === providerId ? form.error.message : undefined);
  const commentId = useId();
  // The page's own clock, read once: the edit window is judged again by the server on save.
  const [openedAt] = useState(() => Date.now());
  const canEdit = review !== undefined && Date.parse(review.editableUntil) > openedAt;

  if (review && !editing) {
    return (
      <Space
        orientation="vertical"
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
          <Button size="small" onClick={() => dispatch(reviewEditToggled(providerId))}>
            Editar avaliação (até {formatDate(review.editableUntil)})
          </Button>
        )}
      </Space>
    );
  }

  if (!review && !editing) {
    return (
      <Button aria-label={`Avaliar ${providerName}`} onClick={() => dispatch(reviewEditToggled(providerId))}>
        Avaliar
      </Button>
    );
  }

  const submit = () => {
    if (stars < 1) return setInvalid(reviewMessages.stars);
    if (comment.trim().length < REVIEW_COMMENT_MIN) return setInvalid(reviewMessages.commentTooShort);
    setInvalid(undefined);
    dispatch(reviewSubmitted({ providerId, stars, comment, editing: review !== undefined }));
  };

  return (
    <form
      aria-label={`Avaliar ${providerName}`}
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Space orientation="vertical" size={spacing.xs} style={{ width: '100%' }}>
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
        {error && <Alert type="error" showIcon title={error} />}
        <Flex gap={spacing.sm}>
          <Button type="primary" htmlType="submit" loading={sending}>
            {review ? 'Salvar avaliação' : 'Publicar avaliação'}
          </Button>
          <Button onClick={() => dispatch(reviewEditToggled(undefined))}>Cancelar</Button>
        </Flex>
      </Space>
    </form>
  );
}
