import type { PayloadAction } from '@reduxjs/toolkit';
import type { SagaIterator } from 'redux-saga';
import { call, put, select, takeLeading } from 'redux-saga/effects';
import { errorMessageOf } from '../apiClient';
import { toastSuccess } from '../feedback';
import { serverApi } from '../serverState/api';
import {
  decisionClosed,
  decisionConfirmed,
  decisionOpened,
  decisionRefused,
  selectDecision,
  type DecisionDialogText,
  type DecisionState,
} from './decisionSlice';

/** A moderation command: the record's id and the admin's note; answers the spec's message. */
type Commands = Record<string, (target: string, note: string) => Promise<{ message: string }>>;

/** Spec §8's default when a refusal's note is missing. */
const NOTE_MISSING = 'Escreva o motivo da recusa.';

/**
 * The moderation commands of one admin feature (ADR 0141, ADR 0184): the saga that runs the one the dialog confirms
 * (toast, close) and then invalidates the server-state tags its queue's reads provide, so what is on screen is asked
 * again with the same filters.
 */
export function defineDecisions<C extends Commands>(feature: string, commands: C, invalidates: readonly string[]) {
  function* decide(action: PayloadAction<string>): SagaIterator {
    const decision = (yield select(selectDecision)) as DecisionState | null;
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
      yield put(serverApi.util.invalidateTags(invalidates as never));
    } catch (error) {
      yield put(decisionRefused(errorMessageOf(error)));
    }
  }

  function* saga(): SagaIterator {
    yield takeLeading(decisionConfirmed, decide);
  }

  return {
    saga,
    /** Open the decision dialog for `command` on `target`. */
    decisionOpened: <K extends keyof C & string>(command: K, target: string, text: DecisionDialogText) =>
      decisionOpened({ ...text, command: `${feature}/${command}`, target }),
  };
}
