import http from 'node:http';

/** GET through a keep-alive agent; resolves with the status once the body is read. */
export function get(agent: http.Agent, url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      })
      .on('error', reject);
  });
}
