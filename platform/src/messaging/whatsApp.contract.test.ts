import { whatsAppCloudMessenger } from './whatsApp';

/**
 * Contract with the real WhatsApp Business Cloud API (ADR 0162), with a test business number:
 *   WHATSAPP_CONTRACT_TOKEN=EAAG…            (a system user's token with whatsapp_business_messaging)
 *   WHATSAPP_CONTRACT_PHONE_NUMBER_ID=…      (the test number's id)
 *   WHATSAPP_CONTRACT_TO=5547…               (a recipient registered on the test number)
 *   WHATSAPP_CONTRACT_API_VERSION=v21.0      (optional)
 * The templates `nova_demanda` and `codigo_verificacao` (pt_BR) must be approved on that business account.
 */
const token = process.env.WHATSAPP_CONTRACT_TOKEN;
const phoneNumberId = process.env.WHATSAPP_CONTRACT_PHONE_NUMBER_ID;
const to = process.env.WHATSAPP_CONTRACT_TO;

if (!token || !phoneNumberId || !to) {
  describe('WhatsApp Cloud API contract', () => {
    it.skip('skipped: WHATSAPP_CONTRACT_TOKEN, WHATSAPP_CONTRACT_PHONE_NUMBER_ID and WHATSAPP_CONTRACT_TO are not set (a test business number runs the contract suite)', () =>
      undefined);
  });
} else {
  describe('WhatsApp Cloud API contract (real API)', () => {
    const messenger = whatsAppCloudMessenger({
      accessToken: token,
      phoneNumberId,
      apiVersion: process.env.WHATSAPP_CONTRACT_API_VERSION || 'v21.0',
    });

    it('sends the new-lead template and gets a message id', async () => {
      const sent = await messenger.send(to, {
        name: 'nova_demanda',
        params: ['PGR (contrato)', 'Blumenau/SC', 'https://conectasst.com.br/dashboard/service/1'],
      });
      expect(sent.id).toMatch(/^wamid\./);
    }, 30_000);

    it('sends the verification-code template and gets a message id', async () => {
      const sent = await messenger.send(to, { name: 'codigo_verificacao', params: ['123456'] });
      expect(sent.id).toMatch(/^wamid\./);
    }, 30_000);

    it('a template that does not exist is refused with the API error', async () => {
      await expect(
        messenger.send(to, { name: 'nao_existe' as 'nova_demanda', params: ['a', 'b', 'c'] }),
      ).rejects.toThrow(/WhatsApp Cloud API refused the message: HTTP 4\d\d/);
    }, 30_000);
  });
}
