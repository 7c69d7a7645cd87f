import pino from 'pino';

export function createLogger(level: string, name = 'conectasst'): pino.Logger {
  return pino({ name, level, base: { service: name } });
}
