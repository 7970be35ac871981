/**
 * Deterministic SVG pictures for every /storage/* path (there is no internet, so the mock draws its own images):
 * a landscape with a sky gradient, sun, mountain and hill silhouettes and a caption taken from the file name.
 * Maps get a route drawing, social icons and the logo get simple badges.
 */
import { DESTINATIONS } from './data/catalogue';
import { hashSeed, mulberry32 } from './data/prng';

const PALETTES: [string, string][] = [
  ['#fde2a7', '#2a9d8f'],
  ['#ffcad4', '#5e548e'],
  ['#bde0fe', '#1d3557'],
  ['#ffd6a5', '#9c6644'],
  ['#caffbf', '#2d6a4f'],
  ['#f1c0e8', '#6d597a'],
  ['#ffe5b4', '#e07a5f'],
  ['#a8dadc', '#264653'],
];

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] as string,
  );
}

export function captionOf(path: string): string {
  const file = path.split('/').pop() ?? path;
  const base = file
    .replace(/\.[a-z0-9]+$/i, '')
    .replace(/-(\d+)$/, '')
    .replace(/-map$/, '');
  return base
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

export function paletteOf(path: string): [string, string] {
  const dest = DESTINATIONS.find((d) => path.includes(d.slug) || d.tours.some((t) => path.includes(t.slug)));
  if (dest) return dest.palette;
  return PALETTES[hashSeed(path) % PALETTES.length];
}

export function shade(hex: string, factor: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) => Math.max(0, Math.min(255, Math.round(v * factor)));
  const r = ch((n >> 16) & 255);
  const g = ch((n >> 8) & 255);
  const b = ch(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

function ridgePoints(
  rng: () => number,
  width: number,
  base: number,
  amplitude: number,
  points: number,
): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i <= points; i++)
    out.push([Math.round((i / points) * width), Math.round(base - rng() * amplitude)]);
  return out;
}

function ridgePath(points: [number, number][], width: number, base: number): string {
  return `M0 ${base}${points.map(([x, y]) => ` L${x} ${y}`).join('')} L${width} ${base + 400} L0 ${base + 400} Z`;
}

/** The landscape drawn for a path: the same scene as SVG (landscape) and as JPEG (raster.ts). */
export function sceneOf(path: string) {
  const rng = mulberry32(hashSeed(path));
  const [sky, land] = paletteOf(path);
  const sun = { x: Math.round(200 + rng() * 800), y: Math.round(150 + rng() * 150), r: 0 };
  sun.r = Math.round(60 + rng() * 40);
  const ridges = [
    { base: 470, points: ridgePoints(rng, 1200, 470, 220, 7), fill: shade(land, 1.35), opacity: 0.75 },
    { base: 560, points: ridgePoints(rng, 1200, 560, 160, 9), fill: shade(land, 1.1), opacity: 1 },
    { base: 660, points: ridgePoints(rng, 1200, 660, 90, 12), fill: shade(land, 0.8), opacity: 1 },
  ];
  return { skyTop: shade(sky, 0.85), skyBottom: sky, sun, ridges };
}

function landscape(path: string): string {
  const scene = sceneOf(path);
  const w = 1200;
  const h = 800;
  const caption = escapeXml(captionOf(path));
  const ridges = scene.ridges
    .map(
      (r) =>
        `<path d="${ridgePath(r.points, w, r.base)}" fill="${r.fill}"${r.opacity < 1 ? ` opacity="${r.opacity}"` : ''}/>`,
    )
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${caption}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${scene.skyTop}"/><stop offset="1" stop-color="${scene.skyBottom}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#s)"/>
<circle cx="${scene.sun.x}" cy="${scene.sun.y}" r="${scene.sun.r}" fill="#fff8e7" opacity="0.85"/>
${ridges}
<rect y="${h - 120}" width="${w}" height="120" fill="#000" opacity="0.28"/>
<text x="48" y="${h - 46}" font-family="Helvetica, Arial, sans-serif" font-size="48" font-weight="700" fill="#fff">${caption}</text>
</svg>`;
}

/** The route drawn on a map: six stops (the same in SVG and in raster.ts). */
export function mapSceneOf(path: string) {
  const rng = mulberry32(hashSeed(path));
  const [, land] = paletteOf(path);
  const stops = Array.from({ length: 6 }, (_, i): [number, number] => [
    Math.round(170 + i * 165 + rng() * 50),
    Math.round(220 + rng() * 320),
  ]);
  return { land, stops };
}

function map(path: string): string {
  const { land, stops } = mapSceneOf(path);
  const caption = escapeXml(captionOf(path));
  const line = stops.map(([x, y], i) => `${i ? 'L' : 'M'}${x} ${y}`).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 800" width="1200" height="800" role="img" aria-label="${caption} map">
<rect width="1200" height="800" fill="#dff3f8"/>
<path d="M80 120 C300 40 600 160 820 90 S1150 160 1160 360 S1000 740 700 720 S200 760 120 560 S40 200 80 120 Z" fill="#eef4d8" stroke="${land}" stroke-width="4"/>
<path d="${line}" fill="none" stroke="#d62828" stroke-width="6" stroke-dasharray="18 12" stroke-linecap="round"/>
${stops.map(([x, y], i) => `<circle cx="${x}" cy="${y}" r="16" fill="#fff" stroke="#d62828" stroke-width="5"/><text x="${x}" y="${y + 6}" text-anchor="middle" font-family="Arial" font-size="16" font-weight="700" fill="#d62828">${i + 1}</text>`).join('')}
<text x="48" y="760" font-family="Helvetica, Arial, sans-serif" font-size="40" font-weight="700" fill="#1d3557">${caption}</text>
</svg>`;
}

/**
 * Letters drawn as strokes (a 10 x 14 box, baseline at 14, x-height at 4), for the logo's wordmark and the badges'
 * initials. An SVG image's `<text>` is a font the browser looks up for that image's own document, on the page's main
 * thread at its first paint (traced up to 60 ms on Linux Chromium for the header logo), and a real service's logo is
 * drawn in outlines anyway. A letter without a shape here is left out (the image's alt text names it).
 */
const STROKE_LETTERS: Record<string, { d: string; advance: number }> = {
  V: { d: 'M0 0L5 14L10 0', advance: 12 },
  T: { d: 'M0 0H10M5 0V14', advance: 11 },
  F: { d: 'M9 0H1V14M1 7H7', advance: 10 },
  I: { d: 'M2 0H8M5 0V14M2 14H8', advance: 10 },
  Y: { d: 'M0 0L5 7L10 0M5 7V14', advance: 11 },
  Z: { d: 'M0 0H10L0 14H10', advance: 11 },
  i: { d: 'M1 1V1.5M1 5V14', advance: 4 },
  u: { d: 'M0 4V10Q0 14 4 14Q8 14 8 10M8 4V14', advance: 10 },
  r: { d: 'M0 4V14M0 9Q1 4 6 4.5', advance: 7 },
  a: { d: 'M8 4V14M8 9Q8 4 4 4Q0 4 0 9Q0 14 4 14Q8 14 8 9', advance: 10 },
  v: { d: 'M0 4L4 14L8 4', advance: 10 },
  e: { d: 'M0 9H8Q8 4 4 4Q0 4 0 9Q0 14 4 14Q7 14 8 12', advance: 10 },
  l: { d: 'M1 0V14', advance: 4 },
  ' ': { d: '', advance: 6 },
};

/** `text` as one stroked path: its left end at `x`, its baseline at `baseline`, `scale` SVG units per box unit. */
function strokedText(text: string, x: number, baseline: number, scale: number, color: string, width: number) {
  let cursor = 0;
  const parts: string[] = [];
  for (const char of text) {
    const letter = STROKE_LETTERS[char];
    if (!letter) continue;
    if (letter.d) parts.push(`<path transform="translate(${cursor} 0)" d="${letter.d}"/>`);
    cursor += letter.advance;
  }
  return `<g transform="translate(${Math.round(x * 100) / 100} ${baseline - 14 * scale}) scale(${scale})" fill="none" stroke="${color}" stroke-width="${width / scale}" stroke-linecap="round" stroke-linejoin="round">${parts.join('')}</g>`;
}

function badge(path: string): string {
  const caption = captionOf(path);
  const [sky, land] = paletteOf(path);
  const letter = caption.charAt(0);
  // The initial centred in the 64 x 64 badge, 20 units high.
  const scale = 20 / 14;
  const initial = STROKE_LETTERS[letter]
    ? strokedText(letter, 32 - ((STROKE_LETTERS[letter].advance - 1) * scale) / 2, 42, scale, '#fff', 4.5)
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="${escapeXml(caption)}">
<circle cx="32" cy="32" r="30" fill="${land}"/><circle cx="32" cy="32" r="26" fill="none" stroke="${sky}" stroke-width="2"/>
${initial}
</svg>`;
}

function logo(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" width="240" height="64" role="img" aria-label="ViVu Travel">
<circle cx="32" cy="32" r="28" fill="#2a9d8f"/><path d="M14 40 L26 22 L34 34 L40 26 L50 40 Z" fill="#fff"/>
${strokedText('ViVu Travel', 72, 42, 20 / 14, '#1d3557', 4.2)}
</svg>`;
}

/** Which picture a storage path gets (relative, without the /storage/ prefix). */
export function pictureKind(path: string): 'logo' | 'map' | 'badge' | 'landscape' {
  const clean = path.replace(/^\/+/, '');
  if (/(^|\/)logo\.[a-z]+$/i.test(clean)) return 'logo';
  if (clean.startsWith('maps/') || /-map\.[a-z]+$/i.test(clean)) return 'map';
  if (clean.startsWith('social/') || /favicon|award-/i.test(clean)) return 'badge';
  return 'landscape';
}

/** The SVG drawn for a storage path (relative, without the /storage/ prefix). */
export function svgFor(path: string): string {
  const clean = path.replace(/^\/+/, '');
  switch (pictureKind(clean)) {
    case 'logo':
      return logo();
    case 'map':
      return map(clean);
    case 'badge':
      return badge(clean);
    default:
      return landscape(clean);
  }
}

/** Video files cannot be drawn; the mock answers 404 for them (the site shows the poster image). */
export const VIDEO_EXTENSIONS = /\.(mp4|webm|mov|m3u8)$/i;
