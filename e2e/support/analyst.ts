import type { Locator, Page } from 'playwright-core';
import { DAY_MS } from '@conectasst/common/rules/time';
import { apiClient, logInThroughApi } from './api';
import { downloadedBytes } from './browser';

/** `dd/mm/aaaa` of the São Paulo day `daysAgo` days before today, as the analyst's date fields take it. */
export const dayField = (daysAgo: number) =>
  new Intl.DateTimeFormat('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date(Date.now() - daysAgo * DAY_MS));

/**
 * On "Como estava em" (already open): asks for the demand as it was yesterday and returns the summary once it shows.
 */
export async function showDemandAsOfYesterday(page: Page, demandId: number): Promise<Locator> {
  await page.getByLabel('Número da demanda').fill(String(demandId));
  await page.locator('#tt-day').fill(dayField(1));
  await page.locator('#tt-day').press('Enter');
  await page.getByRole('button', { name: 'Ver como estava' }).click();
  const summary = page.getByTestId('time-travel-summary');
  await summary.waitFor();
  return summary;
}

/**
 * On "Exportar eventos" (already open): exports the last seven days as CSV, checks the file's name and returns its text.
 */
export async function exportLastWeekAsCsv(page: Page): Promise<string> {
  await page.locator('#export-from').fill(dayField(6));
  await page.locator('#export-from').press('Enter');
  await page.locator('#export-to').fill(dayField(0));
  await page.locator('#export-to').press('Enter');
  await page.getByLabel('CSV (planilha)').check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^eventos-\d{4}-\d{2}-\d{2}_a_\d{4}-\d{2}-\d{2}\.csv$/);
  return (await downloadedBytes(download)).toString('utf8');
}

/**
 * An analyst as the product makes one (ADR 0178), for browser tests: the admin invites, the mailed code sets a
 * password, then a session token, each step once the read models hold the step before it.
 */
export async function invitedAnalystToken(
  app: { readonly url: string; readonly adminEmail: string; readonly adminPassword: string },
  email: string,
): Promise<string> {
  const { post, mailboxWith } = apiClient(app);
  const invited = await post(
    '/admin/analistas',
    { name: 'Ana', surname: 'Lítica', email },
    await logInThroughApi(app.url, app.adminEmail, app.adminPassword),
  );
  const mail = (await mailboxWith((m) => m.to === email)).find((m) => m.to === email)!;
  const code = /\/change\/password\?codigo=([A-Za-z0-9-]+)/.exec(mail.text)![1]!;
  // Each call waits for the read model to hold the write before it (X-Min-Position): no polling, which the routes'
  // rate limits refuse (429) on a loaded machine.
  const changed = await fetch(`${app.url}/v1/change/password`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', 'X-Min-Position': invited.position },
    body: JSON.stringify({ code, password: 'senha-analista-1' }),
  });
  if (!changed.ok) throw new Error(`set password → ${changed.status} ${await changed.text()}`);
  const signedIn = await fetch(`${app.url}/v1/auth`, {
    headers: {
      Authorization: `Basic ${Buffer.from(`${email}:senha-analista-1`).toString('base64')}`,
      'X-Min-Position': changed.headers.get('x-position') ?? '',
    },
  });
  if (!signedIn.ok) throw new Error(`analyst sign-in → ${signedIn.status} ${await signedIn.text()}`);
  return ((await signedIn.json()) as { token: string }).token;
}
