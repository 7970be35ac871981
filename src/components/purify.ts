/**
 * The DOMPurify instance SafeHtml uses. In the browser DOMPurify (on the page's window) is its own chunk, loaded
 * only when the browser itself must sanitise: HTML that arrived server-rendered was sanitised by the server and
 * is kept as it is (see SafeHtml). The server bundle replaces this module with ./purify.server.ts (DOMPurify on
 * a jsdom window), so both sides sanitise with the same library and configuration.
 */
import type { DOMPurify } from 'dompurify';

let loaded: DOMPurify | null = null;
let loading: Promise<DOMPurify> | null = null;

/** DOMPurify once loaded, else null. */
export function getPurifier(): DOMPurify | null {
  return loaded;
}

/** Loads DOMPurify (once); a failed load may be tried again. */
export function loadPurifier(): Promise<DOMPurify> {
  loading ??= import(/* webpackChunkName: "purify" */ 'dompurify').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
