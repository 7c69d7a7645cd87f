import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startTestApp } from '../../test-support/testApp';
import { launchBrowser, newVisitor, viewports, type ViewportName } from './browser';
import { ensureFreshFrontendBuild } from '../../test-support/frontendBuild';
import { testFiscalData } from '../../test-support/fiscalData';

/** The product as a browser sees it: built frontend + API on a random port, with its own database. */
export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface BrowserSession {
  /** The product under test; its fields can be read from the suite's first `beforeAll` on. */
  readonly app: TestApp;
  /** The one Chromium of the suite (for contexts neither `openContext` nor `phonePageWithoutJavaScript` makes). */
  readonly browser: Browser;
  /** A new Brazilian visitor (own cookies and storage) on a desktop or a phone, closed after the suite. */
  openContext(viewport?: ViewportName, storageState?: StorageState): Promise<BrowserContext>;
  /** A page of a new visitor (`openContext`). */
  openPage(viewport?: ViewportName, storageState?: StorageState): Promise<Page>;
  /** A page of a new visitor on a phone with JavaScript off: what the server's HTML alone shows (crawlers, slow phones). */
  phonePageWithoutJavaScript(): Promise<Page>;
  /** A page of a new visitor, signed in as the administrator through the login screen (`logInAsAdmin`). */
  adminPage(viewport?: ViewportName): Promise<Page>;
  /** A page of a new visitor, signed in with a provider's token (`logInWithToken`), left on /login. */
  pageLoggedInWith(token: string, viewport?: ViewportName): Promise<Page>;
  /** Closes `context` after the suite too (one made through `browser` directly). */
  closeAfterAll(context: BrowserContext): BrowserContext;
}

/**
 * The set-up every browser suite shares, called once at the top of its `describeInBrowser`: before the tests, a fresh
 * frontend build, the product on its own database and Chromium; after them, every visitor, the browser and the
 * product stopped. `app` may be destructured at once (`const { app, openPage } = browserSession()`): its fields are
 * read when a test uses them.
 */
export function browserSession(): BrowserSession {
  let started: { app: TestApp; browser: Browser } | undefined;
  const contexts: BrowserContext[] = [];
  const running = () => {
    if (!started)
      throw new Error(
        'browserSession: the product and the browser start in beforeAll; use them inside a hook or a test',
      );
    return started;
  };

  beforeAll(async () => {
    ensureFreshFrontendBuild();
    const [app, browser] = await Promise.allSettled([startTestApp(), launchBrowser()]);
    if (app.status === 'fulfilled' && browser.status === 'fulfilled') {
      started = { app: app.value, browser: browser.value };
      return;
    }
    // One of the two failed: stop the other so the run does not hang on it.
    if (app.status === 'fulfilled') await app.value.stop();
    if (browser.status === 'fulfilled') await browser.value.close();
    throw app.status === 'rejected' ? app.reason : (browser as PromiseRejectedResult).reason;
  }, 180_000);

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await started?.browser.close();
    await started?.app.stop();
  });

  const app: TestApp = {
    get url() {
      return running().app.url;
    },
    get adminEmail() {
      return running().app.adminEmail;
    },
    get adminPassword() {
      return running().app.adminPassword;
    },
    runJob: (job, now) => running().app.runJob(job, now),
    stop: () => running().app.stop(),
  };

  const session: BrowserSession = {
    app,
    get browser() {
      return running().browser;
    },
    async openContext(viewport = 'desktop', storageState) {
      return session.closeAfterAll(await newVisitor(running().browser, viewport, storageState));
    },
    async openPage(viewport = 'desktop', storageState) {
      return (await session.openContext(viewport, storageState)).newPage();
    },
    async phonePageWithoutJavaScript() {
      const context = await running().browser.newContext({
        javaScriptEnabled: false,
        locale: 'pt-BR',
        viewport: viewports.phone,
      });
      return session.closeAfterAll(context).newPage();
    },
    async adminPage(viewport = 'desktop') {
      const page = await session.openPage(viewport);
      await logInAsAdmin(page, app);
      return page;
    },
    async pageLoggedInWith(token, viewport = 'desktop') {
      const page = await session.openPage(viewport);
      await logInWithToken(page, app, token);
      return page;
    },
    closeAfterAll(context) {
      contexts.push(context);
      return context;
    },
  };
  return session;
}

/**
 * Signs in on /login with the administrator's e-mail and password, as a person does, and waits for the first admin
 * screen (the Painel at /admin/painel since issue #35 item 9).
 */
export async function logInAsAdmin(
  page: Page,
  app: Pick<TestApp, 'url' | 'adminEmail' | 'adminPassword'>,
): Promise<void> {
  await page.goto(`${app.url}/login`);
  await page.getByLabel('E-mail').fill(app.adminEmail);
  await page.getByLabel('Senha').fill(app.adminPassword);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(`${app.url}/admin/painel`);
  await page.getByRole('heading', { name: 'Painel' }).waitFor();
}

/**
 * Signs the page in with a token from the API (`POST /v1/auth`) where the app keeps its session (localStorage `token`,
 * written on /login), leaving the page on /login: the next `goto` opens the screen signed in. A provider's token first
 * accepts the terms in force, as the sign-up screen does (issue 37 item 3): an account made through the spec's body
 * alone is otherwise asked "Aceito os termos" on its first screen, which e2e/legalTerms.e2e.ts covers.
 */
export async function logInWithToken(page: Page, app: Pick<TestApp, 'url'>, token: string): Promise<void> {
  await acceptTermsInForce(app.url, token);
  await page.goto(`${app.url}/login`);
  await page.evaluate((value) => window.localStorage.setItem('token', value), token);
}

/** A provider's token accepts the terms and the privacy policy in force (no-op for other roles or when nothing is owed). */
export async function acceptTermsInForce(baseUrl: string, token: string): Promise<void> {
  const auth = { Authorization: `Bearer ${token}` };
  const status = await fetch(`${baseUrl}/v1/legal/acceptance`, { headers: auth });
  if (!status.ok) return;
  const { data } = (await status.json()) as {
    data: { current: { termsVersion: number; privacyVersion: number } | null; pending: boolean };
  };
  if (!data.pending || !data.current) return;
  const accepted = await fetch(`${baseUrl}/v1/legal/accept`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify(data.current),
  });
  if (!accepted.ok) throw new Error(`accepting the terms failed: ${accepted.status} ${await accepted.text()}`);
  // Read your write: the provider frame asks the read model, which must already know the acceptance.
  const position = accepted.headers.get('x-position');
  if (position) await fetch(`${baseUrl}/v1/legal/acceptance`, { headers: { ...auth, 'X-Min-Position': position } });
}

/**
 * A provider's token gives the fiscal data of its NFS-e (`PUT /v1/fiscal-data`), asked before the first purchase
 * (docs/invoicing.md): the suites that buy through the API or with a form they do not test.
 */
export async function giveFiscalData(baseUrl: string, token: string): Promise<string> {
  const body = { ...testFiscalData('Parceiro de Teste') };
  const saved = await fetch(`${baseUrl}/v1/fiscal-data`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!saved.ok) throw new Error(`giving the fiscal data failed: ${saved.status} ${await saved.text()}`);
  return saved.headers.get('x-position') ?? '';
}
