/**
 * The ONE way HTML from the content service reaches the page. DOMPurify removes scripts, event handlers and
 * styles that could hide content; links keep only http(s), mailto and tel targets (or in-site paths), and
 * links that open a new tab get rel="noopener noreferrer".
 */
import { purifier as DOMPurify } from './purify';
import { useMemo, type ElementType } from 'react';

const SAFE_URI = /^(?:(?:https?|mailto|tel):|[/#?]|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

let hooked = false;
function ensureHooks(): void {
  if (hooked) return;
  hooked = true;
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

export function sanitizeHtml(html: string): string {
  ensureHooks();
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

export function SafeHtml({ html, as: Tag = 'div', className, id }: SafeHtmlProps) {
  const clean = useMemo(() => (html ? sanitizeHtml(html) : ''), [html]);
  if (!clean) return null;
  return <Tag className={className} id={id} dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** True when the HTML has visible text once sanitised and stripped of tags (blank notes are hidden). */
export function hasVisibleHtml(html: string | null | undefined): boolean {
  if (!html) return false;
  const text = sanitizeHtml(html)
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return text.length > 0 || /<img\s/i.test(html);
}
