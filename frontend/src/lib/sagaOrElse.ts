import type { SagaIterator } from 'redux-saga';
import { call } from 'redux-saga/effects';

/** In a saga: the answer of `load`, or `fallback` when it fails (a read whose failure shows as "none"). */
export function* orElse<T>(load: () => Promise<T>, fallback: T): SagaIterator<T> {
  try {
    return (yield call(load)) as T;
  } catch {
    return fallback;
  }
}
