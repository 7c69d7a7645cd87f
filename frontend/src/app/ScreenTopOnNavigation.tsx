import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { openScreenAtTop } from '../lib/screenFocus';

/**
 * Every screen opens at its top (issue #35 item 2): on a link or a redirect to another path, the page scrolls to the
 * top and the screen's main heading takes the focus (a screen reader reads where the user is). Back and forward
 * (POP) are left to the browser, which restores the position; the first screen of a visit is left alone too.
 */
export function ScreenTopOnNavigation() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType === 'POP') return;
    return openScreenAtTop();
  }, [pathname, navigationType]);
  return null;
}
