import { sustainableRate } from './marketplaceBench';

describe('the rate a lowered query case runs at', () => {
  it('is three quarters of what the cores serve when a request mostly waits on PostgreSQL', () => {
    // 40 ms of wall time, 5 ms of JavaScript: 2 cores serve 50 req/s, the event loop 200.
    expect(sustainableRate({ wallMs: 40, eventLoopMs: 5 }, 2)).toEqual({
      rate: 37,
      limit: 'what 2 cores serve one after another: one request alone takes 40 ms',
    });
  });

  it('is three quarters of what the one event loop serves when JavaScript is the tighter limit', () => {
    // The partners list before ADR 0107: 32 ms alone, 29 ms of it on the event loop (2 cores would allow 62 req/s).
    expect(sustainableRate({ wallMs: 32, eventLoopMs: 29 }, 2)).toEqual({
      rate: 25,
      limit: 'what one event loop serves: a request alone keeps it busy 29 ms',
    });
  });

  it('never drops below one request a second', () => {
    expect(sustainableRate({ wallMs: 5_000, eventLoopMs: 10 }, 2).rate).toBe(1);
  });
});
