import type { Locator, Page } from 'playwright-core';
import { addMonths } from '@conectasst/common/rules/agendaRules';
import { saoPauloDay } from '@conectasst/common/rules/proposalRules';

/** `dd/mm/aaaa` of an ISO day (`aaaa-mm-dd`), as the agenda writes it. */
export const brDate = (day: string) => day.split('-').reverse().join('/');

/** The company's agenda from its mailed link's token: the page open, and the card of PGR's risk assessment review. */
export async function openAgendaPgrCard(page: Page, app: { readonly url: string }, token: string): Promise<Locator> {
  await page.goto(`${app.url}/agenda-sst/${token}`);
  await page.getByRole('heading', { name: 'Obrigações da sua empresa' }).waitFor();
  return page.locator('.ant-card-small').filter({ hasText: 'Revisão da avaliação de riscos do PGR' });
}

/**
 * On the agenda: PGR marked done 23 months ago (São Paulo's day) on its card, until the card says it is due 24 months
 * after ('A vencer'). The day it was done.
 */
export async function markPgrDone23MonthsAgo(page: Page, pgr: Locator): Promise<string> {
  const doneOn = addMonths(saoPauloDay(new Date()), -23);
  await pgr.getByLabel('Feito em').fill(doneOn);
  await pgr.getByRole('button', { name: 'Registrar' }).click();
  await page.getByText('Data de realização registrada.').waitFor();
  await pgr.getByText(`Vence em ${brDate(addMonths(doneOn, 24))}`).waitFor();
  await pgr.getByText('A vencer').waitFor();
  return doneOn;
}
