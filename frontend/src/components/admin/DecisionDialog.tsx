import { NOTE_MAX } from '@conectasst/common/rules/trustRules';
import { Alert, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { spacing } from '../../config/theme';
import { decisionClosed, decisionConfirmed, selectDecision } from '../../lib/adminCrud/decisionSlice';

/** Approve / refuse / hide / reprocess with a note: the admin queues' one dialog (trust, parked events); the queue's saga runs the decision. */
export function DecisionDialog() {
  const dispatch = useAppDispatch();
  const decision = useAppSelector(selectDecision);
  const [note, setNote] = useState('');
  const close = () => {
    setNote('');
    dispatch(decisionClosed());
  };
  return (
    <Modal
      open={Boolean(decision)}
      title={decision?.title}
      okText={decision?.okText}
      cancelText="Cancelar"
      confirmLoading={decision?.sending}
      onOk={() => dispatch(decisionConfirmed(note))}
      onCancel={close}
      afterClose={() => setNote('')}
      destroyOnHidden
    >
      <Typography.Paragraph>{decision?.summary}</Typography.Paragraph>
      <label htmlFor="decision-note">
        {decision?.noteLabel ?? (decision?.noteRequired ? 'Motivo (o parceiro verá esta nota)' : 'Nota (opcional)')}
      </label>
      <Input.TextArea
        id="decision-note"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        maxLength={decision?.noteMax ?? NOTE_MAX}
        rows={3}
        style={{ marginTop: spacing.xs }}
      />
      {decision?.error ? (
        <Alert type="error" showIcon title={decision.error} style={{ marginTop: spacing.sm }} />
      ) : null}
    </Modal>
  );
}
