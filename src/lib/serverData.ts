/**
 * What a server-rendered page hands to the browser (server/template.ts writes it as a JSON block, from
 * entry-server.tsx's `data`): the page's language, the RTK Query caches and the texts the render used.
 */
export interface ServerData {
  lang: string;
  api: Record<string, unknown>;
  i18n: Record<string, Record<string, unknown>>;
  /** The visitor's preferences the page was rendered with (from their cookies: domain/shared/preferences.ts). */
  prefs?: { currency?: string };
}

/** The id of the page's data block: `<script id="__SSR__" type="application/json">` (server/template.ts). */
export const SERVER_DATA_ID = '__SSR__';

let cached: { data: ServerData | undefined } | null = null;

/**
 * The page's server data, or undefined (on the server, the development server, or a page rendered in the browser).
 * It arrives as a JSON data block rather than a script: JSON.parse reads it faster than the engine compiles the
 * same object written as JavaScript, and the page's one inline script (its configuration) keeps one hash for the
 * Content-Security-Policy. Read once; a block that is not JSON counts as none (the page then renders from scratch).
 */
export function readServerData(): ServerData | undefined {
  if (typeof document === 'undefined') return undefined;
  if (!cached) {
    const text = document.getElementById(SERVER_DATA_ID)?.textContent;
    let data: ServerData | undefined;
    try {
      data = text ? (JSON.parse(text) as ServerData) : undefined;
    } catch {
      data = undefined;
    }
    cached = { data };
  }
  return cached.data;
}
