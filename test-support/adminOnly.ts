import { messages } from '@conectasst/common/rules/messages';
import type { ApiHarness } from './apiHarness';

/** One row of an authorization table: method, path (with its query) and body (`null`: none). */
export type AdminOnlyCall = [method: string, path: string, body: object | null];

/**
 * The server refuses every call of an admin-only route to anyone but an administrator: 401 without a token, 403 with a
 * provider's, each with its Portuguese message. Call it inside a `describe` of an int test that uses `useTestApi()`.
 */
export function itRefusesAllButAdmins(
  harness: Pick<ApiHarness, 'call' | 'providerToken'>,
  calls: AdminOnlyCall[],
): void {
  // Every row has three cells: with fewer, Jest would pass its `done` callback as the missing argument.
  it.each(calls)('%s %s without a token → 401 with a message', async (method, path, body) => {
    const r = await harness.call(method, path, body);
    expect(r.status).toBe(401);
    expect(r.body.message).toBe(messages.unauthenticated);
  });

  it.each(calls)('%s %s with a provider token → 403 with a message', async (method, path, body) => {
    const r = await harness.call(method, path, body).set('Authorization', harness.providerToken());
    expect(r.status).toBe(403);
    expect(r.body.message).toBe(messages.forbidden);
  });
}
