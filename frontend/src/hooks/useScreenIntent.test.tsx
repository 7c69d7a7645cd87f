import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { setupStore } from '../app/store';
import { useScreenIntent } from './useScreenIntent';

function recordingStore() {
  const store = setupStore();
  const seen: string[] = [];
  const dispatch = store.dispatch;
  store.dispatch = ((action: { type: string }) => {
    seen.push(action.type);
    return dispatch(action as never);
  }) as typeof store.dispatch;
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return { seen, wrapper };
}

describe('useScreenIntent: a screen says it opened, and left', () => {
  it('dispatches the opening once per value, again when it changes, and the leaving on unmount', () => {
    const { seen, wrapper } = recordingStore();
    const { rerender, unmount } = renderHook(
      ({ token }: { token: string }) => useScreenIntent({ type: `opened/${token}` }, { type: 'left' }),
      { wrapper, initialProps: { token: 'a' } },
    );
    rerender({ token: 'a' });
    expect(seen).toEqual(['opened/a']);

    rerender({ token: 'b' });
    unmount();

    expect(seen).toEqual(['opened/a', 'left', 'opened/b', 'left']);
  });
});
