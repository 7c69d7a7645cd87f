import { UNCONFIRMED_EXPIRY_HOURS } from '@conectasst/common/rules/demandRules';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { clearSentDemand, readSentDemand } from '../../../lib/sentDemandStorage';
import { resendLinkRequested, selectRequester } from '../requesterSlice';
import './receiptNotice.css';

/**
 * On the home page after the wizard (issue #35 item 3, ADR 0159): the demand's number, the address its confirmation
 * link went to, "Reenviar link" and "Acompanhar meu pedido", until dismissed (kept across a reload, in local storage).
 * Plain markup: the home page loads no antd. It takes the focus on arrival (`data-screen-focus`, lib/screenFocus.ts).
 */
export function DemandReceiptNotice() {
  const dispatch = useAppDispatch();
  const [sent, setSent] = useState(() => readSentDemand());
  const resend = useAppSelector(selectRequester).resendLink;
  if (!sent) return null;
  const dismiss = () => {
    clearSentDemand();
    setSent(null);
  };
  return (
    <section className="receipt-notice" aria-labelledby="receipt-notice-title" tabIndex={-1} data-screen-focus="">
      <h2 id="receipt-notice-title" className="receipt-notice-title">
        {`Pedido nº ${sent.id} recebido — confirme pelo link enviado a ${sent.email} em até ${UNCONFIRMED_EXPIRY_HOURS} h`}
      </h2>
      <p className="receipt-notice-text">
        Os parceiros só veem o pedido depois que você clicar no link do e-mail. Não chegou? Veja também a caixa de spam.
      </p>
      <div className="receipt-notice-actions">
        <button
          type="button"
          className="site-button"
          disabled={resend?.sending}
          onClick={() => dispatch(resendLinkRequested(sent.email))}
        >
          {resend?.sending ? 'Reenviando…' : 'Reenviar link'}
        </button>
        <Link to={paths.requesterPage} className="site-button site-button-primary">
          Acompanhar meu pedido
        </Link>
      </div>
      <p
        role="status"
        className={resend?.error ? 'receipt-notice-status receipt-notice-status-error' : 'receipt-notice-status'}
        hidden={!resend?.sent && !resend?.error}
      >
        {resend?.sent ?? resend?.error ?? ''}
      </p>
      <button type="button" className="receipt-notice-close" aria-label="Fechar aviso do pedido" onClick={dismiss}>
        ×
      </button>
    </section>
  );
}
