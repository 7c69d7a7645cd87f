/**
 * Starts one process of the product: the standalone whole (`npm start`), or the command-service or query-service alone.
 * Without DATABASE_URL the standalone mode starts an embedded PostgreSQL under DATA_DIR; separate services need a server.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { ConfigError, loadConfig } from '@conectasst/platform/config';
import { createLogger } from '@conectasst/platform/logger';
import type { SystemPart } from '../system';
import { startSystem } from '../system';

interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface LaunchOptions {
  /** Shown in logs. */
  name: string;
  parts: readonly SystemPart[];
  /** Serve the built frontend (standalone only). */
  serveFrontend: boolean;
}

export async function launch({ name, parts, serveFrontend }: LaunchOptions): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuração inválida: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl && !serveFrontend) {
    console.error(`${name}: defina DATABASE_URL (os serviços separados compartilham um PostgreSQL; o modo embutido é o npm start).`);
    process.exit(2);
  }
  if (!databaseUrl) {
    const { startEmbeddedPostgres } = (await import('../embedded/embeddedPostgres.mjs')) as {
      startEmbeddedPostgres(o: { dataDir: string; persistent: boolean; onLog?: (l: string) => void }): Promise<EmbeddedDatabase>;
    };
    logger.info({ dataDir: config.dataDir }, 'starting embedded PostgreSQL');
    embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, persistent: true, onLog: (line) => logger.debug({ postgres: line.trim() }) });
    databaseUrl = embedded.url;
  }
  const staticDir = path.resolve(__dirname, '../../../frontend/dist');
  const system = await startSystem({
    config,
    databaseUrl,
    logger,
    parts,
    ...(serveFrontend && existsSync(path.join(staticDir, 'index.html')) ? { staticDir } : {}),
  });
  const server: Server = system.app.listen(config.port, () => {
    logger.info({ process: name, url: `http://localhost:${config.port}`, admin: config.adminEmail }, 'ConectaSST no ar');
    if (config.mode === 'local' && serveFrontend) {
      console.log(`\n  ConectaSST: http://localhost:${config.port}\n  Admin: ${config.adminEmail} (senha em ADMIN_PASSWORD; padrão local documentado no README)\n`);
    }
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    const force = setTimeout(() => process.exit(1), 20_000);
    server.close();
    server.closeAllConnections();
    await system.stop().catch((error) => logger.error({ err: error }, 'stop failed'));
    await embedded?.stop().catch((error) => logger.error({ err: error }, 'embedded PostgreSQL stop failed'));
    clearTimeout(force);
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
