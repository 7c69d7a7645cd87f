import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { noCepLookup, viaCepLookup } from './cepLookup';

/** The ViaCEP adapter against a real HTTP server that answers like the service does. */
describe('CEP lookup (ViaCEP adapter)', () => {
  let server: http.Server;
  let url: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const cep = /\/ws\/(\d{8})\/json\//.exec(req.url ?? '')?.[1];
      if (cep === '01310100') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(
          JSON.stringify({
            cep: '01310-100',
            logradouro: 'Avenida Paulista',
            bairro: 'Bela Vista',
            localidade: 'São Paulo',
            uf: 'SP',
          }),
        );
      } else if (cep === '99999999') {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ erro: 'true' }));
      } else if (cep === '88888888') {
        setTimeout(() => res.end('{}'), 1_000);
      } else res.writeHead(500).end('falhou');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });

  it('finds the street of a known CEP', async () => {
    expect(await viaCepLookup(url).find('01310100')).toEqual({
      cep: '01310100',
      street: 'Avenida Paulista',
      neighbourhood: 'Bela Vista',
      city: 'São Paulo',
      uf: 'SP',
    });
  });
  it('reads "not found", server errors, slow answers and malformed CEPs as undefined (the user types the street)', async () => {
    const lookup = viaCepLookup(url, 200);
    expect(await lookup.find('99999999')).toBeUndefined();
    expect(await lookup.find('12345678')).toBeUndefined();
    expect(await lookup.find('88888888')).toBeUndefined();
    expect(await lookup.find('0131')).toBeUndefined();
    expect(await viaCepLookup('http://127.0.0.1:1').find('01310100')).toBeUndefined();
    expect(await noCepLookup.find('01310100')).toBeUndefined();
  });
});
