/**
 * What a server-rendered page hands to the browser (scripts/preview.ts writes it as window.__SSR__, from
 * entry-server.tsx's `data`): the page's language, the RTK Query caches and the texts the render used.
 */
export interface ServerData {
  lang: string;
  api: Record<string, unknown>;
  i18n: Record<string, Record<string, unknown>>;
  /** The visitor's preferences the page was rendered with (from their cookies: domain/shared/preferences.ts). */
  prefs?: { currency?: string };
}

declare global {
  interface Window {
    __SSR__?: ServerData;
  }
}

/** The page's server data, or undefined (on the server, the development server, or a page rendered in the browser). */
export function readServerData(): ServerData | undefined {
  return typeof window === 'undefined' ? undefined : window.__SSR__;
}
