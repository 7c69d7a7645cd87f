import { lgpdMessages } from '@conectasst/common/rules/lgpdRules';
import { Alert, App, Button, Typography } from 'antd';
import { useState } from 'react';
import { spacing } from '../../config/theme';
import { errorMessageOf } from '../../lib/apiClient';
import { toastError, toastSuccess } from '../../lib/feedback';
import type { ServerError } from '../../lib/serverState/api';

/** A refusal of an unwrapped mutation: the status and the server's Portuguese message. */
const isServerError = (error: unknown): error is ServerError =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  typeof (error as ServerError).message === 'string';

/**
 * LGPD erasure on the admin edit screens (partner, demand): a danger button, a confirmation that says what goes and
 * what stays, then the command; `onErased` runs after success. Once erased, the screen shows `ErasedNotice` instead.
 * `erase` is the feature's mutation, unwrapped (ADR 0184: `useErasePartnerMutation`, `useEraseRequesterMutation`); a
 * refusal toasts the server's Portuguese message.
 */
export function EraseDataButton({
  confirmText,
  erase,
  onErased,
}: {
  confirmText: string;
  erase: () => Promise<{ message: string }>;
  onErased: () => void;
}) {
  const { modal } = App.useApp();
  const [busy, setBusy] = useState(false);
  const ask = () =>
    modal.confirm({
      title: 'Remover dados pessoais (LGPD)?',
      content: confirmText,
      okText: 'Remover dados',
      cancelText: 'Cancelar',
      okButtonProps: { danger: true },
      onOk: async () => {
        setBusy(true);
        try {
          const { message } = await erase();
          toastSuccess(message);
          onErased();
        } catch (error) {
          toastError(isServerError(error) ? error.message : errorMessageOf(error));
        } finally {
          setBusy(false);
        }
      },
    });
  return (
    <section
      aria-label="LGPD"
      style={{ marginTop: spacing.xl, paddingTop: spacing.md, borderTop: '1px solid rgba(0, 0, 0, 0.06)' }}
    >
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Pedido de exclusão de dados (LGPD)
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        Use somente a pedido do titular. A remoção é definitiva e fica registrada com o seu usuário.
      </Typography.Paragraph>
      <Button danger onClick={ask} loading={busy}>
        Remover dados pessoais (LGPD)
      </Button>
    </section>
  );
}

export function ErasedNotice({ text }: { text: string }) {
  return <Alert type="info" showIcon title={text || lgpdMessages.subjectErased} style={{ marginBottom: spacing.md }} />;
}
