import type { Page } from 'playwright-core';
import { fileConfirmedDemand } from '../test-support/demands';
import { apiClient, logInThroughApi } from './support/api';
import { aDemandFor, catalogueServices, type CatalogueService } from './support/demands';
import { expectNoSeriousA11yViolations } from './support/axe';
import { describeInBrowser, saveScreenshot, waitForAnimations, type ViewportName } from './support/browser';
import { appRoutePatterns } from './support/routeTable';
import { browserSession, logInAsAdmin, logInWithToken, type TestApp } from './support/session';

type Role = 'public' | 'requester' | 'provider' | 'admin';

/** What the set-up made, to fill the routes' parameters in. */
interface Arranged {
  providerToken: string;
  providerId: string;
  demandId: number;
  requesterToken: string;
  agendaToken: string;
  checkoutToken: string;
  postPath: string;
}

/**
 * A concrete address for every route pattern of the router, and the role that opens it. A pattern with no entry here
 * fails the test: a new route is walked from the day it is added.
 */
function addressOf(pattern: string, data: Arranged): { url: string; role: Role } {
  const special: Record<string, string> = {
    '/*': '/pagina-inexistente',
    '/admin/*': '/admin/pagina-inexistente',
    '/servicos/*': '/servicos/pgr-programa-de-gerenciamento-de-riscos/sp/sao-paulo',
    '/blog/:slug': data.postPath,
    '/cnae/:code': '/cnae/41.20-4',
    '/nr/:code': '/nr/1',
    '/checkout': `/checkout?token=${data.checkoutToken}`,
    '/admin/historico/:kind/:id': `/admin/historico/demand/${data.demandId}`,
    '/admin/cms/legal/:kind': '/admin/cms/legal/politica-de-privacidade',
    '/admin/demanda/:id/inscricoes': `/admin/demanda/${data.demandId}/inscricoes`,
    // The analyst's area, walked as the admin (who may open it too; issue #40).
    '/analista/*': '/analista/pagina-inexistente',
    '/analista/eventos/:stream': `/analista/eventos/demand-${data.demandId}`,
    '/analista/historico/:kind/:id': `/analista/historico/demand/${data.demandId}`,
    '/analista/demanda/:id/inscricoes': `/analista/demanda/${data.demandId}/inscricoes`,
    '/dashboard/service/:id': `/dashboard/service/${data.demandId}`,
    '/minha-demanda/:token': `/minha-demanda/${data.requesterToken}`,
    '/agenda-sst/:token': `/agenda-sst/${data.agendaToken}`,
    '/parceiros/:slug': `/parceiros/${data.providerId}`,
  };
  const url = special[pattern] ?? pattern.replace(/:id\b/g, data.providerId);
  if (/[:*]/.test(url)) throw new Error(`phoneOverflow: no address for the route ${pattern}: add one to addressOf`);
  const providerArea = ['/dashboard', '/demandasinscritas', '/checkout', '/second-state', '/third-state'];
  const role: Role =
    url.startsWith('/admin') || url.startsWith('/analista')
      ? 'admin'
      : url.startsWith('/minha-demanda/')
        ? 'requester'
        : providerArea.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`))
          ? 'provider'
          : 'public';
  return { url, role };
}

/** An element past the right edge of the screen that no deliberately scrolling box holds. */
interface Overflow {
  element: string;
  text: string;
  right: number;
}

/**
 * Every visible element whose right edge is past `width`, unless an ancestor scrolls sideways on purpose
 * (`overflow-x: auto | scroll`, itself within the screen, or marked `data-scroll-x`). Elements an ancestor clips
 * (overflow hidden) count too: what is cut off is lost to the reader. Only the outermost offender of a branch is
 * reported. Also: a heading or card title cut short with "…", and a table row's button or link scrolled off screen
 * (a table may scroll sideways, its actions stay in view).
 */
function overflowingElements(page: Page, width: number): Promise<Overflow[]> {
  return page.evaluate((screenWidth) => {
    const found: { node: Element; right: number }[] = [];
    const describe = (node: Element) =>
      node.tagName.toLowerCase() +
      (node.id ? `#${node.id}` : '') +
      Array.from(node.classList)
        .slice(0, 3)
        .map((name) => `.${name}`)
        .join('');
    const scrollsOnPurpose = (node: Element): boolean => {
      for (
        let ancestor = node.parentElement;
        ancestor && ancestor !== document.body;
        ancestor = ancestor.parentElement
      ) {
        if (ancestor.hasAttribute('data-scroll-x')) return true;
        const overflowX = getComputedStyle(ancestor).overflowX;
        if (
          (overflowX === 'auto' || overflowX === 'scroll') &&
          ancestor.getBoundingClientRect().right <= screenWidth + 1
        )
          return true;
      }
      return false;
    };
    for (const node of Array.from(document.body.querySelectorAll('*'))) {
      const box = node.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= screenWidth + 1) continue;
      const style = getComputedStyle(node);
      if (style.visibility === 'hidden' || style.opacity === '0' || style.position === 'fixed') continue;
      // Screen-reader-only text (1 × 1 px, clipped) and what is hidden from everyone.
      if (box.width <= 1 || node.closest('[aria-hidden="true"], [hidden]')) continue;
      if (scrollsOnPurpose(node)) continue;
      if (found.some((outer) => outer.node.contains(node))) continue;
      found.push({ node, right: Math.round(box.right) });
    }
    const report = ({ node, right }: { node: Element; right: number }) => ({
      element: describe(node),
      text: (node.textContent ?? '').trim().slice(0, 60),
      right,
    });
    // A heading or a card's title cut short ("…") inside its box.
    const cut = Array.from(
      document.querySelectorAll('h1, h2, h3, h4, h5, h6, .ant-card-head-title, .ant-modal-title'),
    ).filter(
      (node) =>
        // Screen-reader-only headings (1 × 1 px, clipped) are cut on purpose.
        node.getBoundingClientRect().width > 1 &&
        node.scrollWidth > node.clientWidth + 1 &&
        getComputedStyle(node).overflowX !== 'visible',
    );
    // A row's buttons and links of a table that scrolls sideways: they stay on screen (the action column is fixed right).
    const controlsOff = Array.from(document.querySelectorAll('.ant-table-tbody button, .ant-table-tbody a')).filter(
      (node) => {
        const box = node.getBoundingClientRect();
        return box.width > 0 && (box.right > screenWidth + 1 || box.left < -1);
      },
    );
    return [
      ...found.map(report),
      ...cut.map((node) => ({
        ...report({ node, right: Math.round(node.getBoundingClientRect().right) }),
        element: `${describe(node)} (cortado)`,
      })),
      ...controlsOff.map((node) => ({
        ...report({ node, right: Math.round(node.getBoundingClientRect().right) }),
        element: `${describe(node)} (fora da tela)`,
      })),
    ];
  }, width);
}

/** Waits until the screen has loaded: the network quiet, no spinner, no transition running. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .waitForFunction(
      () => document.querySelectorAll('.ant-spin-spinning, [aria-busy="true"]').length === 0,
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  await waitForAnimations(page);
}

/** A provider with details, a profile in São Paulo and credits, subscribed to a confirmed demand; a published post. */
async function arrange(app: TestApp): Promise<Arranged> {
  const { post, get, buyFirstPackageByCard, mailboxWith } = apiClient(app);
  const adminToken = await logInThroughApi(app.url, app.adminEmail, app.adminPassword);
  const created = await post(
    '/admin/blog',
    { titulo: 'O que muda no PGR', code: '<p>Texto comum. <strong>Prazo importante</strong></p>', published: true },
    adminToken,
  );
  const postId = (created.body.data as { id: number }).id;
  const [service] = (await catalogueServices(app)) as [CatalogueService];
  const demand = await fileConfirmedDemand(
    app.url,
    aDemandFor(service.id, {
      location: {
        UF: 'SP',
        City: 'São Paulo',
        Street: 'Mooca',
        About: 'Laudos de insalubridade e PGR das duas unidades fabris.',
      },
      contact: {
        CorporateName: 'Química Paulista Indústria e Comércio S.A.',
        Email: 'renata@quimicapaulista.com.br',
        Phone: '11987654321',
      },
    }),
  );
  const signup = await post('/auth', {
    name: 'Otávio',
    surname: 'Martins',
    phone: '11987654321',
    email: 'otavio@sst.com.br',
    password: 'segredo1',
  });
  const providerToken = signup.body.token as string;
  await post(
    '/details/pf',
    {
      cpf: '52998224725',
      name: 'Otávio',
      surname: 'Martins',
      street: '01310100 - Avenida Paulista - 1000 - ',
      DDD: '11',
      Phone: '987654321',
      profission: 'Higienista Ocupacional',
      register: 'ABHO 123',
      socialnetwork: 'Google',
    },
    providerToken,
  );
  await post(
    '/company/detail',
    {
      area: String(service.area),
      nrs: 'null',
      esocial: 'Não, e não pretendo adquirir',
      software: null,
      uf: 'SP',
      city: 'São Paulo',
    },
    providerToken,
    {
      'X-Min-Position': signup.position,
    },
  );
  const paid = await buyFirstPackageByCard(providerToken, signup.position);
  await get('/companys/service?page=1', providerToken, demand.position);
  const subscribed = await fetch(`${app.url}/v1/subs`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${providerToken}`, id: String(demand.id), 'X-Min-Position': paid.position },
  });
  if (!subscribed.ok) throw new Error(`subscribe → ${subscribed.status} ${await subscribed.text()}`);
  const me = (await get('/auth/me', providerToken, subscribed.headers.get('x-position') ?? '')) as {
    data?: { userData?: { id?: string } };
    userData?: { id?: string };
  };
  const users = (await get('/admin/users', adminToken, subscribed.headers.get('x-position') ?? '')) as {
    data: { id: string; name: string }[];
  };
  const providerId =
    me.data?.userData?.id ?? me.userData?.id ?? users.data.find((user) => user.name.startsWith('Otávio'))!.id;
  // A second demand of the provider's area and city, left open for the provider's list of open demands.
  const second = await fileConfirmedDemand(
    app.url,
    aDemandFor(service.id, {
      primary: {
        branchOfTheCompany: 'Comércio',
        companyType: 'Supermercado',
        numberOfemployees: '51 a 100',
        maxDate: 'Em até 30 dias',
      },
      location: { UF: 'SP', City: 'São Paulo', Street: 'Pinheiros', About: '' },
      contact: {
        Name: 'Paulo',
        Surname: 'Reis',
        CorporateName: 'Mercado Pinheiros Ltda',
        Email: 'paulo@mercadopinheiros.com.br',
        Phone: '11987650000',
      },
    }),
  );
  await get('/companys/service?page=1', providerToken, second.position);
  // A checkout left open, for /checkout.
  const packages = (await get('/dashboard/packages', providerToken, paid.position)) as { data: { id: number }[] };
  const checkout = await post('/checkout', { product_id: packages.data[0]!.id }, providerToken);
  // An agenda SST (ADR 0175), for /agenda-sst/:token: its link comes by e-mail.
  await post('/agenda-sst', {
    cnpj: '11.222.333/0001-81',
    cnae: '47.11-3',
    employees: 30,
    uf: 'SP',
    city: 'São Paulo',
    email: 'agenda@mercadopinheiros.com.br',
    terms: true,
  });
  const agendaMail = (await mailboxWith((m) => m.to === 'agenda@mercadopinheiros.com.br')).find(
    (m) => m.to === 'agenda@mercadopinheiros.com.br',
  )!;
  const agendaToken = /\/agenda-sst\/([^\s]+)/.exec(agendaMail.text)![1]!;
  return {
    providerToken,
    providerId,
    agendaToken,
    demandId: demand.id,
    requesterToken: demand.token,
    checkoutToken: String(checkout.body.token),
    postPath: `/blog/${postId}-o-que-muda-no-pgr`,
  };
}

/**
 * Issue #35 item 6: nothing wider than a phone. At 390 × 844 every route of the router (read from the route files, so
 * a new route is walked the day it is added), opened by the role that uses it — the public, the requester through
 * the signed link, a provider with a subscription, the administrator — has no element past the right edge of the
 * screen outside a box that scrolls sideways on purpose. One browser, one page per role, data arranged once through
 * the API. With SCREENSHOTS_DESKTOP set it also saves every route at 1366 × 768 (to look at, not asserted).
 */
describeInBrowser('nothing wider than a phone: every route of every role at 390 × 844', () => {
  const session = browserSession();
  const { app } = session;
  let data: Arranged;

  beforeAll(async () => {
    data = await arrange(app);
  }, 120_000);

  it('the check itself: a 600-px box is caught, the same box inside a sideways-scrolling one is not', async () => {
    const page = await session.openPage('phone');
    await page.setContent(
      '<meta name="viewport" content="width=device-width"><div id="wide" style="width:600px">x</div><div style="overflow-x:auto"><div style="width:600px">y</div></div>',
    );
    expect((await overflowingElements(page, 390)).map((found) => found.element)).toEqual(['div#wide']);
  });

  async function walk(viewport: ViewportName): Promise<Record<string, Overflow[]>> {
    const pages: Partial<Record<Role, Page>> = {};
    const pageFor = async (role: Role): Promise<Page> => {
      if (pages[role]) return pages[role];
      const page = await session.openPage(viewport);
      if (role === 'admin') await logInAsAdmin(page, app);
      if (role === 'provider') await logInWithToken(page, app, data.providerToken);
      pages[role] = page;
      return page;
    };
    const failures: Record<string, Overflow[]> = {};
    for (const pattern of appRoutePatterns()) {
      const { url, role } = addressOf(pattern, data);
      const page = await pageFor(role);
      await page.goto(`${app.url}${url}`);
      // A document without the app's root is the server's error, not a screen: once more after a pause (on a shared
      // machine another build can be rewriting frontend/dist), then it counts as a failure of its own.
      if ((await page.locator('#root').count()) === 0) {
        await page.waitForTimeout(3_000);
        await page.goto(`${app.url}${url}`);
        if ((await page.locator('#root').count()) === 0) {
          failures[`${role} ${url}`] = [
            { element: 'document', text: (await page.textContent('body'))?.slice(0, 60) ?? '', right: 0 },
          ];
          continue;
        }
      }
      await settle(page);
      const name = `overflow-${role}${pattern.replace(/[/:*]+/g, '-').replace(/-$/, '') || '-home'}-${viewport}`;
      await saveScreenshot(page, name);
      const found = await overflowingElements(page, page.viewportSize()!.width);
      if (found.length > 0) failures[`${role} ${url}`] = found;
    }
    return failures;
  }

  it('every route of the router, opened by its role, fits a 390-px phone', async () => {
    expect(await walk('phone')).toEqual({});
  }, 600_000);

  it('on a phone, the open demands come before their filters: "Filtros (n)" opens them in a drawer, and the balance is in the header', async () => {
    const page = await session.pageLoggedInWith(data.providerToken, 'phone');
    await page.goto(`${app.url}/dashboard`);
    const firstDemand = page.getByRole('button', { name: /^Inscreva-se/ }).first();
    await firstDemand.waitFor();
    // The header row shows the balance next to the menu button.
    await page
      .locator('header.site-header')
      .getByText(/^Saldo: \d+ créditos$/)
      .waitFor();
    // The first demand is on the first screen; the filters are not on the page until asked.
    const filtersButton = page.getByRole('button', { name: 'Filtros (0)' });
    const [buttonBox, demandBox] = [await filtersButton.boundingBox(), await firstDemand.boundingBox()];
    expect({
      buttonAboveDemand: buttonBox!.y < demandBox!.y,
      demandOnFirstScreen: demandBox!.y + demandBox!.height <= 844,
    }).toEqual({
      buttonAboveDemand: true,
      demandOnFirstScreen: true,
    });
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await saveScreenshot(page, 'dashboard-filters-folded-phone', 'screen');

    await filtersButton.click();
    const drawer = page.getByRole('dialog').filter({ has: page.getByLabel('Palavra-chave') });
    await drawer.getByText('Filtros', { exact: true }).waitFor();
    await waitForAnimations(page);
    await saveScreenshot(page, 'dashboard-filters-open-phone', 'screen');
    await expectNoSeriousA11yViolations(page, 'Demandas Abertas, filtros abertos (phone)');
    await drawer.getByLabel('Palavra-chave').fill('Supermercado');
    await drawer.getByRole('button', { name: 'Filtrar' }).click();
    await page.getByRole('button', { name: 'Filtros (1)' }).waitFor();
    await drawer.waitFor({ state: 'hidden' });
    await settle(page);
    expect(await overflowingElements(page, 390)).toEqual([]);
  }, 120_000);

  it('the screens changed for phones have no serious accessibility finding at 390 and 1366 px', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const provider = await session.pageLoggedInWith(data.providerToken, viewport);
      for (const path of [
        '/dashboard',
        '/dashboard/pacotes',
        `/dashboard/service/${data.demandId}`,
        '/dashboard/desempenho',
      ]) {
        await provider.goto(`${app.url}${path}`);
        await provider.getByRole('heading', { level: 1 }).first().waitFor();
        await settle(provider);
        await expectNoSeriousA11yViolations(provider, `${path} (${viewport})`);
      }
      const requester = await session.openPage(viewport);
      await requester.goto(`${app.url}/minha-demanda/${data.requesterToken}`);
      await requester.getByRole('button', { name: 'Avaliar Otávio Martins' }).click();
      await requester.getByRole('form', { name: 'Avaliar Otávio Martins' }).waitFor();
      await saveScreenshot(requester, `requester-review-open-${viewport}`);
      await expectNoSeriousA11yViolations(requester, `/minha-demanda (${viewport})`);
      const admin = await session.adminPage(viewport);
      await admin.goto(`${app.url}/admin/demanda`);
      await settle(admin);
      await expectNoSeriousA11yViolations(admin, `/admin/demanda (${viewport})`);
    }
  }, 180_000);

  if (process.env.SCREENSHOTS_DESKTOP) {
    it('every route at 1366 × 768 (screenshots only)', async () => {
      await walk('desktop');
    }, 600_000);
  }
});
