import { useSyncExternalStore } from 'react';

/** Screen widths from which a layout changes, as antd names them (md 768 px, lg 992 px). */
export const breakpoints = { md: 768, lg: 992, xl: 1200 } as const;

/** Whether the screen is at least `minWidth` wide, following resizes; antd's Grid.useBreakpoint without antd. */
export function useMinWidth(minWidth: number): boolean {
  const query = `(min-width: ${minWidth}px)`;
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
  );
}
