import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLatest, takeLeading } from 'redux-saga/effects';
import { errorMessageOf } from '../apiClient';
import { toastSuccess } from '../feedback';
import {
  decisionClosed,
  decisionConfirmed,
  decisionOpened,
  decisionRefused,
  emptyView,
  selectAdminViews,
  viewFailed,
  viewLoaded,
  viewRequested,
  type AdminViewsState,
  type DecisionDialogText,
  type DecisionState,
  type ViewState,
} from './viewSlice';

/**
 * One call of the feature's `api/` folder, answering what the view shows. Write loaders as `async` functions
 * (`async (p) => (await getX(p.id)).data`): a `.then(...)` chain would be typed from this constraint and give `unknown`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each loader names its own params; `any` lets them differ
export type Loaders = Record<string, (params: any) => Promise<unknown>>;
/** A moderation command: the record's id and the admin's note; answers the spec's message. */
type Commands = Record<string, (target: string, note: string) => Promise<{ message: string }>>;

type WithViews = { adminViews?: AdminViewsState };

/** What screens use of a feature's views: ask for one, read one. */
export interface ViewsOf<L extends Loaders> {
  /** The loaders themselves (also what lets TypeScript infer a view's data type from `ViewsOf<L>`). */
  readonly loaders: L;
  requested<K extends keyof L & string>(
    name: K,
    params: Parameters<L[K]>[0],
  ): PayloadAction<{ view: string; params: unknown }>;
  select<K extends keyof L & string>(name: K): (state: WithViews) => ViewState<Awaited<ReturnType<L[K]>>>;
}

/** Spec §8's default when a refusal's note is missing. */
const NOTE_MISSING = 'Escreva o motivo da recusa.';

/**
 * The views of one admin feature (ADR 0141): the saga that loads them (the latest request per view wins; a failure
 * keeps the server's message) and runs the feature's moderation commands (toast, close, reload the queue), with
 * typed action creators and selectors for its screens.
 */
export function defineViews<L extends Loaders, C extends Commands = Record<never, never>>(
  feature: string,
  loaders: L,
  commands: C = {} as C,
) {
  const keyOf = (name: string) => `${feature}/${name}`;

  function* load(name: string, action: PayloadAction<{ view: string; params: unknown }>): SagaIterator {
    const { view, params } = action.payload;
    try {
      yield put(viewLoaded({ view, data: (yield call(loaders[name]!, params)) as unknown }));
    } catch (error) {
      yield put(viewFailed({ view, error: errorMessageOf(error) }));
    }
  }

  function* decide(action: PayloadAction<string>): SagaIterator {
    const decision = (yield select((state: WithViews) => selectAdminViews(state).decision)) as DecisionState | null;
    if (!decision?.command.startsWith(`${feature}/`)) return;
    const note = action.payload.trim();
    if (decision.noteRequired && !note) {
      yield put(decisionRefused(decision.noteMissing ?? NOTE_MISSING));
      return;
    }
    try {
      const run = commands[decision.command.slice(feature.length + 1)]!;
      const { message } = (yield call(run, decision.target, note)) as { message: string };
      yield call(toastSuccess, message);
      yield put(decisionClosed());
      const { params } = (yield select(
        (state: WithViews) => selectAdminViews(state).views[decision.reload] ?? emptyView,
      )) as ViewState<unknown>;
      yield put(viewRequested({ view: decision.reload, params }));
    } catch (error) {
      yield put(decisionRefused(errorMessageOf(error)));
    }
  }

  function* saga(): SagaIterator {
    for (const name of Object.keys(loaders)) {
      const view = keyOf(name);
      yield takeLatest(
        (action: { type: string; payload?: { view?: string } }) =>
          viewRequested.match(action) && action.payload.view === view,
        load,
        name,
      );
    }
    yield takeLeading(decisionConfirmed, decide);
  }

  const views: ViewsOf<L> = {
    loaders,
    /** Ask for a view (the screen's intent); the saga loads it. */
    requested: (name, params) => viewRequested({ view: keyOf(name), params }),
    select: (name) => (state) => (selectAdminViews(state).views[keyOf(name)] ?? emptyView) as ViewState<never>,
  };

  return {
    ...views,
    saga,
    /** Open the decision dialog for `command` on `target`; after it succeeds, view `reload` is loaded again. */
    decisionOpened: <K extends keyof C & string>(
      command: K,
      target: string,
      reload: keyof L & string,
      text: DecisionDialogText,
    ) => decisionOpened({ ...text, command: keyOf(command), target, reload: keyOf(reload) }),
  };
}
