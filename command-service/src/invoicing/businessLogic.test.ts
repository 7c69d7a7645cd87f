import type { InvoiceCommand, InvoiceEvent } from './businessLogic';
import { INVOICE_CLAIM_LEASE_MS, MAX_INVOICE_ATTEMPTS, invoiceDecider, invoiceRetryDelayMs } from './businessLogic';
import { specify } from '../testing/deciderSpec';

const { given } = specify(invoiceDecider);
const t0 = '2026-11-27T10:00:00.000Z';
const later = (ms: number) => new Date(Date.parse(t0) + ms).toISOString();

const claim = (now = t0): InvoiceCommand => ({ type: 'ClaimIssue', orderId: 7, amountCents: 27900, now });
const requested = (attempt = 1, at = t0, reference = 'order-7', amountCents = 27900): InvoiceEvent => ({
  type: 'InvoiceRequested',
  data: { orderId: 7, reference, amountCents, attempt, at },
});
const issuedCmd = (reference = 'order-7'): InvoiceCommand => ({
  type: 'RecordIssued',
  orderId: 7,
  reference,
  number: '2026000007',
  verificationCode: 'AB12CD34',
  issuedAt: later(1000),
});
const issued = (reference = 'order-7'): InvoiceEvent => ({
  type: 'InvoiceIssued',
  data: { orderId: 7, reference, number: '2026000007', verificationCode: 'AB12CD34', issuedAt: later(1000) },
});
const failure = (retryable: boolean, now = t0): InvoiceCommand => ({
  type: 'RecordIssueFailure',
  orderId: 7,
  reference: 'order-7',
  reason: 'HTTP 503',
  retryable,
  now,
});
const cancel = (
  kind: 'refunded' | 'charged_back' | 'partial_refund',
  keptCents = 0,
  now = later(5000),
): InvoiceCommand => ({ type: 'ClaimCancel', orderId: 7, kind, keptCents, now });
const cancelling = (
  kind: 'refunded' | 'charged_back' | 'partial_refund',
  reissueCents = 0,
  reference = 'order-7',
  attempt = 1,
): InvoiceEvent => ({
  type: 'InvoiceCancellationRequested',
  data: { orderId: 7, reference, kind, reissueCents, attempt, at: later(5000) },
});
const cancelled = (reference = 'order-7'): InvoiceEvent => ({
  type: 'InvoiceCancelled',
  data: { orderId: 7, reference, at: later(6000) },
});

describe('invoice lifecycle (ADR 0171)', () => {
  it('is claimed once when the payment is confirmed: a second claim while the call is under way claims nothing', () => {
    expect(given().when(claim())).toEqual([requested()]);
    expect(given(requested()).when(claim(later(60_000)))).toEqual([]);
  });

  it('is issued once: the record of an issue that was already recorded (or of another reference) is nothing new', () => {
    expect(given(requested()).when(issuedCmd())).toEqual([issued()]);
    expect(given(requested(), issued()).when(issuedCmd())).toEqual([]);
    expect(given(requested(), issued()).when(claim(later(INVOICE_CLAIM_LEASE_MS * 2)))).toEqual([]);
    expect(given(requested()).when(issuedCmd('order-7-r1'))).toEqual([]);
  });

  it('a failed attempt is retried with backoff: not before its retry time, then claimed again as attempt 2', () => {
    const failed: InvoiceEvent = {
      type: 'InvoiceIssueFailed',
      data: {
        orderId: 7,
        reference: 'order-7',
        attempt: 1,
        reason: 'HTTP 503',
        retryAt: later(invoiceRetryDelayMs(1)),
      },
    };
    expect(given(requested()).when(failure(true))).toEqual([failed]);
    expect(given(requested(), failed).when(failure(true))).toEqual([]); // the same failure reported twice
    expect(given(requested(), failed).when(claim(later(invoiceRetryDelayMs(1) - 1)))).toEqual([]);
    expect(given(requested(), failed).when(claim(later(invoiceRetryDelayMs(1))))).toEqual([
      requested(2, later(invoiceRetryDelayMs(1))),
    ]);
    expect([1, 2, 3, 4, 5, 9].map(invoiceRetryDelayMs)).toEqual([
      60_000,
      240_000,
      960_000,
      3_840_000,
      15_360_000,
      6 * 3600_000,
    ]);
  });

  it('a refusal (or the last attempt) waits for a person: no retry time, never claimed again', () => {
    const refused: InvoiceEvent = {
      type: 'InvoiceIssueFailed',
      data: { orderId: 7, reference: 'order-7', attempt: 1, reason: 'HTTP 503' },
    };
    expect(given(requested()).when(failure(false))).toEqual([refused]);
    expect(given(requested(), refused).when(claim(later(INVOICE_CLAIM_LEASE_MS * 10)))).toEqual([]);
    const last = requested(MAX_INVOICE_ATTEMPTS);
    expect(given(last).when(failure(true))).toEqual([
      {
        type: 'InvoiceIssueFailed',
        data: { orderId: 7, reference: 'order-7', attempt: MAX_INVOICE_ATTEMPTS, reason: 'HTTP 503' },
      },
    ]);
  });

  it('restart-safe: a claim left without an outcome (a crash after the claim) is claimed again once its lease ran out, under the same reference', () => {
    expect(given(requested()).when(claim(later(INVOICE_CLAIM_LEASE_MS - 1)))).toEqual([]);
    expect(given(requested()).when(claim(later(INVOICE_CLAIM_LEASE_MS)))).toEqual([
      requested(2, later(INVOICE_CLAIM_LEASE_MS)),
    ]);
  });

  it('a refund or a chargeback cancels the issued note: claimed once, then recorded', () => {
    expect(given(requested(), issued()).when(cancel('charged_back'))).toEqual([cancelling('charged_back')]);
    expect(given(requested(), issued(), cancelling('charged_back')).when(cancel('charged_back'))).toEqual([]);
    expect(
      given(requested(), issued(), cancelling('refunded')).when({
        type: 'RecordCancelled',
        orderId: 7,
        reference: 'order-7',
        now: later(6000),
      }),
    ).toEqual([cancelled()]);
    expect(given(requested(), issued(), cancelling('refunded'), cancelled()).when(cancel('refunded'))).toEqual([]);
    expect(given(requested(), issued(), cancelling('refunded'), cancelled()).when(claim(later(10_000)))).toEqual([]);
  });

  it('a failed cancellation is retried with backoff', () => {
    const failedCancel: InvoiceEvent = {
      type: 'InvoiceCancellationFailed',
      data: {
        orderId: 7,
        reference: 'order-7',
        attempt: 1,
        reason: 'timeout',
        retryAt: later(6000 + invoiceRetryDelayMs(1)),
      },
    };
    expect(
      given(requested(), issued(), cancelling('refunded')).when({
        type: 'RecordCancelFailure',
        orderId: 7,
        reference: 'order-7',
        reason: 'timeout',
        retryable: true,
        now: later(6000),
      }),
    ).toEqual([failedCancel]);
    expect(
      given(requested(), issued(), cancelling('refunded'), failedCancel).when(cancel('refunded', 0, later(6000))),
    ).toEqual([]);
    expect(
      given(requested(), issued(), cancelling('refunded'), failedCancel).when(
        cancel('refunded', 0, later(6000 + invoiceRetryDelayMs(1))),
      ),
    ).toEqual([
      {
        type: 'InvoiceCancellationRequested',
        data: {
          orderId: 7,
          reference: 'order-7',
          kind: 'refunded',
          reissueCents: 0,
          attempt: 2,
          at: later(6000 + invoiceRetryDelayMs(1)),
        },
      },
    ]);
  });

  it('the sweep claims again only a step whose retry time came: an issue or a cancellation', () => {
    const failedCancel: InvoiceEvent = {
      type: 'InvoiceCancellationFailed',
      data: { orderId: 7, reference: 'order-7', attempt: 1, reason: 'timeout', retryAt: later(60_000) },
    };
    const sweep = (now: string): InvoiceCommand => ({ type: 'ClaimRetry', orderId: 7, now });
    expect(given(requested(), issued()).when(sweep(later(10 ** 9)))).toEqual([]);
    expect(given(requested(), issued(), cancelling('charged_back'), failedCancel).when(sweep(later(59_999)))).toEqual(
      [],
    );
    expect(given(requested(), issued(), cancelling('charged_back'), failedCancel).when(sweep(later(60_000)))).toEqual([
      {
        type: 'InvoiceCancellationRequested',
        data: {
          orderId: 7,
          reference: 'order-7',
          kind: 'charged_back',
          reissueCents: 0,
          attempt: 2,
          at: later(60_000),
        },
      },
    ]);
    expect(given(requested()).when(sweep(later(INVOICE_CLAIM_LEASE_MS)))).toEqual([
      requested(2, later(INVOICE_CLAIM_LEASE_MS)),
    ]);
  });

  it('a reversal before any note was issued voids it: nothing is asked afterwards; a note issued meanwhile is cancelled at once', () => {
    const voided: InvoiceEvent = { type: 'InvoiceVoided', data: { orderId: 7, kind: 'charged_back' } };
    expect(given().when(cancel('charged_back'))).toEqual([voided]);
    expect(given(voided).when(claim())).toEqual([]);
    expect(given(requested(), voided).when(issuedCmd())).toEqual([
      issued(),
      {
        type: 'InvoiceCancellationRequested',
        data: { orderId: 7, reference: 'order-7', kind: 'charged_back', reissueCents: 0, attempt: 1, at: later(1000) },
      },
    ]);
  });

  it('a partial refund cancels the note and reissues one of the money kept, under a new reference', () => {
    expect(given(requested(), issued()).when(cancel('partial_refund', 13950))).toEqual([
      cancelling('partial_refund', 13950),
    ]);
    const history = [requested(), issued(), cancelling('partial_refund', 13950), cancelled()];
    expect(given(...history).when(claim(later(7000)))).toEqual([requested(1, later(7000), 'order-7-r1', 13950)]);
    // A second partial refund of the reissued note: cancelled, and reissued again as r2.
    const reissued = [...history, requested(1, later(7000), 'order-7-r1', 13950), issued('order-7-r1')];
    expect(given(...reissued).when(cancel('partial_refund', 6975))).toEqual([
      cancelling('partial_refund', 6975, 'order-7-r1'),
    ]);
    expect(
      given(...reissued, cancelling('partial_refund', 6975, 'order-7-r1'), cancelled('order-7-r1')).when(
        claim(later(9000)),
      ),
    ).toEqual([requested(1, later(9000), 'order-7-r2', 6975)]);
  });

  it('a whole refund after a partial one, before the reissue, drops the reissue', () => {
    const history = [requested(), issued(), cancelling('partial_refund', 13950), cancelled()];
    expect(given(...history).when(cancel('refunded'))).toEqual([
      { type: 'InvoiceVoided', data: { orderId: 7, kind: 'refunded' } },
    ]);
    expect(
      given(...history, { type: 'InvoiceVoided', data: { orderId: 7, kind: 'refunded' } }).when(claim(later(9000))),
    ).toEqual([]);
  });
});
