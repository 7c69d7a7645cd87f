import type { RequestHandler } from 'express';
import { messages } from '@conectasst/common/rules/messages';
import { HttpError } from './httpError';

/** True when every `%XX` escape of the text decodes as UTF-8 (a lone surrogate's `%ED%A0%80` does not). */
const decodes = (text: string): boolean => {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * Well-formed text in the URL of an API call (ADR 0154): a path or query whose escapes are not UTF-8 — the bytes of a
 * lone surrogate, `%ED%A0%80`, or a cut sequence — is refused with 400 and the message of every malformed text. Left
 * alone, the query parser would turn them into U+FFFD and the call would answer as if the client had sent that, and
 * the router would answer its English "Failed to decode param".
 */
export const wellFormedUrl: RequestHandler = (req, _res, next) => {
  const at = req.originalUrl.indexOf('?');
  const path = at < 0 ? req.originalUrl : req.originalUrl.slice(0, at);
  const query = at < 0 ? '' : req.originalUrl.slice(at + 1);
  const parts = [path, ...query.split('&').flatMap((pair) => pair.replace(/\+/g, ' ').split('='))];
  next(parts.every(decodes) ? undefined : new HttpError(400, messages.invalidCharacters));
};
