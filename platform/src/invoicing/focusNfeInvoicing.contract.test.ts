import { focusNfeInvoicing } from './focusNfeInvoicing';
import { FOCUS_NFE_HOMOLOGACAO } from './focusNfeInvoicing';
import { invoicingConfig } from './invoicingFor';

/**
 * Contract with the real Focus NFe API, in its homologação environment, with a company registered there:
 *   FOCUS_NFE_CONTRACT_TOKEN=…                 (the homologação token of that company)
 *   NFSE_PROVIDER_CNPJ, NFSE_PROVIDER_MUNICIPAL_REGISTRATION, NFSE_PROVIDER_CITY_CODE (that company's fiscal data)
 *   FOCUS_NFE_CONTRACT_API_URL=…               (optional: the homologação address otherwise)
 * Homologação notes have no fiscal value; the suite issues one and cancels it.
 */
const token = process.env.FOCUS_NFE_CONTRACT_TOKEN;

if (!token) {
  describe('Focus NFe contract', () => {
    it.skip('skipped: FOCUS_NFE_CONTRACT_TOKEN is not set (a Focus NFe homologação token runs the contract suite)', () =>
      undefined);
  });
} else {
  describe('Focus NFe contract (real API, homologação)', () => {
    const config = invoicingConfig(
      {
        ...process.env,
        FOCUS_NFE_TOKEN: token,
        FOCUS_NFE_API_URL: process.env.FOCUS_NFE_CONTRACT_API_URL ?? FOCUS_NFE_HOMOLOGACAO,
      },
      'local',
    );
    if (config.issuer !== 'focusnfe') throw new Error('unreachable');
    const issuer = focusNfeInvoicing({
      token,
      apiBaseUrl: config.apiUrl,
      provider: config.provider,
      timeoutMs: 30_000,
    });
    const reference = `contrato-${Date.now()}`;
    const request = {
      reference,
      orderId: Date.now() % 1_000_000,
      description: 'Pacote Contrato — 30 créditos',
      amountCents: 8970,
      renderedAt: new Date().toISOString(),
      customer: {
        document: '52998224725',
        name: 'Tomador de Contrato',
        email: 'contrato@conectasst.example',
        address: {
          street: 'Rua Teste',
          number: '1',
          district: 'Centro',
          city: 'São Paulo',
          state: 'SP',
          postalCode: '01001000',
          cityCode: '3550308',
        },
      },
    };

    it('accepts the note (processing or issued), then reads it by our reference until the municipality answers', async () => {
      const asked = await issuer.issue(request);
      expect(['processing', 'issued']).toContain(asked.status);
      let note = await issuer.status(reference);
      for (let i = 0; i < 20 && note.status === 'processing'; i++) {
        await new Promise((resolve) => setTimeout(resolve, 3000));
        note = await issuer.status(reference);
      }
      expect(['issued', 'rejected']).toContain(note.status);
      if (note.status === 'issued') {
        expect(note.number).toEqual(expect.any(String));
        expect(note.verificationCode).toEqual(expect.any(String));
        // The same reference asked again is the same note.
        await expect(issuer.issue(request)).resolves.toMatchObject({ reference });
        await expect(issuer.cancel(reference, 'Cancelamento de teste do contrato')).resolves.toMatchObject({
          reference,
        });
      }
    }, 120_000);
  });
}
