/**
 * Video embeds of category pages (spec part 2: "a watch link is converted to an embed link when an
 * 11-character video id is found").
 */
import { safeHref } from '../content/links';

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

/** Embeds come only from YouTube's privacy-enhanced host (the security policy allows no other video frame). */
export const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

/**
 * The address to put in the iframe: the privacy-enhanced YouTube embed link when a video id is found, else null
 * (a video from another host is shown as a plain link, see `videoLink`).
 */
export function toEmbedUrl(url: string | null | undefined): string | null {
  const id = extractVideoId(url);
  return id ? `${VIDEO_EMBED_ORIGIN}/embed/${id}` : null;
}

/** A video that cannot be embedded: its safe http(s) address for a plain link, else null. */
export function videoLink(url: string | null | undefined): string | null {
  if (toEmbedUrl(url)) return null;
  const href = safeHref(url);
  return href && /^https?:\/\//i.test(href) ? href : null;
}
