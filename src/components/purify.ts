/**
 * The DOMPurify instance SafeHtml uses. In the browser: DOMPurify on the page's window. The server bundle
 * replaces this module with ./purify.server.ts (DOMPurify on a jsdom window), so both sides sanitise with the same
 * library and configuration and produce the same HTML.
 */
import DOMPurify from 'dompurify';

export const purifier = DOMPurify;
