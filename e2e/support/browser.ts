import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Download, type Page } from 'playwright-core';

/**
 * Debian's chromium (`apt-get install -y chromium`); `npx playwright install` cannot work on these machines.
 * CHROMIUM_PATH may point elsewhere.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const viewports = {
  desktop: { width: 1366, height: 768 },
  phone: { width: 390, height: 844 },
} as const;
export type ViewportName = keyof typeof viewports;

const SCREENSHOTS_DIR = path.resolve(__dirname, '../../screenshots');

/** `describe` when Chromium is installed; otherwise the suite is skipped with one line saying why. */
export function describeInBrowser(name: string, suite: () => void): void {
  if (existsSync(CHROMIUM_PATH)) {
    describe(name, suite);
    return;
  }
  // CI always has Chromium: there a missing browser is a failure, not a skip.
  if (process.env.CONECTASST_REQUIRE_BROWSER)
    throw new Error(`Chromium não encontrado em ${CHROMIUM_PATH} (CONECTASST_REQUIRE_BROWSER está definido)`);
  // Straight to stderr: Jest's console.warn would add a stack trace to what should be one line.
  process.stderr.write(`Chromium não encontrado em ${CHROMIUM_PATH}: testes de navegador ignorados\n`);
  describe.skip(name, suite);
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A Brazilian visitor on a desktop or a phone. */
export function newVisitor(
  browser: Browser,
  viewport: ViewportName,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<BrowserContext> {
  const phone = viewport === 'phone';
  return browser.newContext({
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: viewports[viewport],
    isMobile: phone,
    hasTouch: phone,
    storageState,
  });
}

/**
 * Saves `screenshots/<name>.png` at the repository root (the folder is git-ignored): the whole page, or only what
 * fits the screen (for overlays such as an open menu).
 */
export async function saveScreenshot(page: Page, name: string, area: 'page' | 'screen' = 'page'): Promise<string> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const file = path.join(SCREENSHOTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: area === 'page' });
  return file;
}

/**
 * How wide the page is against the viewport it was opened with. On a mobile viewport Chromium widens `innerWidth` to
 * content that overflows, so `innerWidth` cannot tell whether the page scrolls sideways.
 */
export async function pageWidth(page: Page): Promise<{ scroll: number; viewport: number }> {
  return {
    scroll: await page.evaluate(() => document.documentElement.scrollWidth),
    viewport: page.viewportSize()!.width,
  };
}

/** Fails when the page is wider than its viewport (it would scroll sideways). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scroll, viewport } = await pageWidth(page);
  expect({ url: page.url(), width: scroll }).toEqual({ url: page.url(), width: viewport });
}

/** Waits until no CSS transition or animation is running (e.g. a drawer sliding in), for a steady screenshot. */
export async function waitForAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      // Endless ones (spinners) never settle; only wait for those that end.
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
      .every((animation) => animation.playState !== 'running'),
  );
}

/**
 * Closes the dialog showing `title` with its footer button `button` (OK by default; the last one of that name, after
 * the corner's close icon). A click that lands while antd's zoom-in animation is still running can be lost on a
 * loaded machine, so it waits for the animation to end and clicks again until the dialog has gone (a second click on
 * a closing dialog does nothing).
 */
export async function acknowledgeDialog(page: Page, title: string, button = 'OK'): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: title });
  await dialog.waitFor();
  for (let attempt = 1; ; attempt++) {
    await waitForAnimations(page);
    await dialog
      .getByRole('button', { name: button, exact: true })
      .last()
      .click({ timeout: 10_000 })
      .catch((error: unknown) => {
        if (attempt >= 3) throw error;
      });
    try {
      await dialog.waitFor({ state: 'hidden', timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/** Opens the select labelled `label` (antd) and clicks `option` in the dropdown that just opened. */
export async function pickOption(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByLabel(label, { exact: true });
  // The chosen value, as the field shows it (antd gives it the option's title); the open list is outside the field.
  const chosen = page.locator('.ant-select', { has: select }).last().getByTitle(option, { exact: true });
  for (let attempt = 1; ; attempt += 1) {
    await select.click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .last()
      .getByTitle(option, { exact: true })
      .click();
    // A click that lands while the list is still opening can pick its neighbour (seen on a loaded machine): check it.
    try {
      await chosen.waitFor({ timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Types `option` into the searchable antd select labelled `label` and clicks the option that reads exactly it. */
export async function typeAndPickOption(page: Page, label: string, option: string): Promise<void> {
  const select = page.getByRole('combobox', { name: label, exact: true });
  await select.click();
  await select.fill(option);
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: new RegExp(`^${option}$`) })
    .first()
    .click();
}

/**
 * The diagnosis (/diagnostico, already open) answered as a supermarket: CNAE 47.11-3 found by typing "supermercado",
 * 30 employees, "Outro porte"; "Ver diagnóstico" clicked and its grade (2, médio-baixo) shown.
 */
export async function askDiagnosisAsSupermarket(page: Page): Promise<void> {
  await page.getByLabel('CNAE ou atividade da empresa').fill('supermercado');
  // antd lists the matches in a popup (its role="option" nodes are an off-screen copy holding only the value).
  await page
    .locator('.ant-select-item-option')
    .filter({ hasText: /^47\.11-3 – Comércio varejista de mercadorias em geral/ })
    .click();
  await page.getByLabel('Número de empregados').fill('30');
  await page.getByRole('radio', { name: 'Outro porte' }).check();
  await page.getByRole('button', { name: 'Ver diagnóstico' }).click();
  await page.getByRole('heading', { name: 'Grau de risco 2 (médio-baixo)' }).waitFor();
}

/** The bytes of a file the page downloaded (a CSV, a PDF, a JSON export). */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
