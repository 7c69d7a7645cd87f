import type { App } from 'antd';
import { messages } from '@conectasst/common/rules/messages';

/**
 * Toasts and dialogs for sagas. antd's feedback must come from `App.useApp()` to follow the theme, so the app
 * registers those instances once (see FeedbackBridge) and sagas call these functions.
 */
export type FeedbackApi = ReturnType<typeof App.useApp>;

/** Spec §9: the general toast stays 2 s in the top-right corner. */
export const TOAST_SECONDS = 2;

let current: FeedbackApi | null = null;

export function registerFeedback(api: FeedbackApi): () => void {
  current = api;
  return () => {
    if (current === api) current = null;
  };
}

function feedback(): FeedbackApi {
  if (!current) throw new Error('Feedback requested before the app registered it');
  return current;
}

export function toastSuccess(text: string, seconds: number = TOAST_SECONDS): void {
  feedback().notification.success({ title: text, placement: 'topRight', duration: seconds });
}

export function toastError(text: string): void {
  feedback().notification.error({ title: text, placement: 'topRight', duration: TOAST_SECONDS });
}

/** An error popup with the server's message (spec §8: recovery and password reset failures). */
export function showErrorDialog(title: string): Promise<void> {
  return new Promise((resolve) => {
    feedback().modal.error({ title, okText: 'OK', onOk: () => resolve(), afterClose: () => resolve() });
  });
}

/** A success dialog with one OK button; resolves when it closes. */
export function showSuccessDialog(title: string): Promise<void> {
  return new Promise((resolve) => {
    feedback().modal.success({ title, okText: 'OK', onOk: () => resolve(), afterClose: () => resolve() });
  });
}

/** 'Tem certeza que deseja excluir o registro?' with Cancelar and Excluir; resolves true on Excluir. */
export function confirmDeletion(): Promise<boolean> {
  return new Promise((resolve) => {
    feedback().modal.confirm({
      title: messages.confirmDelete,
      okText: 'Excluir',
      cancelText: 'Cancelar',
      okButtonProps: { danger: true },
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
      afterClose: () => resolve(false),
    });
  });
}

/** 'Tem certeza que deseja cancelar? Os dados informados serão perdidos.' with Cancelar and Sair; resolves true on Sair. */
export function confirmCancel(): Promise<boolean> {
  return new Promise((resolve) => {
    feedback().modal.confirm({
      title: messages.confirmCancel,
      okText: 'Sair',
      cancelText: 'Cancelar',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
      afterClose: () => resolve(false),
    });
  });
}
