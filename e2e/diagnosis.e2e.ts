import { expectNoSeriousA11yViolations } from './support/axe';
import { askDiagnosisAsSupermarket, describeInBrowser, saveScreenshot } from './support/browser';
import { browserSession } from './support/session';

describeInBrowser('diagnóstico SST in the browser', () => {
  const session = browserSession();
  const { app, openPage } = session;

  it('a visitor on a phone types "supermercado", picks the class, gives 30 employees, sees grade 2 and the services, and lands in step 1 with everything filled', async () => {
    const page = await openPage('phone');
    await page.goto(`${app.url}/diagnostico`);
    await page.getByRole('heading', { name: 'Diagnóstico SST gratuito' }).waitFor();
    expect(await page.title()).toBe('Diagnóstico SST gratuito | ConectaSST');

    await askDiagnosisAsSupermarket(page);
    // Issue #35 item 2: on a phone the answer starts in view, its first line focused (not below the fold).
    await page.waitForFunction(() => document.activeElement?.getAttribute('data-testid') === 'diagnosis-grade');
    await page.waitForFunction(() => {
      const box = document.querySelector('[data-testid="diagnosis-grade"]')!.getBoundingClientRect();
      return (
        box.top >= document.querySelector('.site-header')!.getBoundingClientRect().bottom - 1 &&
        box.bottom <= window.innerHeight
      );
    });
    await saveScreenshot(page, 'diagnostico-answer-phone', 'screen');
    await page.getByText('Fonte: NR-4, Anexo I').waitFor();
    const result = page.getByRole('region', { name: 'Resultado do diagnóstico' });
    await result.getByText('PGR - Programa de Gerenciamento de Riscos', { exact: true }).waitFor();
    await result.getByText('NR-1 - Disposições Gerais e Gerenciamento de Riscos Ocupacionais').first().waitFor();
    await result.getByText('Treinamento da CIPA (NR-5)', { exact: true }).waitFor();
    expect(await result.getByText('Assessoria em Segurança do Trabalho e SESMT (NR-4)').count()).toBe(0);
    await result.getByText(/primeira orientação/).waitFor();
    // Issue 38 item 3: "Montar minha agenda SST" opens the agenda's form with the CNAE and the headcount.
    expect(await result.getByRole('link', { name: 'Montar minha agenda SST' }).getAttribute('href')).toBe(
      '/agenda-sst?cnae=4711-3&funcionarios=30',
    );
    await saveScreenshot(page, 'diagnostico-phone');

    await page.getByRole('button', { name: 'Pedir orçamentos grátis para estes serviços' }).click();
    await page.waitForURL(`${app.url}/demanda`);
    await page.getByText('PGR - Programa de Gerenciamento de Riscos', { exact: true }).waitFor();
    await page.getByText('PCMSO - Programa de Controle Médico de Saúde Ocupacional', { exact: true }).waitFor();
    expect(await page.locator('#field-cnae').inputValue()).toBe('4711-3');
    await page.getByText('21 a 50').waitFor();
    // Step 1 shows the grade of the CNAE filled in, with its source.
    await page.getByText(/Grau de risco 2.*Fonte: NR-4, Anexo I/).waitFor();
    const stored = JSON.parse((await page.evaluate(() => window.localStorage.getItem('selectedNrs'))) ?? '[]') as {
      name: string;
    }[];
    expect(stored.map((s) => s.name)).toContain(
      'Exames Ocupacionais e ASO (admissional, periódico, retorno, mudança de risco e demissional)',
    );
    await saveScreenshot(page, 'diagnostico-wizard-phone');
  }, 120_000);

  it('on a desktop, a code from a /cnae link is filled in; a wrong code is told in Portuguese; an ME/EPP sees what its size may waive', async () => {
    const page = await openPage('desktop');
    await page.goto(`${app.url}/diagnostico?cnae=41.20-4`);
    expect(await page.getByLabel('CNAE ou atividade da empresa').inputValue()).toBe('41.20-4');
    await page.getByRole('button', { name: 'Ver diagnóstico' }).click();
    await page.getByText('Informe o número de empregados (de 0 a 1.000.000).').waitFor();
    await page.getByText('Informe o porte da empresa: MEI, ME/EPP ou outro.').waitFor();

    await page.getByLabel('Número de empregados').fill('150');
    await page.getByRole('radio', { name: 'Outro porte' }).check();
    await page.getByRole('button', { name: 'Ver diagnóstico' }).click();
    await page.getByRole('heading', { name: 'Grau de risco 3 (médio-alto)' }).waitFor();
    await page.getByText('Assessoria em Segurança do Trabalho e SESMT (NR-4)', { exact: true }).waitFor();
    await saveScreenshot(page, 'diagnostico-desktop');

    await page.getByLabel('CNAE ou atividade da empresa').fill('99.99-9');
    await page.getByRole('button', { name: 'Ver diagnóstico' }).click();
    await page.getByText('A classe CNAE 99.99-9 não está na relação da NR-4 (Anexo I). Confira o código.').waitFor();

    await page.getByLabel('CNAE ou atividade da empresa').fill('4711-3/02');
    await page.getByLabel('Número de empregados').fill('10');
    await page.getByRole('radio', { name: 'ME ou EPP' }).check();
    await page.getByRole('button', { name: 'Ver diagnóstico' }).click();
    await page.getByRole('heading', { name: 'Seu porte pode dispensar' }).waitFor();
  }, 120_000);

  it('axe finds nothing serious on /diagnostico (form and answer) nor on a /cnae page', async () => {
    const page = await openPage('desktop');
    await page.goto(`${app.url}/diagnostico?cnae=47.11-3`);
    await page.getByLabel('Número de empregados').fill('30');
    await page.getByRole('radio', { name: 'Outro porte' }).check();
    await page.getByRole('button', { name: 'Ver diagnóstico' }).click();
    await page.getByRole('heading', { name: 'Grau de risco 2 (médio-baixo)' }).waitFor();
    await expectNoSeriousA11yViolations(page, '/diagnostico');
    await page.goto(`${app.url}/cnae/41.20-4`);
    await page.locator('.cnae-content').getByText('Qual o grau de risco do CNAE 41.20-4?').waitFor();
    await expectNoSeriousA11yViolations(page, '/cnae/41.20-4');
  }, 120_000);

  it('/cnae/41.20-4 shows its grade with JavaScript disabled', async () => {
    const page = await session.phonePageWithoutJavaScript();
    await page.goto(`${app.url}/cnae/41.20-4`);
    await page.getByRole('heading', { name: 'CNAE 41.20-4 – grau de risco 3', level: 1 }).waitFor();
    await page.getByText('Fonte: NR-4, Anexo I.', { exact: false }).first().waitFor();
    expect(await page.title()).toBe('CNAE 41.20-4 – grau de risco 3 | ConectaSST');
    await saveScreenshot(page, 'cnae-no-javascript-phone');
  }, 120_000);

  it('with JavaScript, /cnae/47.11-3 shows the same content in the site layout, and its link opens the diagnosis with the class filled in', async () => {
    const page = await openPage('phone');
    await page.goto(`${app.url}/cnae/47.11-3`);
    // The app has booted and shows the server's content inside its layout (the page card's heading and the content).
    await page.locator('.cnae-content').getByText('Qual o grau de risco do CNAE 47.11-3?').waitFor();
    await page.getByRole('heading', { name: 'CNAE 47.11-3 – grau de risco 2' }).first().waitFor();
    expect(await page.title()).toBe('CNAE 47.11-3 – grau de risco 2 | ConectaSST');
    await page.getByText('Qual o grau de risco do CNAE 47.11-3?').waitFor();
    await saveScreenshot(page, 'cnae-page-phone');
    await page.getByRole('link', { name: 'Fazer o diagnóstico SST gratuito desta atividade' }).click();
    await page.waitForURL(`${app.url}/diagnostico?cnae=47.11-3`);
    expect(await page.getByLabel('CNAE ou atividade da empresa').inputValue()).toBe('47.11-3');
  }, 120_000);
});
