import { fileDemand, tokenFromMailbox } from '../test-support/demands';
import { describeInBrowser, saveScreenshot } from './support/browser';
import { browserSession, giveFiscalData } from './support/session';

describeInBrowser("the requester's own page: confirm the e-mail, see who subscribed, close the demand", () => {
  const session = browserSession();
  const { app } = session;

  const call = async (method: 'GET' | 'POST', path: string, body?: unknown, token?: string, position?: string) => {
    const r = await fetch(`${app.url}/v1${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(position ? { 'X-Min-Position': position } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!r.ok) throw new Error(`${method} ${path} → ${r.status} ${await r.text()}`);
    return { body: (await r.json()) as Record<string, unknown>, position: r.headers.get('x-position') ?? '' };
  };

  /** A provider with one package of 30 credits, bought through the sandbox checkout. */
  async function providerWithCredits(name: string, surname: string, email: string, cpf: string): Promise<string> {
    const signup = await call('POST', '/auth', { name, surname, phone: '11987654321', email, password: 'segredo1' });
    const token = signup.body.token as string;
    await call(
      'POST',
      '/details/pf',
      {
        cpf,
        name,
        surname,
        street: '01310100 - Avenida Paulista - 1000 - ',
        DDD: '11',
        Phone: '987654321',
        profission: 'Engenheiro de Segurança do Trabalho',
        register: 'CREA 123',
        socialnetwork: 'Google',
      },
      token,
    );
    const packages = (await call('GET', '/dashboard/packages', undefined, token, signup.position)).body as {
      data: { id: number }[];
    };
    await giveFiscalData(app.url, token);
    const checkout = await call('POST', '/checkout', { product_id: packages.data[0]!.id }, token);
    await call('GET', `/checkout/sandbox?token=${String(checkout.body.token)}`, undefined, token, checkout.position);
    const paid = await call('POST', '/checkout/sandbox/pay', { token: checkout.body.token, method: 'card' });
    await call('GET', '/auth/me', undefined, token, paid.position);
    return token;
  }

  it('opens the link from the mailbox (confirmed), two providers subscribe → both listed with 2/5; "Já contratei" closes it', async () => {
    const services = (await (await fetch(`${app.url}/v1/services?page=1`)).json()) as {
      data: { data: { id: number }[] };
    };
    const email = 'helena@padariaboa.com.br';
    const demand = await fileDemand(app.url, {
      nrs: [services.data.data[0]!.id],
      terms: true,
      primary: {
        branchOfTheCompany: 'Comércio',
        companyType: 'Padaria',
        numberOfemployees: '21 a 50',
        maxDate: 'Em até 30 dias',
        activity: 'Panificação',
        cnae: '1091102',
        employeesPerSite: 25,
      },
      location: { UF: 'SP', City: 'São Paulo', Street: 'Mooca', Contact: 'Sem preferência', About: 'PGR e PCMSO.' },
      contact: {
        Name: 'Helena',
        Surname: 'Costa',
        CorporateName: 'Padaria Boa Ltda',
        DepartmentName: 'Proprietário(a) / CEO',
        Email: email,
        ConfirmEmail: email,
        Phone: '11987650000',
      },
    });

    // The requester opens the link of the receipt e-mail: the page confirms the e-mail.
    const page = await session.openPage();
    await page.goto(`${app.url}/minha-demanda/${await tokenFromMailbox(app.url, email, demand.id)}`);
    await page.getByText('E-mail confirmado! Seu pedido foi publicado para os parceiros.').waitFor();
    await page.getByRole('heading', { name: `Meu pedido nº ${demand.id}` }).waitFor();
    await page.getByLabel('Parceiros inscritos').getByText('0/5').waitFor();
    await page.getByText('Panificação — CNAE 1091-1/02').waitFor();

    // Two providers subscribe (published now: they can).
    const first = await providerWithCredits('Bruno', 'Tavares', 'bruno@sst.com.br', '52998224725');
    const second = await providerWithCredits('Carla', 'Nunes', 'carla@sst.com.br', '11144477735');
    for (const token of [first, second]) {
      const r = await fetch(`${app.url}/v1/subs`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, id: String(demand.id) },
      });
      if (r.status !== 200) throw new Error(`subscribe → ${r.status} ${await r.text()}`);
    }

    // The link of the latest e-mail (a provider's subscription) reaches the same page, listing both with their contacts.
    const latest = await tokenFromMailbox(app.url, email, demand.id);
    await page.goto(`${app.url}/minha-demanda/${latest}`);
    await page.getByLabel('Parceiros inscritos').getByText('2/5').waitFor({ timeout: 20_000 });
    await page.getByLabel('Parceiro Bruno Tavares').getByText('bruno@sst.com.br').waitFor();
    await page.getByLabel('Parceiro Carla Nunes').getByText('carla@sst.com.br').waitFor();
    await saveScreenshot(page, 'requester-page-desktop');

    // 'Já contratei' asks which subscribed provider was hired (issue #21).
    await page.getByRole('button', { name: 'Já contratei' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quem você contratou?' });
    await dialog.getByText('Bruno Tavares').click();
    await dialog.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Que bom! Seu pedido foi encerrado.').waitFor();
    await page.getByText('Pedido encerrado: Você já contratou.').waitFor();
    expect(await page.getByRole('button', { name: 'Já contratei' }).count()).toBe(0);

    // Closed: no longer offered to providers.
    const listing = (await call('GET', '/companys/service?page=1', undefined, second)).body as {
      data: { id: number }[];
    };
    expect(listing.data.map((d) => d.id)).not.toContain(demand.id);
  });
});
