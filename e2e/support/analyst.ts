import { apiClient, logInThroughApi } from './api';

/**
 * An analyst as the product makes one (ADR 0178), for browser tests: the admin invites, the mailed code sets a
 * password, then a session token (retried while the read models catch up with the invitation and the new password).
 */
export async function invitedAnalystToken(
  app: { readonly url: string; readonly adminEmail: string; readonly adminPassword: string },
  email: string,
): Promise<string> {
  const { post, mailboxWith } = apiClient(app);
  await post(
    '/admin/analistas',
    { name: 'Ana', surname: 'Lítica', email },
    await logInThroughApi(app.url, app.adminEmail, app.adminPassword),
  );
  const mail = (await mailboxWith((m) => m.to === email)).find((m) => m.to === email)!;
  const code = /\/change\/password\?codigo=([A-Za-z0-9-]+)/.exec(mail.text)![1]!;
  for (let i = 0; ; i++) {
    const changed = await fetch(`${app.url}/v1/change/password`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code, password: 'senha-analista-1' }),
    });
    if (changed.ok) break;
    if (i > 50) throw new Error(`set password → ${changed.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  // The new password signs in once the users read model has it.
  for (let i = 0; ; i++) {
    try {
      return await logInThroughApi(app.url, email, 'senha-analista-1');
    } catch (error) {
      if (i > 50) throw error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}
