/**
 * Home banner and intro rules (spec part 1, §2 "Home page", §3 "Banner", §9): the slideshow advances every
 * 10 s and wraps; arrows and dots only with more than one banner; a video-service link is shown in embed form
 * with autoplay, mute and loop; the intro block under the banner has 4 columns for 4+ items, otherwise 3.
 */
export const BANNER_INTERVAL_MS = 10_000;
export const BANNER_HEIGHT_PX = 480;
export const BANNER_MAX_WIDTH_PX = 1720;

/** Arrows and dots are shown only for more than one banner. */
export function showsBannerControls(count: number): boolean {
  return count > 1;
}

const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** The 11-character video id of a YouTube link (watch?v=, youtu.be/, embed/, shorts/, live/), or null. */
export function youtubeVideoId(link: string | null | undefined): string | null {
  const value = (link ?? '').trim();
  if (VIDEO_ID.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^(www|m)\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const parts = url.pathname.split('/').filter(Boolean);
    if (parts[0] === 'watch') id = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '')) id = parts[1] ?? null;
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/** https://www.youtube.com/embed/{id}?autoplay=1&mute=1&loop=1&playlist={id}, or null for an unusable link. */
export function youtubeEmbedUrl(link: string | null | undefined): string | null {
  const id = youtubeVideoId(link);
  if (!id) return null;
  return `https://www.youtube-nocookie.com/embed/${id}?autoplay=1&mute=1&loop=1&playlist=${id}&controls=0&playsinline=1`;
}

/** Columns of the intro block under the banner: 4 for 4 or more text items, otherwise 3. */
export function aboutIntroColumns(itemCount: number): 3 | 4 {
  return itemCount >= 4 ? 4 : 3;
}

/** True for a link that leaves the site (starts with http): opened in a new tab; others stay in-app. */
export function isExternalLink(link: string | null | undefined): boolean {
  return /^https?:\/\//i.test((link ?? '').trim());
}
