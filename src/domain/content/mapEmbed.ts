/**
 * The footer map (spec part 1, section 2): an embedded map requested by coordinates, shown only when both the
 * latitude and the longitude settings exist (finite numbers; 0 is a valid coordinate).
 */
const MAP_EMBED_BASE = 'https://maps.google.com/maps';

function isCoordinate(value: unknown, limit: number): value is number {
  return typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit;
}

/** The embed URL for the coordinates, or undefined when either is missing or out of range. */
export function mapEmbedUrl(
  latitude: number | null | undefined,
  longitude: number | null | undefined,
): string | undefined {
  if (!isCoordinate(latitude, 90) || !isCoordinate(longitude, 180)) return undefined;
  const params = new URLSearchParams({ q: `${latitude},${longitude}`, z: '15', output: 'embed' });
  return `${MAP_EMBED_BASE}?${params.toString()}`;
}
