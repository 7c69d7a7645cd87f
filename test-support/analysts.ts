import request from 'supertest';
import type { System } from '../host/src/system';

/** The code of the last invitation mailed to `email` (the dev mailbox of the system under test). */
export function inviteCodeOf(system: System, email: string): string | undefined {
  const mail = system.devMailbox!.list().find((m) => m.to === email); // newest first
  return /\/change\/password\?codigo=([A-Za-z0-9-]+)/.exec(mail?.text ?? '')?.[1];
}

export interface InvitedAnalyst {
  id: string;
  email: string;
  password: string;
  /** `Bearer <token>` of a real session of the analyst. */
  auth: string;
}

let analysts = 0;

/**
 * An analyst as the product makes one (issue #40): the admin invites, the analyst sets a password with the mailed code
 * and signs in. `adminAuth` is the admin's `Bearer <token>`.
 */
export async function invitedAnalyst(
  system: System,
  adminAuth: string,
  email = `analista${++analysts}.${Date.now()}@teste.conectasst.com.br`,
): Promise<InvitedAnalyst> {
  const app = () => request(system.app);
  const invited = await app()
    .post('/v1/admin/analistas')
    .set('Authorization', adminAuth)
    .send({ name: 'Ana', surname: 'Lítica', email });
  if (invited.status !== 201) throw new Error(`invite → ${invited.status} ${JSON.stringify(invited.body)}`);
  const code = inviteCodeOf(system, email);
  if (!code) throw new Error(`no invitation mailed to ${email}`);
  const password = 'senha-analista-1';
  await system.runner.caughtUp();
  const changed = await app().put('/v1/change/password').send({ code, password });
  if (changed.status !== 200) throw new Error(`set password → ${changed.status} ${JSON.stringify(changed.body)}`);
  await system.runner.caughtUp();
  const login = await app()
    .get('/v1/auth')
    .set('Authorization', `Basic ${Buffer.from(`${email}:${password}`).toString('base64')}`);
  if (login.status !== 200) throw new Error(`analyst login → ${login.status} ${JSON.stringify(login.body)}`);
  return { id: invited.body.data.userId as string, email, password, auth: `Bearer ${login.body.token as string}` };
}
