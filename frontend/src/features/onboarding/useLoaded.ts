import { useEffect, useState } from 'react';

/**
 * Reference data a form needs (areas, NRs, social list, current user), loaded once when the screen opens.
 * Writes go through the onboarding saga; these reads belong to the screen alone.
 */
export function useLoaded<T>(
  load: () => Promise<T>,
  onError?: (error: unknown) => void,
): { data: T | undefined; loading: boolean } {
  const [state, setState] = useState<{ data: T | undefined; loading: boolean }>({ data: undefined, loading: true });
  useEffect(() => {
    let alive = true;
    load().then(
      (data) => alive && setState({ data, loading: false }),
      (error: unknown) => {
        if (!alive) return;
        setState({ data: undefined, loading: false });
        onError?.(error);
      },
    );
    return () => {
      alive = false;
    };
    // Loaded once per screen visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}
