/**
 * Language rules of the site: which languages exist, which one is the default, how the header's language
 * switch rewrites the address, and the 1-second lock against repeated clicks.
 */
export const SUPPORTED_LANGUAGES = ['vi', 'en'] as const;
export type Lang = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Lang = 'vi';
/** The language switch ignores repeated clicks for this long (spec part 1, section 9). */
export const LANGUAGE_SWITCH_LOCK_MS = 1000;

/** True only for exactly 'vi' or 'en' (the generic routes' rule). */
export function isSupportedLanguage(value: unknown): value is Lang {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** 'vi' / 'en' in any letter case (the tour detail page's rule), else undefined. */
export function parseLanguageIgnoringCase(value: unknown): Lang | undefined {
  if (typeof value !== 'string') return undefined;
  const lower = value.toLowerCase();
  return isSupportedLanguage(lower) ? lower : undefined;
}

/** A supported language, or the default (vi) for anything else. */
export function languageOrDefault(value: unknown): Lang {
  return parseLanguageIgnoringCase(value) ?? DEFAULT_LANGUAGE;
}

/** The other language: the header button toggles between the two. */
export function otherLanguage(lang: Lang): Lang {
  return lang === 'vi' ? 'en' : 'vi';
}

/**
 * The address after switching to `targetLang`: the first path segment is replaced when it is a language
 * (any case); the rest of the path and the query string are kept. A path without a language segment
 * (/booking, /checkout/booking, /test) is returned unchanged: only the interface language changes there.
 */
export function swapLanguage(pathname: string, search: string, targetLang: Lang): string {
  const query = !search ? '' : search.startsWith('?') ? search : `?${search}`;
  const segments = pathname.split('/');
  // segments[0] is '' for an absolute path.
  const first = segments[1];
  if (parseLanguageIgnoringCase(first) === undefined) {
    return `${pathname || '/'}${query}`;
  }
  segments[1] = targetLang;
  return `${segments.join('/')}${query}`;
}

/**
 * A lock for repeated clicks: the returned function answers true for a click that may act and then
 * refuses (false) every click during the next `ms` milliseconds. Refused clicks do not extend the lock.
 */
export function createClickLock(
  ms: number = LANGUAGE_SWITCH_LOCK_MS,
  now: () => number = Date.now,
): () => boolean {
  let lockedUntil = Number.NEGATIVE_INFINITY;
  return () => {
    const t = now();
    if (t < lockedUntil) return false;
    lockedUntil = t + ms;
    return true;
  };
}
