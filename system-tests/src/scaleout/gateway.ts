import { spawn, spawnSync } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const NGINX = '/usr/sbin/nginx';
export const NGINX_CONFIG = path.resolve(__dirname, '../../../deploy/nginx/conectasst.conf');

export interface GatewayAddresses {
  /** `host:port` nginx listens on. */
  listen: string;
  commandService: string;
  queryService: string;
  /** Folder with the built frontend. */
  root: string;
}

/** The repository's gateway config with other addresses: the compose service names and port 80 become these. */
export function renderGatewayConfig(
  addresses: GatewayAddresses,
  template = readFileSync(NGINX_CONFIG, 'utf8'),
): string {
  const replace = (text: string, from: RegExp, to: string) => {
    if (!from.test(text)) throw new Error(`${NGINX_CONFIG}: ${from} not found`);
    return text.replace(from, to);
  };
  let conf = replace(template, /server command-service:\d+;/, `server ${addresses.commandService};`);
  conf = replace(conf, /server query-service:\d+;/, `server ${addresses.queryService};`);
  conf = replace(conf, /listen 80;/, `listen ${addresses.listen};`);
  return replace(conf, /root \/usr\/share\/nginx\/html;/, `root ${addresses.root};`);
}

/**
 * A whole nginx.conf around the server block, with every path inside `dir` (no root-owned defaults touched): the
 * server's access log is written to `dir/access.log`.
 */
export function writeNginxMainConfig(dir: string, serverConfig: string): string {
  mkdirSync(dir, { recursive: true });
  chmodSync(dir, 0o755);
  writeFileSync(
    path.join(dir, 'conectasst.conf'),
    serverConfig.replace(/access_log \/var\/log\/nginx\/access\.log /g, `access_log ${dir}/access.log `),
  );
  const main = path.join(dir, 'nginx.conf');
  writeFileSync(
    main,
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${dir}/conectasst.conf;
}
`,
  );
  return main;
}

/** `nginx -t` on a main config: throws with nginx's own message when the config is invalid. */
export function checkNginxConfig(mainConfig: string): string {
  const dir = path.dirname(mainConfig);
  const result = spawnSync(NGINX, ['-t', '-q', '-p', dir, '-e', path.join(dir, 'error.log'), '-c', mainConfig], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`nginx -t failed:\n${result.stderr}`);
  return result.stderr;
}

export interface RunningGateway {
  stop(): Promise<void>;
}

export function startNginx(mainConfig: string): RunningGateway {
  const dir = path.dirname(mainConfig);
  const child: ChildProcess = spawn(NGINX, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', mainConfig], {
    stdio: 'ignore',
  });
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}

/** The smallest frontend shell nginx can serve (`index.html` of a single-page app). */
export const SHELL_HTML = '<!doctype html><html lang="pt-BR"><title>ConectaSST</title><div id="root"></div></html>';

/**
 * A fresh work folder for a gateway suite (`work`, removed by the suite) with the frontend folder nginx serves
 * (`root` = `work/site`, holding `assets/` and `index.html` = `indexHtml`).
 */
export function gatewayWorkDir(prefix: string, indexHtml = SHELL_HTML): { work: string; root: string } {
  const work = mkdtempSync(path.join(os.tmpdir(), prefix));
  // As root, nginx's workers run as 'nobody': they must enter the folders.
  chmodSync(work, 0o755);
  const root = path.join(work, 'site');
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), indexHtml);
  return { work, root };
}

export interface GatewayInFront extends RunningGateway {
  /** The port nginx listens on (127.0.0.1). */
  port: number;
}

/**
 * The repository's gateway config, run by a real nginx in front of one app address (both upstreams), serving `root`
 * as the frontend; resolves once nginx answers. For tests of what the gateway itself adds (headers, limits).
 */
export async function startGatewayInFront(appAddress: string, root: string, workDir: string): Promise<GatewayInFront> {
  const probe = createServer().listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => probe.once('listening', () => resolve()));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  const main = writeNginxMainConfig(
    path.join(workDir, 'nginx'),
    renderGatewayConfig({ listen: `127.0.0.1:${port}`, commandService: appAddress, queryService: appAddress, root }),
  );
  checkNginxConfig(main);
  const gateway = startNginx(main);
  for (let i = 0; ; i++) {
    const up = await fetch(`http://127.0.0.1:${port}/nginx-health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (i === 300) {
      await gateway.stop();
      throw new Error(`nginx did not answer on 127.0.0.1:${port} (see ${path.join(workDir, 'nginx', 'error.log')})`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { port, stop: () => gateway.stop() };
}
