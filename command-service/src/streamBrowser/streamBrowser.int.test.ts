import { invitedAnalyst } from '../../../test-support/analysts';
import type { InvitedAnalyst } from '../../../test-support/analysts';
import { onPostgres, useTestApi } from '../../../test-support/apiHarness';
import { pageReader } from './api';

const { app, api, as, admin, signUpProvider } = useTestApi();

describe(onPostgres('Eventos, the stream browser (issue #40 item 2)'), () => {
  let analyst: InvitedAnalyst;
  beforeAll(async () => {
    analyst = await invitedAnalyst(api().system, admin());
  });

  /** Appends `n` plain events to `stream` (the audit stream's own event type: it needs no person's key). */
  const appendViews = async (stream: string, n: number) => {
    const events = await Promise.all(
      Array.from({ length: n }, () =>
        api().system.catalogue.encode(
          { type: 'StreamViewed', data: { viewerId: 'teste', streamId: 'demand-1', fromPosition: '' } },
          { userId: 'system', role: 'system' },
        ),
      ),
    );
    await api().system.store.append(stream, events, 'any');
  };

  it('lists the categories with their counts; the audit category only for admins', async () => {
    const provider = await signUpProvider();
    // A first view, so the audit category exists.
    await as(analyst.auth).get(`/v1/analista/eventos/user-${provider.id}`).expect(200);
    const asAnalyst = (await as(analyst.auth).get('/v1/analista/eventos').expect(200)).body.data.categories as {
      category: string;
      label: string;
      streams: number;
      events: number;
    }[];
    const user = asAnalyst.find((c) => c.category === 'user')!;
    expect(user.label).toBe('Contas');
    expect(user.streams).toBeGreaterThanOrEqual(3);
    expect(user.events).toBeGreaterThanOrEqual(user.streams);
    expect(asAnalyst.map((c) => c.category)).not.toContain('streamviews');
    const asAdmin = (await as(admin()).get('/v1/analista/eventos').expect(200)).body.data.categories as {
      category: string;
    }[];
    expect(asAdmin.map((c) => c.category)).toContain('streamviews');
  });

  it("shows a stream's events in order with metadata and masked personal data — the clear values appear nowhere in the answer", async () => {
    const provider = await signUpProvider({
      name: 'Josefina',
      surname: 'Quaresma',
      phone: '(11) 97654-3210',
      email: 'josefina.quaresma@exemplo.com.br',
    });
    for (const auth of [analyst.auth, admin()]) {
      const r = await as(auth).get(`/v1/analista/eventos/user-${provider.id}`).expect(200);
      const text = JSON.stringify(r.body);
      for (const clear of ['Josefina', 'Quaresma', '97654', 'josefina.quaresma', 'argon2'])
        expect(text).not.toContain(clear);
      const [registered] = r.body.data.events;
      expect(registered).toMatchObject({ type: 'UserRegistered', revision: 1, userId: provider.id, role: 'provider' });
      expect(registered.data).toMatchObject({
        userId: provider.id,
        type: 'provider',
        name: '•••',
        surname: '•••',
        email: '•••',
        phone: '•••',
        passwordHash: '•••',
      });
      expect(registered.links).toEqual([]);
    }
  });

  it('pages by global position, exact while events are appended between pages; filters by type and text', async () => {
    const stream = 'streamviews-paginacao';
    await appendViews(stream, 60);
    const first = (await as(admin()).get(`/v1/analista/eventos/${stream}`).expect(200)).body.data;
    expect(first.events).toHaveLength(50);
    expect(first.total).toBe(60);
    // Appended while the reader is between pages: they come after, nothing is repeated or skipped.
    await appendViews(stream, 15);
    const second = (
      await app()
        .get(`/v1/analista/eventos/${stream}`)
        .query({ after: first.next })
        .set('Authorization', admin())
        .expect(200)
    ).body.data;
    expect(second.events).toHaveLength(25);
    expect(second.next).toBeNull();
    const revisions = [...first.events, ...second.events].map((e: { revision: number }) => e.revision);
    expect(revisions).toEqual(Array.from({ length: 75 }, (_, i) => i + 1));
    const positions = [...first.events, ...second.events].map((e: { globalPosition: string }) =>
      BigInt(e.globalPosition),
    );
    expect(positions.every((p, i) => i === 0 || p > positions[i - 1]!)).toBe(true);

    const none = (
      await app()
        .get(`/v1/analista/eventos/${stream}`)
        .query({ types: 'DemandFiled' })
        .set('Authorization', admin())
        .expect(200)
    ).body.data;
    expect(none.events).toEqual([]);
    const found = (
      await app()
        .get(`/v1/analista/eventos/${stream}`)
        .query({ q: 'demand-1' })
        .set('Authorization', admin())
        .expect(200)
    ).body.data;
    expect(found.events).toHaveLength(50);
    expect(found.events[0].links).toEqual([]);
  });

  it("pages in SQL on the stream's index: appends between every page, another stream interleaved, a type filter — each event once, in order, as the whole-stream reader pages it", async () => {
    const stream = 'streamviews-sql';
    /** `n` events alternating StreamViewed and AuditScreenViewed, one append each, interleaved with another stream's. */
    const appendMixed = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const event = await api().system.catalogue.encode(
          i % 2 === 0
            ? { type: 'StreamViewed', data: { viewerId: 'teste', streamId: 'demand-1', fromPosition: '' } }
            : {
                type: 'AuditScreenViewed',
                data: { viewerId: 'teste', screen: 'history', streamId: 'demand-1', detail: '' },
              },
          { userId: 'system', role: 'system' },
        );
        await api().system.store.append(stream, [event], 'any');
        await appendViews('streamviews-vizinho', 1);
      }
    };
    await appendMixed(130);
    const seen: { revision: number; type: string; globalPosition: string }[] = [];
    let after: string | undefined;
    let pages = 0;
    do {
      const r = (
        await app()
          .get(`/v1/analista/eventos/${stream}`)
          .query({ types: 'StreamViewed', ...(after ? { after } : {}) })
          .set('Authorization', admin())
          .expect(200)
      ).body.data;
      seen.push(...r.events);
      after = r.next ?? undefined;
      pages += 1;
      // Appended while the reader is between pages.
      if (after) await appendMixed(9);
    } while (after);
    const stored = await api().system.store.read(stream);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(seen.map((e) => e.revision)).toEqual(stored.filter((e) => e.type === 'StreamViewed').map((e) => e.revision));
    expect(new Set(seen.map((e) => e.type))).toEqual(new Set(['StreamViewed']));

    // The SQL reader and the whole-stream reader (the fallback of stores without it) give the same pages.
    const filter = { types: ['StreamViewed'] };
    const sql = pageReader(api().system.store as Parameters<typeof pageReader>[0], stream, filter);
    const whole = pageReader(
      { read: api().system.store.read.bind(api().system.store) } as Parameters<typeof pageReader>[0],
      stream,
      filter,
    );
    expect(typeof (api().system.store as { readStreamPage?: unknown }).readStreamPage).toBe('function');
    for (const cursor of [-1n, BigInt(seen[10]!.globalPosition), BigInt(seen.at(-3)!.globalPosition)]) {
      const [a, b] = [await sql(cursor, 51), await whole(cursor, 51)];
      expect(a.revision).toBe(stored.length);
      expect(a.events.map((e) => e.id)).toEqual(b.events.map((e) => e.id));
    }
  });

  it('records every view in the audit trail (who, which stream, when), which the admin reads and an analyst may not', async () => {
    const provider = await signUpProvider();
    await as(analyst.auth).get(`/v1/analista/eventos/user-${provider.id}`).expect(200);
    const trail = (await as(admin()).get(`/v1/analista/eventos/streamviews-${analyst.id}`).expect(200)).body.data;
    const view = trail.events.find((e: { data: { streamId: string } }) => e.data.streamId === `user-${provider.id}`);
    expect(view).toMatchObject({
      type: 'StreamViewed',
      userId: analyst.id,
      role: 'analyst',
      data: { viewerId: analyst.id, fromPosition: '' },
    });
    expect(Date.now() - Date.parse(view.recordedAt)).toBeLessThan(10 * 60_000);
    const refused = await as(analyst.auth).get(`/v1/analista/eventos/streamviews-${analyst.id}`).expect(403);
    expect(refused.body.message).toBe('Só administradores consultam a auditoria das consultas.');
  });

  it('answers 404 for a stream without events and 400 for a malformed one, in Portuguese', async () => {
    expect((await as(analyst.auth).get('/v1/analista/eventos/demand-999999').expect(404)).body.message).toBe(
      'Fluxo sem eventos.',
    );
    expect((await as(analyst.auth).get('/v1/analista/eventos/semcategoria').expect(400)).body.message).toMatch(
      /Fluxo inválido/,
    );
  });
});
