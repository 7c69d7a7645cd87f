import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { createHttpApp } from './createHttpApp';

/** The HTTP layer around the routers (issue #33, item 6): a corrupt compressed body and methods on the public pages. */
const api = express.Router();
api.post('/v1/eco', (req, res) => void res.status(201).json({ recebido: req.body }));
// A server-rendered public page, as query-service mounts them (cnaePages.ts, landing pages).
api.get('/cnae', (_req, res) => void res.type('html').send('<h1>CNAE</h1>'));

const app = createHttpApp({ logger: pino({ level: 'silent' }), routers: [api] });

/** The bytes as they are (supertest's `send` would serialise a Buffer as JSON under a JSON Content-Type). */
const postCompressed = async (encoding: string, bytes: Buffer) => {
  const test = request(app).post('/v1/eco').set('Content-Type', 'application/json').set('Content-Encoding', encoding);
  test.write(bytes);
  return test;
};

describe('a compressed body the server cannot decompress', () => {
  it.each([
    ['gzip', gzipSync(JSON.stringify({ texto: 'olá' }))],
    ['deflate', deflateSync(JSON.stringify({ texto: 'olá' }))],
    ['br', brotliCompressSync(JSON.stringify({ texto: 'olá' }))],
  ])(
    '%s: a well-formed body is read; a corrupt one answers 400 with a Portuguese message, not 500',
    async (encoding, compressed) => {
      const sent = await postCompressed(encoding, compressed);
      expect(sent.status).toBe(201);
      expect(sent.body).toEqual({ recebido: { texto: 'olá' } });
      for (const corrupt of [
        Buffer.from('isto não está comprimido'),
        compressed.subarray(0, Math.max(2, compressed.length - 6)),
        Buffer.concat([compressed.subarray(0, 4), Buffer.alloc(32, 0xff)]),
      ]) {
        const r = await postCompressed(encoding, corrupt);
        expect({ status: r.status, message: r.body.message }).toEqual({
          status: 400,
          message: 'O corpo da requisição está corrompido: não foi possível descompactá-lo (Content-Encoding).',
        });
      }
    },
  );
});

describe('a method the public pages do not take', () => {
  it.each([
    ['post', '/'],
    ['post', '/cnae'],
    ['put', '/demanda'],
    ['delete', '/assets/index-abc123.js'],
    ['patch', '/blog'],
  ] as const)('%s %s → 405 with Allow and a Portuguese message, not the English 404', async (method, path) => {
    const r = await request(app)[method](path).expect(405);
    expect(r.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(r.body).toEqual({ message: 'Método não permitido para este endereço.' });
  });

  it('GET and HEAD of the page still answer; an unknown page answers a Portuguese 404', async () => {
    await request(app).get('/cnae').expect(200);
    await request(app).head('/cnae').expect(200);
    const missing = await request(app).get('/nao-existe').expect(404);
    expect(missing.body).toEqual({ message: 'Página não encontrada.' });
    expect((await request(app).options('/nao-existe').expect(204)).headers.allow).toBe('GET, HEAD, OPTIONS');
  });
});
