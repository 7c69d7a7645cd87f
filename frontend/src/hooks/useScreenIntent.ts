import type { UnknownAction } from '@reduxjs/toolkit';
import { useEffect } from 'react';
import { useAppDispatch } from '../app/hooks';

/**
 * A screen's intent on opening (ADR 0142): dispatches `opened` when the screen mounts and again when it changes (a new
 * token, slug or period), and `left` (if given) when it unmounts. The feature's saga does the loading.
 */
export function useScreenIntent(opened: UnknownAction, left?: UnknownAction): void {
  const dispatch = useAppDispatch();
  // The action objects are new on every render; what they carry decides whether the screen opened again.
  const openedKey = JSON.stringify(opened);
  const leftKey = JSON.stringify(left ?? null);
  useEffect(() => {
    dispatch(JSON.parse(openedKey) as UnknownAction);
    return () => {
      if (leftKey !== 'null') dispatch(JSON.parse(leftKey) as UnknownAction);
    };
  }, [dispatch, openedKey, leftKey]);
}
