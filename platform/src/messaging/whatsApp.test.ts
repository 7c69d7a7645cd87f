import {
  SandboxWhatsApp,
  isValidWebhookSignature,
  parseWebhook,
  templateMessage,
  webhookSignature,
  whatsAppCloudMessenger,
} from './whatsApp';

describe('WhatsApp Business Cloud API adapter (ADR 0162)', () => {
  it('posts an approved template message to /<version>/<phone-number-id>/messages with the bearer token, and answers the wamid', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(
        JSON.stringify({
          messaging_product: 'whatsapp',
          contacts: [{ wa_id: '5547987654321' }],
          messages: [{ id: 'wamid.ABC' }],
        }),
        { status: 200 },
      );
    }) as unknown as typeof fetch;
    const messenger = whatsAppCloudMessenger(
      { accessToken: 'EAAG-token', phoneNumberId: '1234567890', apiVersion: 'v21.0' },
      fakeFetch,
    );
    expect(
      await messenger.send('5547987654321', {
        name: 'nova_demanda',
        params: ['PGR', 'Blumenau/SC', 'https://conectasst.com.br/dashboard/service/7'],
      }),
    ).toEqual({ id: 'wamid.ABC' });
    expect(calls[0]!.url).toBe('https://graph.facebook.com/v21.0/1234567890/messages');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe('Bearer EAAG-token');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '5547987654321',
      type: 'template',
      template: {
        name: 'nova_demanda',
        language: { code: 'pt_BR' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'PGR' },
              { type: 'text', text: 'Blumenau/SC' },
              { type: 'text', text: 'https://conectasst.com.br/dashboard/service/7' },
            ],
          },
        ],
      },
    });
  });

  it('the verification code goes in the authentication template, body and copy-code button; a refusal names the API error', async () => {
    expect(templateMessage('5547987654321', { name: 'codigo_verificacao', params: ['123456'] })).toMatchObject({
      template: {
        name: 'codigo_verificacao',
        components: [
          { type: 'body' },
          { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: '123456' }] },
        ],
      },
    });
    const refusing = (async () =>
      new Response(JSON.stringify({ error: { message: 'Template name does not exist', code: 132001 } }), {
        status: 404,
      })) as unknown as typeof fetch;
    const messenger = whatsAppCloudMessenger({ accessToken: 't', phoneNumberId: '1', apiVersion: 'v21.0' }, refusing);
    await expect(messenger.send('5547987654321', { name: 'codigo_verificacao', params: ['123456'] })).rejects.toThrow(
      'HTTP 404 132001: Template name does not exist',
    );
  });

  it('a webhook delivery is valid only with the HMAC-SHA-256 of its raw bytes under the app secret', () => {
    const raw = Buffer.from('{"object":"whatsapp_business_account","entry":[]}');
    const signature = webhookSignature(raw, 'segredo-do-app');
    expect(isValidWebhookSignature(raw, signature, 'segredo-do-app')).toBe(true);
    expect(isValidWebhookSignature(raw, signature, 'outro-segredo')).toBe(false);
    expect(isValidWebhookSignature(Buffer.from(`${raw.toString()} `), signature, 'segredo-do-app')).toBe(false);
    expect(isValidWebhookSignature(raw, undefined, 'segredo-do-app')).toBe(false);
    expect(isValidWebhookSignature(raw, 'sha256=zz', 'segredo-do-app')).toBe(false);
  });

  it('reads inbound texts and statuses from a delivery; anything else reads as nothing', () => {
    const delivery = {
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              field: 'messages',
              value: {
                messages: [{ from: '5547987654321', type: 'text', text: { body: 'PARAR' } }],
                statuses: [{ id: 'wamid.1', status: 'delivered', recipient_id: '5547987654321' }],
              },
            },
          ],
        },
      ],
    };
    expect(parseWebhook(delivery)).toEqual({
      inbound: [{ from: '5547987654321', text: 'PARAR' }],
      statuses: [{ id: 'wamid.1', status: 'delivered', recipient: '5547987654321' }],
    });
    expect(parseWebhook({ entry: 'x' })).toEqual({ inbound: [], statuses: [] });
    expect(parseWebhook(null)).toEqual({ inbound: [], statuses: [] });
  });

  it('the sandbox lists what would have been sent, newest first, with the text a person would read', async () => {
    const sandbox = new SandboxWhatsApp();
    await sandbox.send('5547987654321', { name: 'codigo_verificacao', params: ['654321'] });
    expect(sandbox.list()[0]).toMatchObject({
      to: '5547987654321',
      template: 'codigo_verificacao',
      text: '654321 é seu código de verificação do ConectaSST.',
    });
  });
});
