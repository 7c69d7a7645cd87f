import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { Loaders, ViewsOf } from './defineViews';
import type { ViewState } from './viewSlice';

/**
 * A screen's view (ADR 0141): dispatches the request whenever its params change (the intent; the feature's saga
 * loads it) and returns what the store holds for it.
 */
export function useAdminView<L extends Loaders, K extends keyof L & string>(
  views: ViewsOf<L>,
  name: K,
  params: Parameters<L[K]>[0],
): ViewState<Awaited<ReturnType<L[K]>>> {
  const dispatch = useAppDispatch();
  const key = JSON.stringify(params ?? null);
  useEffect(() => {
    dispatch(views.requested(name, JSON.parse(key) as Parameters<L[K]>[0]));
  }, [dispatch, views, name, key]);
  return useAppSelector(views.select(name));
}
