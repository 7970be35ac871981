/**
 * Tour media rules (spec part 2, §3 Media): which picture is the tour's main image, which is the itinerary's
 * route map, and how the overview gallery is laid out (main image, up to 3 thumbnails, an "all photos" tile).
 */
import type { Media } from '@/contract/types';
/** What the media rules read of a picture (the contract's Media). */
export type MediaParts = Pick<Media, 'url' | 'type' | 'is_featured'>;

const hasUrl = (m: MediaParts): m is MediaParts & { url: string } =>
  typeof m.url === 'string' && m.url.trim() !== '';
const isImage = (m: MediaParts) => hasUrl(m) && m.type === 'image';

/** Images only (maps excluded), in the content service's order. */
export function galleryImages<T extends MediaParts>(media: readonly T[] | null | undefined): T[] {
  return (media ?? []).filter(isImage);
}

/** The main image: the featured image, else the first image, else null (the caller shows the placeholder). */
export function pickMainImage<T extends MediaParts>(media: readonly T[] | null | undefined): T | null {
  const images = galleryImages(media);
  return images.find((m) => m.is_featured === true) ?? images[0] ?? null;
}

/** The itinerary's route map: the map item, else the first image, else null (placeholder). */
export function pickRouteMap<T extends MediaParts>(media: readonly T[] | null | undefined): T | null {
  const map = (media ?? []).find((m) => hasUrl(m) && m.type === 'map');
  return map ?? galleryImages(media)[0] ?? null;
}

/** Thumbnails beside the main image. */
export const GALLERY_THUMBNAILS = 3;

export interface GalleryLayout<T> {
  /** Every image; the main image first (the order the full-screen gallery shows). */
  images: T[];
  main: T | null;
  /** Up to 3 images other than the main one. */
  thumbnails: T[];
  /** True when more than 3 images exist besides the main one: a 4th tile 'all photos (count)' is shown. */
  showAllTile: boolean;
  /** The count shown on the 'all photos' tile (all images). */
  total: number;
}

export function galleryLayout<T extends MediaParts>(
  media: readonly T[] | null | undefined,
): GalleryLayout<T> {
  const all = galleryImages(media);
  const main = pickMainImage(media);
  const others = main ? all.filter((m) => m !== main) : all;
  return {
    images: main ? [main, ...others] : others,
    main,
    thumbnails: others.slice(0, GALLERY_THUMBNAILS),
    showAllTile: others.length > GALLERY_THUMBNAILS,
    total: all.length,
  };
}
