import { createServer } from 'node:net';

/** The Portuguese line of a start refused because another program holds the port. */
export function busyPortMessage(host: string, port: number, variable: string): string {
  return `A porta ${port} já está em uso (${host}): outro programa atende nela, e o ConectaSST não foi iniciado. Encerre esse programa ou escolha outra porta com ${variable}=<porta>.`;
}

/** Binds `host:port` for a moment: `taken` when another program holds it, `free`, or `absent` when it cannot be bound for another reason (no such address here; the listen itself reports the rest). */
function probe(host: string, port: number): Promise<'free' | 'taken' | 'absent'> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'EADDRINUSE' ? 'taken' : 'absent'));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve('free')));
  });
}

/**
 * The addresses a start on `host` must find free: `host` itself, and for the local default (127.0.0.1) the IPv6
 * loopback too, because `http://localhost:<port>` (the address the start prints) may reach ::1 first, where another
 * program would answer while this one logs "no ar". An address this machine lacks (no IPv6) is skipped.
 */
export function addressesToCheck(host: string): string[] {
  if (host === '127.0.0.1' || host === 'localhost') return ['127.0.0.1', '::1'];
  if (host === '::1') return ['::1', '127.0.0.1'];
  return [host];
}

/** Exits 1 with `busyPortMessage` when another program holds the port on one of `addressesToCheck(host)`. */
export async function exitIfPortTaken(host: string, port: number, variable: string): Promise<void> {
  if (port === 0) return;
  for (const address of addressesToCheck(host)) {
    if ((await probe(address, port)) === 'taken') {
      console.error(busyPortMessage(address, port, variable));
      process.exit(1);
    }
  }
}
