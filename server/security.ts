/**
 * The security policy and headers of every answer.
 *
 * Scripts: the site's own files and, on pages, the one inline script (the configuration and the page's data),
 * allowed by its SHA-256 hash (no 'unsafe-inline', no 'unsafe-eval'; a hash, unlike a nonce, stays valid in a shared
 * cache). Styles may be inline (MUI's styles are injected at run time and elements carry style attributes). Images
 * and media: the site, the content storage host, the content service and the QR image service, and data: URLs (the
 * VietQR code); frames: YouTube's privacy-enhanced host and Google Maps only; calls: the site and the content
 * service. The hosts come from the configuration the server started with, the same the page receives.
 */
import type { Request, Response } from 'express';
import type { PublicConfig } from '../src/api/config';

/** The origin of an absolute http(s) address, or '' for a site path or nothing. */
function originOfUrl(url: string): string {
  try {
    return /^https?:\/\//i.test(url) ? new URL(url).origin : '';
  } catch {
    return '';
  }
}

export function contentSecurityPolicy(config: PublicConfig, inlineScriptHash: string | null): string {
  const hosts = (...urls: string[]) => [...new Set(urls.map(originOfUrl).filter(Boolean))].join(' ');
  const images = hosts(config.contentStorageUrl, config.contentApiUrl, config.qrImageUrl);
  const calls = hosts(config.contentApiUrl);
  return [
    "default-src 'self'",
    `script-src 'self'${inlineScriptHash ? ` '${inlineScriptHash}'` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${images ? ` ${images}` : ''}`,
    "font-src 'self' data:",
    `connect-src 'self'${calls ? ` ${calls}` : ''}`,
    "media-src 'self'" + (images ? ` ${images}` : ''),
    'frame-src https://www.youtube-nocookie.com https://maps.google.com https://www.google.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join('; ');
}

export function setSecurityHeaders(req: Request, res: Response, policy: string): void {
  res.setHeader('Content-Security-Policy', policy);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader(
    'Permissions-Policy',
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), magnetometer=(), gyroscope=(), accelerometer=()',
  );
  if (req.secure) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
}
