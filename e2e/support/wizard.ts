import type { Page } from 'playwright-core';
import { pickOption } from './browser';

/** Step 1 of the demand wizard as a metalworks answers it: Indústria, Metalúrgica, 51 a 100 employees, within 30 days. */
export async function answerMetalworksCompany(page: Page): Promise<void> {
  await pickOption(page, 'Ramo da empresa', 'Indústria');
  await page.getByLabel('Tipo de empresa').fill('Metalúrgica');
  await pickOption(page, 'Quantidade de colaboradores', '51 a 100');
  await pickOption(page, 'Para quando você precisa?', 'Em até 30 dias');
}

/** Step 2: São Paulo and Campinas typed into their selects as a requester does, the Distrito Industrial. */
export async function answerCampinasPlace(page: Page): Promise<void> {
  await page.getByLabel('Estado').click();
  await page.keyboard.type('São Paulo');
  await page.keyboard.press('Enter');
  await page.getByLabel('Cidade').click();
  await page.keyboard.type('Campinas');
  await page.keyboard.press('Enter');
  await page.getByLabel('Bairro').fill('Distrito Industrial');
}

/** Step 3's requester: Paula Ramos, owner of Metalúrgica Campinas Ltda (her e-mail and phone are the test's). */
export async function answerPaulaRamos(page: Page): Promise<void> {
  await page.getByLabel('Nome', { exact: true }).fill('Paula');
  await page.getByLabel('Sobrenome').fill('Ramos');
  await page.getByLabel('Nome da Empresa').fill('Metalúrgica Campinas Ltda');
  await pickOption(page, 'Departamento', 'Proprietário(a) / CEO');
}
