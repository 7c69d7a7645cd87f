import type { App } from 'antd';
import { messages } from '@conectasst/common/rules/messages';

/**
 * Toasts and dialogs for sagas. antd's feedback must come from `App.useApp()` to follow the theme, so the app
 * registers those instances once (see FeedbackBridge) and sagas call these functions.
 */
export type FeedbackApi = ReturnType<typeof App.useApp>;

/** Spec §9: the general toast stays 2 s in the top-right corner. */
export const TOAST_SECONDS = 2;

/**
 * The registered instances, newest last. The home page carries no antd (issue #19, ADR 0121): the app mounts its one
 * themed host (AppProvider's FeedbackHost) on demand, when a toast is asked for or the first antd screen opens.
 */
const registered: FeedbackApi[] = [];
/** Calls waiting for a host to register; run in order as soon as one does. */
let waiting: ((api: FeedbackApi) => void)[] = [];
let requestHost: (() => void) | null = null;

export function registerFeedback(api: FeedbackApi): () => void {
  registered.push(api);
  const ready = waiting;
  waiting = [];
  ready.forEach((run) => run(api));
  return () => {
    const index = registered.lastIndexOf(api);
    if (index >= 0) registered.splice(index, 1);
  };
}

/** The app names how a host is mounted when a toast or dialog is asked for and none is registered yet. */
export function setFeedbackHostRequester(request: (() => void) | null): void {
  requestHost = request;
}

/** Mounts the host now if none is registered (a screen that will likely ask for feedback has opened). */
export function ensureFeedbackHost(): void {
  if (registered.length === 0) requestHost?.();
}

/** Runs `show` with the current instances, at once when there are some, else as soon as the requested host registers. */
function withFeedback(show: (api: FeedbackApi) => void): void {
  const current = registered[registered.length - 1];
  if (current) {
    show(current);
    return;
  }
  if (!requestHost) throw new Error('Feedback requested before the app registered it');
  waiting.push(show);
  requestHost();
}

export function toastSuccess(text: string, seconds: number = TOAST_SECONDS): void {
  withFeedback((api) => api.notification.success({ title: text, placement: 'topRight', duration: seconds }));
}

export function toastError(text: string): void {
  withFeedback((api) => api.notification.error({ title: text, placement: 'topRight', duration: TOAST_SECONDS }));
}

/** An error popup with the server's message (spec §8: recovery and password reset failures). */
export function showErrorDialog(title: string): Promise<void> {
  return new Promise((resolve) => {
    withFeedback((api) => api.modal.error({ title, okText: 'OK', onOk: () => resolve(), afterClose: () => resolve() }));
  });
}

/** A success dialog with one OK button; resolves when it closes. */
export function showSuccessDialog(title: string): Promise<void> {
  return new Promise((resolve) => {
    withFeedback((api) =>
      api.modal.success({ title, okText: 'OK', onOk: () => resolve(), afterClose: () => resolve() }),
    );
  });
}

/** 'Tem certeza que deseja excluir o registro?' with Cancelar and Excluir; resolves true on Excluir. */
export function confirmDeletion(): Promise<boolean> {
  return new Promise((resolve) => {
    withFeedback((api) =>
      api.modal.confirm({
        title: messages.confirmDelete,
        okText: 'Excluir',
        cancelText: 'Cancelar',
        okButtonProps: { danger: true },
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
        afterClose: () => resolve(false),
      }),
    );
  });
}

/** 'Tem certeza que deseja cancelar? Os dados informados serão perdidos.' with Cancelar and Sair; resolves true on Sair. */
export function confirmCancel(): Promise<boolean> {
  return new Promise((resolve) => {
    withFeedback((api) =>
      api.modal.confirm({
        title: messages.confirmCancel,
        okText: 'Sair',
        cancelText: 'Cancelar',
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
        afterClose: () => resolve(false),
      }),
    );
  });
}

/** A question of the saga's own (title, explanation, the OK button's text) with Cancelar; resolves true on OK. */
export function confirmAction(question: { title: string; content: string; okText: string }): Promise<boolean> {
  return new Promise((resolve) => {
    withFeedback((api) =>
      api.modal.confirm({
        ...question,
        cancelText: 'Cancelar',
        onOk: () => resolve(true),
        onCancel: () => resolve(false),
        afterClose: () => resolve(false),
      }),
    );
  });
}
