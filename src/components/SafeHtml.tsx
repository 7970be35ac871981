/**
 * The ONE way HTML from the content service reaches the page. DOMPurify removes scripts, event handlers and
 * styles that could hide content; links keep only http(s), mailto and tel targets (or in-site paths), and
 * links that open a new tab get rel="noopener noreferrer".
 *
 * The server sanitises what it renders. While the browser hydrates that HTML, SafeHtml keeps the server's DOM
 * (sanitised already) instead of sanitising it again, so DOMPurify is not part of a page's first load; the
 * browser loads it the first time it renders HTML of its own (a client-side navigation, changed content),
 * suspending until then.
 */
import type { DOMPurify } from 'dompurify';
import { use, useMemo, useState, type ElementType } from 'react';
import { IS_SERVER } from '@/api/ssr';
import { remember } from '@/api/serverMemo';
import { getPurifier, loadPurifier } from './purify';
import { useIsHydrating } from './useIsHydrating';

const SAFE_URI = /^(?:(?:https?|mailto|tel):|[/#?]|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

const hooked = new WeakSet<DOMPurify>();
function ensureHooks(DOMPurify: DOMPurify): void {
  if (hooked.has(DOMPurify)) return;
  hooked.add(DOMPurify);
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href');
      if (href && !SAFE_URI.test(href.trim())) node.removeAttribute('href');
      if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
      else node.removeAttribute('target');
    }
    if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      if (!node.hasAttribute('alt')) node.setAttribute('alt', ''); // no description given: decorative
    }
  });
}

const INLINE_HANDLER = /(<[^>]*?)\s+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

/**
 * Event-handler attributes taken out before DOMPurify parses the HTML: the browser reports (and the security
 * policy blocks) an inline handler as soon as an element carrying one is created, even in DOMPurify's inert
 * document. DOMPurify remains the sanitiser; this only keeps the policy's report clean.
 */
export function stripInlineHandlers(html: string): string {
  let previous: string;
  let current = html;
  do {
    previous = current;
    current = current.replace(INLINE_HANDLER, '$1');
  } while (current !== previous);
  return current;
}

/** Sanitises with DOMPurify, which must be loaded (always on the server; see loadPurifier in the browser). */
export function sanitizeHtml(html: string, DOMPurify: DOMPurify | null = getPurifier()): string {
  if (!DOMPurify) throw new Error('sanitizeHtml: DOMPurify is not loaded');
  ensureHooks(DOMPurify);
  return DOMPurify.sanitize(stripInlineHandlers(html), {
    USE_PROFILES: { html: true },
    ALLOWED_URI_REGEXP: SAFE_URI,
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['target'],
  });
}

interface SafeHtmlProps {
  html: string | null | undefined;
  /** Element that wraps the sanitised HTML (default div). */
  as?: ElementType;
  className?: string;
  id?: string;
}

/** Hydration keeps the element's server DOM: React neither compares nor rewrites inner HTML it did not change. */
const SERVER_DOM = { __html: '' };

export function SafeHtml({ html, as: Tag = 'div', className, id }: SafeHtmlProps) {
  const hydrating = useIsHydrating();
  // The HTML this element was hydrated with (already sanitised by the server): kept until it changes.
  const [hydratedWith] = useState(hydrating ? html : undefined);
  // (On the server DOMPurify is always there, and the HTML must be sanitised.)
  const keepServerDom = !!html && html === hydratedWith && !IS_SERVER;
  const purifier = keepServerDom || !html ? null : (getPurifier() ?? use(loadPurifier()));
  const clean = useMemo(() => {
    if (!purifier || !html) return '';
    // The server keeps what it sanitised (one configuration: the output depends on the HTML alone).
    return remember
      ? remember('sanitised-html', html, () => sanitizeHtml(html, purifier))
      : sanitizeHtml(html, purifier);
  }, [purifier, html]);
  if (!html) return null;
  if (keepServerDom)
    return (
      <Tag className={className} id={id} dangerouslySetInnerHTML={SERVER_DOM} suppressHydrationWarning />
    );
  // An element even when nothing is left once sanitised: the server and the browser render the same tree.
  return <Tag className={className} id={id} dangerouslySetInnerHTML={{ __html: clean }} />;
}

const HIDDEN_BLOCKS =
  /<(script|style|template|noscript|iframe|object|embed|textarea|select|button|title)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

/**
 * True when the HTML has visible text once its tags are removed (blank notes are hidden). Without DOMPurify, so
 * the server and the hydrating browser decide alike: blocks whose text never shows (scripts, styles, frames,
 * form controls) are dropped, then every tag; an image counts as visible.
 */
export function hasVisibleHtml(html: string | null | undefined): boolean {
  if (!html) return false;
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(HIDDEN_BLOCKS, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
    .trim();
  return text.length > 0 || /<img\s/i.test(html);
}
