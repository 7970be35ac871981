/**
 * Only what is meant to be public is served from the build (`dist/`): an allow-list of its files made once at start,
 * matched against the request's path decoded (as often as it was encoded, up to 3 times) and normalised. The server
 * bundle (`server/`), the source maps (`sourcemaps/`, kept beside the build for an error tracker, never served), the
 * build's notes (`chunks.json`, `build-info.json`) and the page template are never answered, however the path is
 * spelled (`%2f`, `%73`, `..`, double encoding, backslashes); a path that does not decode is refused.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

/** Build files that stay on the server (paths from dist/'s root, lower case). */
const PRIVATE = /^\/(?:server|sourcemaps)(?:\/|$)|^\/(?:chunks|build-info)\.json$|\.map$|^\/index\.html$/;

/** The request path decoded until it no longer changes (at most 3 rounds); null when it is not valid encoding. */
export function decodedPath(raw: string): string | null {
  let current = raw;
  for (let round = 0; round < 3; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) break;
    current = next;
  }
  return current;
}

/** The decoded path normalised ('/a/./b//c' → '/a/b/c', backslashes as slashes); null when it climbs out ('..'). */
export function normalisedPath(raw: string): string | null {
  const decoded = decodedPath(raw);
  if (decoded === null || decoded.includes('\0')) return null;
  const slashes = decoded.replace(/\\/g, '/');
  if (slashes.split('/').includes('..')) return null;
  return path.posix.normalize(`/${slashes}`);
}

/** Whether a path of the build is public (not the server bundle, a source map, the build's notes or the template). */
export function isPublicBuildPath(normalised: string): boolean {
  return !PRIVATE.test(normalised.toLowerCase());
}

/** Every file of the build, as '/assets/main.1a2b.js', and which of them are public. */
export function buildFiles(distDir: string): { every: Set<string>; allowed: Set<string> } {
  const every = new Set<string>();
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const web = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), web);
      else if (entry.isFile()) every.add(web);
    }
  };
  walk(distDir, '');
  return { every, allowed: new Set([...every].filter(isPublicBuildPath)) };
}

/** Set by `publicOnly` on a request whose path names one of the build's public files (`res.locals`). */
export const BUILD_FILE = 'buildFile';

/**
 * Before the static handlers: a path that names a file of the build answers only when that file is on the
 * allow-list; a private file's path (however spelled), or one that climbs out, is a 404, one that does not decode a
 * 400. Other paths (pages) go on, marked as no file (`res.locals.buildFile` false), so the static handlers leave
 * them alone without asking the disk.
 */
export function publicOnly(distDir: string): RequestHandler {
  const { every, allowed } = buildFiles(distDir);
  return (req, res, next) => {
    const normalised = normalisedPath(req.path);
    if (normalised === null) {
      res
        .status(decodedPath(req.path) === null ? 400 : 404)
        .type('text/plain')
        .send('Not found');
      return;
    }
    if (!isPublicBuildPath(normalised) || (every.has(normalised) && !allowed.has(normalised))) {
      res.status(404).type('text/plain').send('Not found');
      return;
    }
    res.locals[BUILD_FILE] = allowed.has(normalised);
    next();
  };
}
