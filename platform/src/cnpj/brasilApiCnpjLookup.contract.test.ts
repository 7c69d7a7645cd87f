import { isValidCnpj } from '@brazilian-utils/brazilian-utils';
import { CNPJ_STATUSES } from '@conectasst/common/api/cnpj';
import { brasilApiCnpjLookup } from './cnpjLookup';

/**
 * Contract with the real BrasilAPI (public, no token; it calls the internet, so it runs only when asked):
 *   CNPJ_CONTRACT_URL=https://brasilapi.com.br   (or another BrasilAPI-compatible address)
 *   CNPJ_CONTRACT_CNPJ=…                          (optional: a registered CNPJ to read; Banco do Brasil's head office otherwise)
 */
const url = process.env.CNPJ_CONTRACT_URL;
// Banco do Brasil S.A., head office: a public company whose registration is public record and stays active.
const known = process.env.CNPJ_CONTRACT_CNPJ ?? '00000000000191';

if (!url) {
  describe('BrasilAPI CNPJ contract', () => {
    it.skip('skipped: CNPJ_CONTRACT_URL is not set (CNPJ_CONTRACT_URL=https://brasilapi.com.br runs the contract suite against the real service)', () =>
      undefined);
  });
} else {
  describe('BrasilAPI CNPJ contract (real API)', () => {
    const lookup = brasilApiCnpjLookup(url, 20_000);

    it('reads a registered company in the shape the product uses', async () => {
      const company = await lookup.find(known);
      expect(company).toBeDefined();
      expect(company!.cnpj).toBe(known);
      expect(company!.corporateName.length).toBeGreaterThan(0);
      expect(CNPJ_STATUSES).toContain(company!.status);
      expect(company!.cnae?.code).toMatch(/^\d{2}\.\d{2}-\d$/);
      expect(company!.cnae?.subclass).toMatch(/^\d{4}-\d\/\d{2}$/);
      expect(company!.address.cep).toMatch(/^\d{8}$/);
      expect(company!.address.uf).toMatch(/^[A-Z]{2}$/);
      expect(company!.address.city.length).toBeGreaterThan(0);
    }, 30_000);

    it('a CNPJ with valid check digits that nobody registered is "not found" (404), not an error', async () => {
      const unknown = '41873205000169';
      expect(isValidCnpj(unknown)).toBe(true);
      expect(await lookup.find(unknown)).toBeUndefined();
    }, 30_000);
  });
}
