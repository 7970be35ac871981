/**
 * A page's bytes compressed in one go (brotli, else gzip), and kept with the page.
 *
 * A rendered page is one buffer of about 50–170 KB. The `compression` middleware put it through a zlib stream; here
 * the whole buffer is one job on zlib's thread pool (the event loop stays free meanwhile), and a page kept by the
 * page cache (server/pageCache.ts) keeps its compressed copies (for as long as the page is kept: they live and go
 * with its body; about a fifth of its size each, beside the cache's byte bound), so visitors of a kept page no longer
 * pay for compressing it again (about 1–2 ms of a pool thread for a tour page). For an uncached page the gain is
 * small (about 0.5 ms, interleaved over 90 tours). The settings are the `compression` middleware's (brotli quality
 * 4, gzip's default level), which the site's other answers still go through; it leaves an answer already encoded
 * alone.
 */
import type { Request, Response } from 'express';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

export type PageEncoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** Under this size a page is sent as it is (the `compression` middleware's threshold). */
const THRESHOLD_BYTES = 1024;

/**
 * The encoding to send: brotli when the request accepts it (the smaller), else gzip, else none (`Accept-Encoding`
 * with its wildcard and `q=0` read as the `compression` middleware reads them, brotli preferred).
 */
export function pageEncoding(req: Request): PageEncoding {
  if (req.acceptsEncodings('br') === 'br') return 'br';
  if (req.acceptsEncodings('gzip') === 'gzip') return 'gzip';
  return 'identity';
}

/** Compressed copies per page body: a kept page is compressed once per encoding. */
const copies = new WeakMap<Buffer, Partial<Record<PageEncoding, Promise<Buffer>>>>();

/** `body` in `encoding`; the same promise for the same body and encoding while the body is alive. */
function encodedBody(body: Buffer, encoding: PageEncoding): Promise<Buffer> {
  if (encoding === 'identity' || body.length < THRESHOLD_BYTES) return Promise.resolve(body);
  let kept = copies.get(body);
  if (!kept) {
    kept = {};
    copies.set(body, kept);
  }
  let copy = kept[encoding];
  if (!copy) {
    copy = encoding === 'br' ? brotli(body, BROTLI_OPTIONS) : gzipped(body);
    kept[encoding] = copy;
    // A failed compression is not kept: the next visitor tries again.
    copy.catch(() => {
      if (kept[encoding] === copy) delete kept[encoding];
    });
  }
  return copy;
}

/**
 * Sends a page's HTML compressed as the request accepts (`Vary: Accept-Encoding` either way, since the answer
 * depends on it). Falls back to the bytes as they are if compressing fails.
 */
export async function sendPageBody(req: Request, res: Response, status: number, body: Buffer): Promise<void> {
  res.vary('Accept-Encoding');
  const encoding = pageEncoding(req);
  const sent = await encodedBody(body, encoding).catch(() => body);
  if (sent !== body) res.setHeader('Content-Encoding', encoding);
  res.status(status).type('html').send(sent);
}
