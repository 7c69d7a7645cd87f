import { messages } from '@conectasst/common/rules/messages';
import './layouts/site.css';

/**
 * The spec's generic full-page 'Carregando...' spinner, for lazy screens and loaders. Plain markup and CSS: it is the
 * fallback while antd's own code loads (ADR 0121).
 */
export function FullPageSpinner() {
  return (
    <div className="site-spinner" role="status" aria-live="polite">
      <span className="site-spinner-dot" aria-hidden="true" />
      <span className="site-spinner-text">{messages.loading}</span>
    </div>
  );
}
