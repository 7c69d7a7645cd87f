import type { Page } from 'playwright-core';

/**
 * A new provider's 'Perfil de serviços' (/third-state), once the personal or company details led there: the first area
 * is added with all its NRs ('Todas NRs').
 */
export async function addFirstAreaWithAllNrs(page: Page, app: { readonly url: string }): Promise<void> {
  await page.waitForURL(`${app.url}/third-state`);
  await page.getByRole('heading', { name: 'Perfil de serviços' }).waitFor();
  await page.getByLabel('Área', { exact: true }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  await page.getByText('Todas NRs').click();
  await page.getByRole('button', { name: 'Adicionar' }).first().click();
  await page.getByText('Adicionado com sucesso!').waitFor();
}
