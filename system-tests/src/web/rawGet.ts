import http from 'node:http';

/** An answer as it crossed the wire: the body's bytes as sent (fetch and supertest decompress on their own). */
export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** `GET urlPath` on 127.0.0.1:`port` with `headers`, the body kept compressed when it was sent so. */
export function rawGet(port: number, urlPath: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise<RawResponse>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}
