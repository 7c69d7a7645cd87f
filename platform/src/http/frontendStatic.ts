import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { Request, Response, Router } from 'express';
import express from 'express';
import { isAppPath } from '@conectasst/common/web/siteRoutes';

/** Hashed build output (`/assets/<name>-<hash>.<ext>`): its name changes whenever its bytes do (ADR 0117). */
const HASHED_ASSET = /^\/assets\//;
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, service-worker.js): the browser asks again each time (a 304 when unchanged). */
export const REVALIDATE = 'no-cache';

/**
 * App paths whose build has an HTML file of their own: the wizard's first step, whose page preloads its lazy chunk and
 * stylesheet (frontend/vite.config.ts, ADR 0128). Every other app path gets index.html.
 */
const PAGE_HTML: Readonly<Record<string, string>> = { '/demanda': 'demanda.html' };

const fileExists = async (file: string) => (await stat(file).catch(() => undefined))?.isFile() ?? false;

/**
 * Sends `relativePath` from `root`, or its `.br`/`.gz` copy written at build time (frontend/precompress.ts) when the
 * browser accepts that encoding; `Vary: Accept-Encoding` whenever a compressed copy exists, so caches keep them apart.
 */
async function sendBuilt(
  req: Request,
  res: Response,
  root: string,
  relativePath: string,
  cacheControl: string,
  status = 200,
): Promise<void> {
  const file = path.join(root, relativePath);
  const [hasBr, hasGz] = await Promise.all([fileExists(`${file}.br`), fileExists(`${file}.gz`)]);
  const offered = [...(hasBr ? ['br'] : []), ...(hasGz ? ['gzip'] : [])];
  // Our preference (br, then gzip) among what the browser accepts, whatever order it lists them in.
  const encoding = offered.find((candidate) => req.acceptsEncodings(candidate) === candidate);
  const headers: Record<string, string> = { 'Cache-Control': cacheControl };
  if (offered.length > 0) headers['Vary'] = 'Accept-Encoding';
  let sent = relativePath;
  if (encoding === 'br' || encoding === 'gzip') {
    sent = `${relativePath}.${encoding === 'br' ? 'br' : 'gz'}`;
    headers['Content-Encoding'] = encoding;
    // The type of the original file, not of `.br`/`.gz` (send keeps a Content-Type that is already set).
    res.type(path.extname(relativePath));
  }
  res.status(status);
  await new Promise<void>((resolve, reject) =>
    res.sendFile(sent, { root, headers, etag: true, lastModified: true, dotfiles: 'deny' }, (error) =>
      error ? reject(error) : resolve(),
    ),
  );
}

/**
 * The built single-page app: files of the build (hashed assets immutable for a year, the rest revalidated), and for
 * every other GET that accepts HTML the app shell — with status 200 for a path the app has a route for and 404 for
 * any other, so crawlers and monitors see the 404 the browser shows (common/src/web/siteRoutes.ts).
 */
export function frontendStatic(staticDir: string): Router {
  const router = express.Router();
  router.get(/^(?!\/v1\/).*/, async (req, res, next) => {
    let requested = req.path;
    try {
      requested = decodeURIComponent(req.path);
    } catch {
      // A malformed escape names no file: the app's 404 below.
    }
    // A file of the build (never the precompressed copies by name, never outside the folder).
    if (requested !== '/' && !requested.endsWith('.br') && !requested.endsWith('.gz') && !requested.includes('\0')) {
      const file = path.join(staticDir, path.normalize(requested));
      if (file.startsWith(staticDir + path.sep) && path.basename(file) !== 'index.html' && (await fileExists(file))) {
        return sendBuilt(
          req,
          res,
          staticDir,
          path.relative(staticDir, file),
          HASHED_ASSET.test(requested) ? IMMUTABLE : REVALIDATE,
        ).catch(next);
      }
    }
    if (HASHED_ASSET.test(requested) || !req.accepts('html')) return next();
    const own = PAGE_HTML[requested.replace(/(.)\/$/, '$1')];
    const html = own && (await fileExists(path.join(staticDir, own))) ? own : 'index.html';
    return sendBuilt(req, res, staticDir, html, REVALIDATE, isAppPath(requested) ? 200 : 404).catch(next);
  });
  return router;
}
