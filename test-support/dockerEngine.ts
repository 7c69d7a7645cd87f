/**
 * Is there a Docker engine for testcontainers? Decided synchronously (a suite registers its tests or its one skip
 * line while Jest collects them) and quickly, without hanging:
 *
 * 1. the places testcontainers looks, in its order (`tc.host` and `docker.host` in ~/.testcontainers.properties,
 *    DOCKER_HOST, /var/run/docker.sock, the rootless sockets); when none is configured or exists, the answer is "no"
 *    at once, with no process started (this machine, CI);
 * 2. otherwise testcontainers' own detection (`getContainerRuntimeClient()`: picks the strategy, pings the engine, reads
 *    its info) in a child process bounded by a timeout, so an engine that does not answer costs at most that long.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type DockerEngine = { available: true; endpoint: string } | { available: false; reason: string };

export interface ProbeOptions {
  /** Longest wait for testcontainers' own detection (only reached when something is configured or a socket exists). */
  timeoutMs?: number;
  env?: NodeJS.ProcessEnv;
  home?: string;
  /** Whether a file exists (tests pretend a machine's sockets). */
  exists?: (file: string) => boolean;
}

/** Where testcontainers would look for an engine (that exist or are configured), in its order. */
export function dockerEngineCandidates({
  env = process.env,
  home = os.homedir(),
  exists = existsSync,
}: ProbeOptions = {}): string[] {
  const candidates: string[] = [];
  const properties = path.join(home, '.testcontainers.properties');
  if (exists(properties)) {
    for (const line of readFileSync(properties, 'utf8').split('\n')) {
      const match = /^\s*(tc\.host|docker\.host)\s*[=:]\s*(\S+)/.exec(line);
      if (match) candidates.push(match[2]!);
    }
  }
  if (env.DOCKER_HOST) candidates.push(env.DOCKER_HOST);
  const sockets = [
    '/var/run/docker.sock',
    ...(env.XDG_RUNTIME_DIR ? [path.join(env.XDG_RUNTIME_DIR, 'docker.sock')] : []),
    path.join(home, '.docker', 'run', 'docker.sock'),
    path.join(home, '.docker', 'desktop', 'docker.sock'),
    path.join('/run', 'user', String(os.userInfo().uid), 'docker.sock'),
  ];
  for (const socket of sockets) if (exists(socket)) candidates.push(`unix://${socket}`);
  return candidates;
}

const DETECT = `
require('testcontainers')
  .getContainerRuntimeClient()
  .then((client) => { process.stdout.write(client.info.containerRuntime.host || 'docker'); process.exit(0); })
  .catch((error) => { process.stdout.write(String(error && error.message || error)); process.exit(1); });
`;

export function probeDockerEngine(options: ProbeOptions = {}): DockerEngine {
  const { timeoutMs = 10_000, env = process.env, home = os.homedir() } = options;
  const candidates = dockerEngineCandidates(options);
  if (candidates.length === 0) {
    return {
      available: false,
      reason: 'no Docker engine (DOCKER_HOST is unset, no docker.sock, no ~/.testcontainers.properties)',
    };
  }
  const result = spawnSync(process.execPath, ['-e', DETECT], {
    cwd: path.resolve(__dirname, '..'),
    env: { ...env, HOME: home },
    encoding: 'utf8',
    timeout: timeoutMs,
  });
  if (result.error || result.signal) {
    return {
      available: false,
      reason: `the Docker engine at ${candidates[0]} did not answer within ${timeoutMs / 1000} s`,
    };
  }
  if (result.status !== 0) {
    return {
      available: false,
      reason: `no working Docker engine at ${candidates.join(', ')}: ${result.stdout.trim().split('\n')[0]}`,
    };
  }
  return { available: true, endpoint: result.stdout.trim() || candidates[0]! };
}
