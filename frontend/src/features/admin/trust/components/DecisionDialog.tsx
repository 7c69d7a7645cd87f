import { NOTE_MAX } from '@conectasst/common/rules/trustRules';
import { Alert, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { spacing } from '../../../../config/theme';
import { errorMessageOf } from '../../../../lib/apiClient';
import { toastSuccess } from '../../../../lib/feedback';

export interface Decision {
  title: string;
  okText: string;
  /** What is being decided, shown above the note. */
  summary: string;
  /** A refusal needs a note (the provider reads it). */
  noteRequired: boolean;
  /** The note's label and the message when a required note is missing, when the defaults (a refusal's) do not fit. */
  noteLabel?: string;
  noteMissing?: string;
  noteMax?: number;
  run: (note: string) => Promise<{ message: string }>;
}

/** Approve / refuse with a note: the admin queues' one dialog. */
export function DecisionDialog({
  decision,
  onClose,
  onDone,
}: {
  decision: Decision | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const close = () => {
    setNote('');
    setError(undefined);
    onClose();
  };
  const ok = async () => {
    if (!decision) return;
    if (decision.noteRequired && !note.trim()) {
      setError(decision.noteMissing ?? 'Escreva o motivo da recusa.');
      return;
    }
    setSending(true);
    try {
      const answer = await decision.run(note.trim());
      toastSuccess(answer.message);
      close();
      onDone();
    } catch (e) {
      setError(errorMessageOf(e));
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal
      open={Boolean(decision)}
      title={decision?.title}
      okText={decision?.okText}
      cancelText="Cancelar"
      confirmLoading={sending}
      onOk={() => void ok()}
      onCancel={close}
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
      {error ? <Alert type="error" showIcon title={error} style={{ marginTop: spacing.sm }} /> : null}
    </Modal>
  );
}
