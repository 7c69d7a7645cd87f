import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, verify } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A browser's side of a push subscription: its ECDH key pair and auth secret, as a test makes them. */
export interface TestBrowser {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** Decrypts a message body encrypted for this browser (RFC 8291 over RFC 8188 aes128gcm). */
  decrypt(body: Buffer): string;
}

/** One message the push service accepted, decrypted and with its VAPID claims checked. */
export interface ReceivedPush {
  path: string;
  payload: string;
  ttl: string | undefined;
  urgency: string | undefined;
  /** The VAPID JWT's claims once its ES256 signature verified with the `k` key. */
  vapid: { aud: string; exp: number; sub: string; publicKey: string };
}

const b64url = (bytes: Buffer) => bytes.toString('base64url');

/** A browser subscribed to `endpoint`: a fresh P-256 key pair and 16-byte auth secret (what PushManager.subscribe makes). */
export function testBrowser(endpoint: string): TestBrowser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const uaPublic = ecdh.getPublicKey();
  return {
    endpoint,
    keys: { p256dh: b64url(uaPublic), auth: b64url(auth) },
    decrypt(body) {
      // RFC 8188 §2.1 header: salt (16) | record size (4) | key id length (1) | key id (the sender's public key, RFC 8291 §4).
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const asPublic = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      // RFC 8291 §3.4: IKM from the ECDH secret and the auth secret, then the content key and nonce of RFC 8188 §2.2-2.3.
      const ecdhSecret = ecdh.computeSecret(asPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
      const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, auth, keyInfo, 32));
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const plain = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
      // The single (last) record ends with the delimiter 0x02 followed by zero padding (RFC 8188 §2).
      let end = plain.length - 1;
      while (end >= 0 && plain[end] === 0) end--;
      if (plain[end] !== 2) throw new Error('push test service: no last-record delimiter');
      return plain.subarray(0, end).toString('utf8');
    },
  };
}

/** Verifies `Authorization: vapid t=<jwt>, k=<key>` (RFC 8292 §3): the ES256 signature with `k`, and returns the claims. */
function vapidClaims(header: string | undefined): ReceivedPush['vapid'] {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`push test service: not a VAPID authorization: ${header}`);
  const [, jwt, k] = match as unknown as [string, string, string];
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256')
    throw new Error('push test service: not ES256');
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${body}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('push test service: VAPID signature does not verify');
  return {
    ...(JSON.parse(Buffer.from(body, 'base64url').toString()) as { aud: string; exp: number; sub: string }),
    publicKey: k,
  };
}

/**
 * A push service on 127.0.0.1 port 0 (no real one is reachable here): it takes each POST to `/push/<name>`, checks its
 * VAPID authorization, decrypts the payload with the browser `subscribe(name)` made, and answers 201 — or 410 for a
 * subscription `expire`d, as a push service does for a browser that unsubscribed.
 */
export async function startPushTestService(): Promise<{
  subscribe(name: string): TestBrowser;
  expire(name: string): void;
  received: ReceivedPush[];
  /** Requests it could not verify or decrypt (a test expects none). */
  errors: string[];
  origin: string;
  stop(): Promise<void>;
}> {
  const browsers = new Map<string, TestBrowser>();
  const gone = new Set<string>();
  const received: ReceivedPush[] = [];
  const errors: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      const browser = browsers.get(path);
      if (!browser || gone.has(path)) {
        response.writeHead(browser ? 410 : 404).end();
        return;
      }
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm')
          throw new Error(`content-encoding ${request.headers['content-encoding']}`);
        received.push({
          path,
          payload: browser.decrypt(Buffer.concat(chunks)),
          ttl: request.headers.ttl as string | undefined,
          urgency: request.headers.urgency as string | undefined,
          vapid: vapidClaims(request.headers.authorization),
        });
        response.writeHead(201).end();
      } catch (error) {
        errors.push(String(error));
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    subscribe(name) {
      const browser = testBrowser(`${origin}/push/${name}`);
      browsers.set(`/push/${name}`, browser);
      return browser;
    },
    expire(name) {
      gone.add(`/push/${name}`);
    },
    received,
    errors,
    origin,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
