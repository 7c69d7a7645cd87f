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
