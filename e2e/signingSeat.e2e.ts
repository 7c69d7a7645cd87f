import { blumenauDemand, fileConfirmedDemand } from '../test-support/demands';
import { describeInBrowser, saveScreenshot } from './support/browser';
import { apiClient } from './support/api';
import { browserSession } from './support/session';

/** Issue 38 item 2 (ADR 0169): seats only for who may sign. */
describeInBrowser('a provider without a CRM cannot take a PCMSO seat and is told why', () => {
  const session = browserSession();
  const { app } = session;
  const { get, buyFirstPackageByCard, signUpProvider } = apiClient(app);

  it('on a 390×844 phone: the PCMSO offer reads "Requer assinatura de médico do trabalho" (disabled) instead of "Inscreva-se", and why', async () => {
    const services = (await (await fetch(`${app.url}/v1/services?page=1&name=PCMSO`)).json()) as {
      data: { data: { id: number; name: string }[] };
    };
    const pcmso = services.data.data.find((s) => s.name.startsWith('PCMSO'))!;
    const demand = await fileConfirmedDemand(app.url, blumenauDemand(pcmso.id, 'clara@malhasvale.com.br'));
    const signup = await signUpProvider(
      { name: 'Bruno', surname: 'Engenheiro', phone: '47987654321', email: 'bruno@seguranca.com.br' },
      {
        street: '89010000 - Rua XV de Novembro - 100 - ',
        profession: 'Técnico de Segurança do Trabalho',
        register: 'MTE 12345/SC',
      },
    );
    const { token } = signup;
    // Its only registry (a technician's, from the sign-up details) is not verified, and would not sign a PCMSO anyway.
    const paid = await buyFirstPackageByCard(token, signup.position);
    await get('/auth/me', token, paid.position);
    await get('/companys/service?page=1', token, demand.position);

    const page = await session.pageLoggedInWith(token, 'phone');
    expect(page.viewportSize()).toEqual({ width: 390, height: 844 });
    await page.goto(`${app.url}/dashboard/service/${String(demand.id)}`);
    const refused = page.getByRole('button', { name: 'Requer assinatura de médico do trabalho' });
    await refused.waitFor();
    expect(await refused.isDisabled()).toBe(true);
    await page.getByText(/só pode ser assinado por esse profissional/).waitFor();
    expect(await page.getByRole('button', { name: 'Inscreva-se' }).count()).toBe(0);
    await saveScreenshot(page, 'provider-signing-required-phone');

    // And the API refuses the seat the same way, with nothing spent.
    const answer = await fetch(`${app.url}/v1/subs`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, id: String(demand.id) },
    });
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { message: string }).message).toBe('Requer assinatura de médico do trabalho');
  });
});
