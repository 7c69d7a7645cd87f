import { blumenauDemand, fileConfirmedDemand } from '../test-support/demands';
import { describeInBrowser } from './support/browser';
import { apiClient } from './support/api';
import { catalogueServices } from './support/demands';
import { expectNoSeriousA11yViolations } from './support/axe';
import { browserSession, logInWithToken } from './support/session';

/**
 * Issue 36 item 1 at 390×844: the provider chooses instant e-mails in "Alertas" and the alert of a confirmed demand is
 * in the mailbox and the WhatsApp sandbox at once (the number verified with the code); the app is an installable PWA whose worker is there for Web Push; "Receber alertas no
 * navegador" asks the browser's permission. Headless Chromium has no push service, so the subscription itself is
 * tested against a local push service in command-service/src/demands/pushAlerts.int.test.ts.
 */
describeInBrowser('provider alerts on a phone', () => {
  const session = browserSession();
  const { app } = session;
  const { get, mailboxWith, signUpProvider, serviceProfile } = apiClient(app);

  it('manifest and icons, the worker active; instant e-mails saved in Alertas; a confirmed demand is e-mailed at once; the permission asked by the button', async () => {
    const manifest = (await (await fetch(`${app.url}/manifest.webmanifest`)).json()) as {
      name: string;
      theme_color: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest).toMatchObject({ name: 'ConectaSST', theme_color: '#2e7d32', display: 'standalone' });
    for (const icon of manifest.icons) {
      const png = await fetch(`${app.url}${icon.src}`);
      expect([icon.src, png.status, png.headers.get('content-type')]).toEqual([icon.src, 200, 'image/png']);
    }

    const service = (await catalogueServices(app))[0]!;
    const { token, position } = await signUpProvider({
      name: 'Luana',
      surname: 'Prado',
      phone: '47987654321',
      email: 'luana@sst.com.br',
    });
    await serviceProfile(token, position, { area: service.area, uf: 'SC', cities: 'Blumenau' });

    const context = await session.openContext('phone');
    const page = await context.newPage();
    await logInWithToken(page, app, token);
    await page.goto(`${app.url}/dashboard/alertas`);
    await page.getByRole('heading', { name: 'Alertas de novas demandas' }).waitFor();
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active?.scriptURL))).toBe(
      `${app.url}/service-worker.js`,
    );

    await page.getByRole('heading', { name: 'WhatsApp' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'Alertas (390×844)');
    await page.getByRole('radio', { name: 'Na hora, uma mensagem por demanda' }).check();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Preferências de alertas salvas.').waitFor();

    // WhatsApp (sandbox): the number and the consent, the code read from the sandbox as the phone would show it.
    await page.getByLabel('Celular com DDD').fill('(47) 98765-4321');
    await page.getByRole('checkbox', { name: /Autorizo o ConectaSST a enviar mensagens de WhatsApp/ }).check();
    await page.getByRole('button', { name: 'Receber alertas no WhatsApp' }).click();
    const codeInput = page.getByLabel('Código de 6 dígitos recebido no WhatsApp');
    await codeInput.waitFor();
    const sandbox = async () =>
      (await (await fetch(`${app.url}/v1/dev/whatsapp`)).json()) as {
        to: string;
        template: string;
        params: string[];
      }[];
    const code = (await sandbox()).find((m) => m.to === '5547987654321' && m.template === 'codigo_verificacao')!
      .params[0]!;
    await codeInput.fill(code);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.getByText('Os alertas vão para o WhatsApp +5547987654321', { exact: false }).waitFor();

    // The requester confirms; the provider's alert is in the mailbox without any timer having run.
    const demand = await fileConfirmedDemand(app.url, blumenauDemand(service.id, 'clara@malhas.com.br'));
    const alertFor = (mail: { to: string; text: string }) =>
      mail.to === 'luana@sst.com.br' && mail.text.includes(`/dashboard/service/${demand.id}`);
    expect((await mailboxWith(alertFor)).filter(alertFor)).toHaveLength(1);
    const leads = (await sandbox()).filter((m) => m.to === '5547987654321' && m.template === 'nova_demanda');
    expect(leads.map((m) => m.params[2])).toEqual([
      expect.stringMatching(new RegExp(`/dashboard/service/${demand.id}$`)),
    ]);
    await get('/alert-preferences', token, demand.position);

    // Web Push: the button asks the permission. Refused (no prompt is answered headless), the screen says how to allow it.
    const button = page.getByRole('button', { name: 'Receber alertas no navegador' });
    const supported = await page.evaluate(() => 'PushManager' in window);
    if (!supported) {
      await page.getByText('Este navegador não recebe notificações.').waitFor();
      return;
    }
    await button.click();
    await page.getByText('As notificações estão bloqueadas neste navegador.', { exact: false }).waitFor();

    // Granted, the browser subscribes with the server's key: without a push service here it fails, and the screen says so
    // instead of claiming success (with one, the subscription is stored: see pushAlerts.int.test.ts).
    await context.grantPermissions(['notifications'], { origin: app.url });
    await page.reload();
    await page.getByRole('heading', { name: 'Alertas de novas demandas' }).waitFor();
    const onOrRefused = page
      .getByText('Este navegador recebe os alertas de novas demandas.')
      .or(page.locator('.ant-alert-error'));
    await page.getByRole('button', { name: 'Receber alertas no navegador' }).click();
    await onOrRefused.first().waitFor();
  });
});
