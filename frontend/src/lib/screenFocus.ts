/**
 * Where the eyes and the keyboard land when a screen opens or a form is refused (issue #35 item 2, ADR 0159): the
 * screen's main heading on arrival, the first field with an error after a failed submit. Plain DOM: the home page's
 * bundle and the wizard's first step (no antd) use it too.
 */

/** The first field in error of a form: antd's item, the light wizard's item, or a control marked invalid. */
const ERROR_ITEM = '.ant-form-item-has-error, .wz-item-with-help, [aria-invalid="true"]';
const CONTROL =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), select:not([disabled]), [role="combobox"], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Scrolls the first field in error of `root` to the middle of the screen (clear of the sticky header) and focuses it. */
export function focusFirstError(root: ParentNode | null | undefined): boolean {
  const item = root?.querySelector<HTMLElement>(ERROR_ITEM);
  if (!item) return false;
  const control = item.matches(CONTROL) ? item : (item.querySelector<HTMLElement>(CONTROL) ?? item);
  // jsdom has no scrollIntoView.
  item.scrollIntoView?.({ block: 'center' });
  control.focus({ preventScroll: true });
  return true;
}

/** Not inside a subtree React hid while a lazy screen loads (`display: none !important` on its root). */
const visible = (element: HTMLElement) => !element.closest('[style*="display: none"]');

/**
 * The screen's main heading, focusable by script only (tabIndex -1), focused without scrolling; a notice above it that
 * must be read first (`data-screen-focus`, e.g. the home page's "Pedido nº N recebido") takes its place.
 */
export function focusMainHeading(): boolean {
  const heading = [...document.querySelectorAll<HTMLElement>('[data-screen-focus], h1')].find(visible);
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
  return true;
}

/**
 * After a navigation: the top of the page, then the main heading focused as soon as the screen shows one (a lazily
 * loaded screen paints a spinner first). The wait ends at the user's first key or touch (never steal a field they are
 * in) or after `waitMs`. Returns the cancel of the wait (the next navigation, or the component gone).
 */
export function openScreenAtTop(waitMs = 5_000): () => void {
  window.scrollTo(0, 0);
  if (focusMainHeading()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (!focusMainHeading()) return;
    window.scrollTo(0, 0);
    stop();
  });
  const timer = window.setTimeout(() => stop(), waitMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    document.removeEventListener('keydown', stop, true);
    document.removeEventListener('pointerdown', stop, true);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  document.addEventListener('keydown', stop, true);
  document.addEventListener('pointerdown', stop, true);
  return stop;
}
