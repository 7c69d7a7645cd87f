import type { ErrorRequestHandler, RequestHandler } from 'express';
import { IdempotencyConflict, WrongExpectedRevision } from '@conectasst/events/errors';
import { SubjectErased } from '@conectasst/events/catalogue/keyStore';
import { messages } from '@conectasst/common/rules/messages';
import { lgpdMessages } from '@conectasst/common/rules/lgpdRules';
import { DomainError } from '@conectasst/common/rules/domainError';
import { HttpError } from './httpError';
import { redactUrl } from './redactUrl';

const domainStatus = { not_found: 404, conflict: 409, invalid: 422, forbidden: 403 } as const;

/**
 * The database is unreachable or restarting: connection refused/reset, a terminated session, PostgreSQL's classes
 * 08 (connection exception) and 57P (operator intervention: shutdown, restart, cannot connect now).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'string' ? e.code : '';
  if (['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND'].includes(code)) return true;
  if (/^08/.test(code) || /^57P0[1-4]$/.test(code)) return true;
  const message = typeof e?.message === 'string' ? e.message : '';
  return /Connection terminated|connection timeout|Client has encountered a connection error/i.test(message);
}

interface BodyParserError {
  type?: string;
  status?: number;
  /** zlib's code (`Z_DATA_ERROR`, `Z_BUF_ERROR`, brotli's `ERR__ERROR_FORMAT_…`) on a body that does not decompress. */
  code?: string;
  /** http-errors' mark of an error made to be answered as it is (a 4xx of body-parser). */
  expose?: boolean;
}

/** Maps every failure to `{ message }` in Portuguese with the right status; only real faults become 500. */
export function errorHandler(log: { error(obj: object, msg?: string): void }): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    if (res.headersSent) return;
    if (error instanceof HttpError) {
      res
        .status(error.status)
        .json({ message: error.message, ...(error.fields ? { fields: error.fields } : {}), ...error.extra });
      return;
    }
    if (error instanceof DomainError) {
      res.status(domainStatus[error.code]).json({ message: error.message });
      return;
    }
    if (error instanceof WrongExpectedRevision) {
      res.status(409).json({ message: messages.conflict });
      return;
    }
    if (error instanceof SubjectErased) {
      // A command that would write personal data of a person erased under the LGPD (the deciders refuse most first).
      res.status(409).json({ message: lgpdMessages.subjectErased });
      return;
    }
    if (error instanceof IdempotencyConflict) {
      res.status(409).json({ message: messages.idempotencyKeyReused });
      return;
    }
    const parserError = error as BodyParserError;
    switch (parserError?.type) {
      case 'entity.parse.failed':
        res.status(400).json({ message: messages.invalidJson });
        return;
      case 'entity.too.large':
        res.status(413).json({ message: 'O corpo da requisição é grande demais.' });
        return;
      case 'encoding.unsupported':
      case 'charset.unsupported':
        res.status(415).json({ message: 'Codificação do corpo não suportada; use UTF-8.' });
        return;
      case 'request.aborted':
        return;
    }
    // body-parser passes the decompression stream's own error on with status 400 and no type (every error of its
    // reading has one): a gzip, deflate or br body that does not decompress. It was a 500 (issue #33).
    if (
      parserError?.expose === true &&
      parserError.status === 400 &&
      parserError.type === undefined &&
      typeof parserError.code === 'string'
    ) {
      res.status(400).json({ message: messages.corruptBody });
      return;
    }
    // Any other client error body-parser raises: its status, in Portuguese.
    if (
      parserError?.expose === true &&
      typeof parserError.status === 'number' &&
      parserError.status >= 400 &&
      parserError.status < 500
    ) {
      res.status(parserError.status).json({ message: messages.invalidRequest });
      return;
    }
    if (error instanceof URIError) {
      res.status(400).json({ message: messages.invalidRequest });
      return;
    }
    if (isDatabaseUnavailable(error)) {
      log.error({ err: error, method: req.method, url: redactUrl(req.originalUrl) }, 'database unavailable');
      res.status(503).set('Retry-After', '5').json({ message: messages.unavailable });
      return;
    }
    log.error({ err: error, method: req.method, url: redactUrl(req.originalUrl) }, 'unhandled error');
    res.status(500).json({ message: messages.internal });
  };
}

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Rota não encontrada.' });
};
