import express from 'express';
import request from 'supertest';
import { delayAfterFailures, slowDownFailures } from './slowDown';

const schedule = { freeFailures: 5, baseDelayMs: 250, maxDelayMs: 8_000 };

describe('login slow-down (ADR 0110): delays that grow with failures, never a lock-out', () => {
  it('answers the first 5 failures at once, then waits 250 ms doubling per failure, capped at the maximum', () => {
    expect([0, 1, 4].map((f) => delayAfterFailures(f, schedule))).toEqual([0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10, 11].map((f) => delayAfterFailures(f, schedule))).toEqual([
      250, 500, 1_000, 2_000, 4_000, 8_000, 8_000,
    ]);
    expect(delayAfterFailures(10_000, schedule)).toBe(8_000);
  });

  /** A tiny app: the password 'certa' is right; the middleware's waits are recorded instead of slept. */
  function app(waits: number[]) {
    const server = express();
    server.get(
      '/login',
      slowDownFailures({
        ...schedule,
        windowMs: 60_000,
        key: (req) => (typeof req.query.conta === 'string' ? req.query.conta : undefined),
        wait: (ms, next) => (waits.push(ms), next()),
      }),
      (req, res) => void res.status(req.query.senha === 'certa' ? 200 : 401).json({}),
    );
    return server;
  }

  it('counts failures per account: after the attacker’s failures the owner still gets in, only later', async () => {
    const waits: number[] = [];
    const server = app(waits);
    for (let i = 0; i < 8; i++) await request(server).get('/login?conta=maria&senha=errada').expect(401);
    expect(waits).toEqual([250, 500, 1_000]);
    await request(server).get('/login?conta=maria&senha=certa').expect(200);
    expect(waits).toEqual([250, 500, 1_000, 2_000]);
    // Successes do not count; another account is not slowed at all.
    await request(server).get('/login?conta=maria&senha=certa').expect(200);
    expect(waits.at(-1)).toBe(2_000);
    await request(server).get('/login?conta=joana&senha=errada').expect(401);
    expect(waits).toHaveLength(5);
  });

  it('a request without an account key is never delayed', async () => {
    const waits: number[] = [];
    const server = app(waits);
    for (let i = 0; i < 10; i++) await request(server).get('/login?senha=errada').expect(401);
    expect(waits).toEqual([]);
  });
});
