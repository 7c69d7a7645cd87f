import { analystList } from '@conectasst/projections/analysts/analystInvitationsQueries';
import { ANALYST_INVITE_TTL_HOURS } from '@conectasst/common/rules/analystRules';
import { inviteCodeOf, invitedAnalyst } from '../../../test-support/analysts';
import { onPostgres, useTestApi } from '../../../test-support/apiHarness';

const { app, api, as, admin, providerToken } = useTestApi();

describe(onPostgres("GET /v1/admin/analistas: the admin's list of analysts and where each invitation stands"), () => {
  it('lists each analyst with name, e-mail, invitation and whether a password was set; newest first', async () => {
    const active = await invitedAnalyst(api().system, admin(), 'analista.ativa@teste.conectasst.com.br');
    const pending = 'analista.pendente@teste.conectasst.com.br';
    await as(admin()).post('/v1/admin/analistas', { name: 'Paulo', surname: 'Pendente', email: pending }).expect(201);
    await api().system.runner.caughtUp();

    const list = await as(admin()).get('/v1/admin/analistas').expect(200);
    const rows = list.body.data as Record<string, unknown>[];
    expect(rows.map((r) => r.email)).toEqual([pending, active.email]);
    expect(rows[0]).toMatchObject({ name: 'Paulo', surname: 'Pendente', status: 'invited', passwordSetAt: null });
    const invitedAt = Date.parse(rows[0]!.invitedAt as string);
    expect(Date.parse(rows[0]!.inviteExpiresAt as string) - invitedAt).toBeGreaterThanOrEqual(
      ANALYST_INVITE_TTL_HOURS * 3_600_000 - 60_000,
    );
    expect(rows[1]).toMatchObject({ name: 'Ana', surname: 'Lítica', status: 'active', inviteExpiresAt: null });
    expect(rows[1]!.passwordSetAt).toEqual(expect.any(String));
    // Providers and the admin are not analysts.
    expect(rows).toHaveLength(2);
  });

  it('a link not used in time shows as expired; "Reenviar convite" (the same POST) makes it valid again', async () => {
    const email = 'analista.expirada@teste.conectasst.com.br';
    /** The admin invites Eva (again, "Reenviar convite"), and the read models take it in. */
    const invite = async () => {
      await as(admin()).post('/v1/admin/analistas', { name: 'Eva', surname: 'Tardia', email }).expect(201);
      await api().system.runner.caughtUp();
    };
    await invite();
    const later = new Date(Date.now() + (ANALYST_INVITE_TTL_HOURS + 1) * 3_600_000);
    const expired = (await analystList(api().system.readPool, later)).find((r) => r.email === email)!;
    expect(expired.status).toBe('expired');
    const first = inviteCodeOf(api().system, email);

    await invite();
    expect(inviteCodeOf(api().system, email)).not.toBe(first);
    const again = (await analystList(api().system.readPool, new Date())).find((r) => r.email === email)!;
    expect(again.status).toBe('invited');
    expect(Date.parse(again.lastInvitedAt!)).toBeGreaterThan(Date.parse(again.invitedAt));
  });

  it('is for admins only', async () => {
    await app().get('/v1/admin/analistas').expect(401);
    await as(providerToken()).get('/v1/admin/analistas').expect(403);
    const analyst = await invitedAnalyst(api().system, admin());
    await as(analyst.auth).get('/v1/admin/analistas').expect(403);
  });
});
