/**
 * Starts one process of the product: the standalone whole (`npm start`), or the command-service, query-service or
 * projections process alone.
 * Without DATABASE_URL the standalone mode starts an embedded PostgreSQL under DATA_DIR; separate services need a server.
 */
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { exposedLocalModeWarning } from '@conectasst/platform/config';
import { createLogger } from '@conectasst/platform/logger';
import type { SystemPart } from '../system';
import { startSystem } from '../system';
import { loadConfigOrExit } from './loadConfigOrExit';
import { busyPortMessage, exitIfPortTaken } from './portCheck';

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
  const config = loadConfigOrExit();
  const logger = createLogger(config.logLevel);
  // Before anything starts (the embedded PostgreSQL, the projections): a port another program holds is a failed start.
  await exitIfPortTaken(config.host, config.port, 'PORT');
  if (config.opsPort !== undefined && config.mode === 'production')
    await exitIfPortTaken(config.host, config.opsPort, 'OPS_PORT');
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl && !serveFrontend) {
    console.error(
      `${name}: defina DATABASE_URL (os serviços separados compartilham um PostgreSQL; o modo embutido é o npm start).`,
    );
    process.exit(2);
  }
  if (!databaseUrl) {
    const { startEmbeddedPostgres } = (await import('../embedded/embeddedPostgres.mjs')) as {
      startEmbeddedPostgres(o: {
        dataDir: string;
        persistent: boolean;
        onLog?: (l: string) => void;
      }): Promise<EmbeddedDatabase>;
    };
    logger.info({ dataDir: config.dataDir }, 'starting embedded PostgreSQL');
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      persistent: true,
      onLog: (line) => logger.debug({ postgres: line.trim() }),
    });
    databaseUrl = embedded.url;
  }
  const staticDir = path.resolve(__dirname, '../../../frontend/dist');
  // Separate services follow the scaled topology: with KAFKA_BROKERS the projections read the relay's topic.
  const kafka =
    !serveFrontend && config.kafkaBrokers ? { brokers: config.kafkaBrokers, topic: config.kafkaTopic } : undefined;
  const system = await startSystem({
    config,
    databaseUrl,
    logger,
    parts,
    service: name,
    ...(kafka ? { kafka } : {}),
    ...(serveFrontend && existsSync(path.join(staticDir, 'index.html')) ? { staticDir } : {}),
  });
  // Local mode listens on 127.0.0.1 unless HOST says otherwise (and then says so loudly); production on HOST or every interface.
  const exposed = exposedLocalModeWarning(config);
  if (exposed) {
    console.warn(`\n  ${exposed}\n`);
    logger.warn({ host: config.host }, 'local mode exposed to the network');
  }
  // Taken between the check and the listen (another program was quicker): stop what started and exit saying so.
  // Express 5 hands the listen's error to the callback, which would otherwise log "no ar" regardless.
  const failedListen = async (error: NodeJS.ErrnoException, port: number, variable: string) => {
    console.error(
      error.code === 'EADDRINUSE'
        ? busyPortMessage(config.host, port, variable)
        : `Não foi possível escutar em ${config.host}:${port} (${variable}): ${error.message}`,
    );
    await system.stop().catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    process.exit(1);
  };
  const server: Server = system.app.listen(config.port, config.host, (error?: Error) => {
    if (error) return void failedListen(error, config.port, 'PORT');
    logger.info(
      {
        process: name,
        host: config.host,
        port: config.port,
        url: `http://localhost:${config.port}`,
        admin: config.adminEmail,
      },
      'ConectaSST no ar',
    );
    if (config.mode === 'local' && serveFrontend) {
      console.log(
        `\n  ConectaSST: http://localhost:${config.port}\n  Admin: ${config.adminEmail} (senha em ADMIN_PASSWORD; padrão local documentado no README)\n`,
      );
    }
  });
  // Production: /health, /ready and /metrics only on OPS_PORT (the orchestrator's and Prometheus's port).
  const operationsServer: Server | undefined =
    system.operationsApp && config.opsPort !== undefined
      ? system.operationsApp.listen(config.opsPort, config.host, (error?: Error) =>
          error
            ? void failedListen(error, config.opsPort!, 'OPS_PORT')
            : logger.info(
                { host: config.host, port: config.opsPort },
                'operations endpoints (/health, /ready, /metrics)',
              ),
        )
      : undefined;

  // Graceful shutdown: /ready turns 503, no new connections, the calls in flight finish (up to SHUTDOWN_TIMEOUT_MS),
  // then the projections stop after their batch in flight and the pools close.
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'draining');
    system.startDraining();
    const force = setTimeout(() => process.exit(1), config.shutdownTimeoutMs + 20_000);
    await new Promise<void>((resolve) => {
      const hard = setTimeout(() => {
        logger.warn('calls still in flight after SHUTDOWN_TIMEOUT_MS; closing their connections');
        server.closeAllConnections();
      }, config.shutdownTimeoutMs);
      server.close(() => {
        clearTimeout(hard);
        resolve();
      });
      server.closeIdleConnections();
    });
    operationsServer?.close();
    operationsServer?.closeAllConnections();
    await system.stop().catch((error) => logger.error({ err: error }, 'stop failed'));
    await embedded?.stop().catch((error) => logger.error({ err: error }, 'embedded PostgreSQL stop failed'));
    clearTimeout(force);
    logger.info({ signal }, 'stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
