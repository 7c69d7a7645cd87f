// An embedded PostgreSQL in a process of its own, for tests that stop and restart the database under a running app.
// Usage: node embeddedServer.mjs <dataDir> [port]. Prints "ready <url>"; SIGTERM stops the server cleanly.
import { startEmbeddedPostgres } from '@conectasst/host/embedded/embeddedPostgres.mjs';

const [dataDir, port] = process.argv.slice(2);
const server = await startEmbeddedPostgres({ dataDir, persistent: true, ...(port ? { port: Number(port) } : {}) });
process.stdout.write(`ready ${server.url}\n`);
const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
