/**
 * Video embeds of category pages (spec part 2: "a watch link is converted to an embed link when an
 * 11-character video id is found").
 */
import { safeHref } from './links';

export const VIDEO_ID_LENGTH = 11;
const ID = `[A-Za-z0-9_-]{${VIDEO_ID_LENGTH}}`;
const PATTERNS = [
  new RegExp(`[?&]v=(${ID})(?![A-Za-z0-9_-])`),
  new RegExp(`youtu\\.be/(${ID})(?![A-Za-z0-9_-])`),
  new RegExp(`/(?:embed|shorts|live|v)/(${ID})(?![A-Za-z0-9_-])`),
];

/** The 11-character video id of a YouTube link (watch, youtu.be, embed, shorts), or null. */
export function extractVideoId(url: string | null | undefined): string | null {
  const value = (url ?? '').trim();
  if (!value || !/youtube\.com|youtu\.be|youtube-nocookie\.com/i.test(value)) return null;
  for (const pattern of PATTERNS) {
    const match = pattern.exec(value);
    if (match) return match[1];
  }
  return null;
}

/**
 * The address to put in the iframe: the embed link when a video id is found, otherwise the link itself when it
 * is a safe http(s) address; null for anything else (the video section is then left out).
 */
export function toEmbedUrl(url: string | null | undefined): string | null {
  const id = extractVideoId(url);
  if (id) return `https://www.youtube.com/embed/${id}`;
  const href = safeHref(url);
  return href && /^https?:\/\//i.test(href) ? href : null;
}
