/**
 * The mock's pictures as PNG, for the mock served over HTTP (mount.ts: development, preview and standalone servers).
 *
 * A real content service serves photographs as raster files, which the browser decodes off the page's main thread.
 * An SVG picture is a document of its own: parsed, laid out and painted on the main thread, one per image. The home
 * page shows about thirty, so SVG placeholders made the mock site measurably slower than the real one (long tasks
 * at load). These are the same deterministic scenes as images.ts, drawn into pixels: photographs (landscapes),
 * route maps and round badges, without the captions (the page's alt texts name them). The logo and the social icons
 * stay SVG, as a real service serves them. PNG because its row filter makes the flat shapes and vertical gradients
 * of these scenes a few kilobytes (pngjs; node only: msw in the browser and jest keep the SVG).
 */
import { PNG } from 'pngjs';
import { mapSceneOf, paletteOf, pictureKind, sceneOf } from './images';

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);

/** An RGBA canvas with coverage-blended paint (enough anti-aliasing for soft edges). */
class Canvas {
  readonly data: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 4);
  }

  blend(x: number, y: number, color: Rgb, alpha: number): void {
    if (alpha <= 0 || x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const { data } = this;
    const o = (y * this.width + x) * 4;
    const a = data[o + 3] / 255;
    if (alpha >= 1 || a === 0) {
      data[o] = color[0];
      data[o + 1] = color[1];
      data[o + 2] = color[2];
      data[o + 3] = Math.min(1, alpha) * 255;
      return;
    }
    const out = alpha + a * (1 - alpha);
    const keep = (a * (1 - alpha)) / out;
    const take = alpha / out;
    data[o] = color[0] * take + data[o] * keep;
    data[o + 1] = color[1] * take + data[o + 1] * keep;
    data[o + 2] = color[2] * take + data[o + 2] * keep;
    data[o + 3] = out * 255;
  }

  fill(color: Rgb): void {
    for (let y = 0; y < this.height; y++) for (let x = 0; x < this.width; x++) this.blend(x, y, color, 1);
  }

  /** A disc (or a ring, with `inner`), anti-aliased. */
  disc(cx: number, cy: number, radius: number, color: Rgb, alpha = 1, inner = 0): void {
    for (let y = Math.floor(cy - radius - 1); y <= cy + radius + 1; y++) {
      for (let x = Math.floor(cx - radius - 1); x <= cx + radius + 1; x++) {
        const d = Math.hypot(x + 0.5 - cx, y + 0.5 - cy);
        const cover = clamp01(radius - d + 0.5) * (inner > 0 ? clamp01(d - inner + 0.5) : 1);
        this.blend(x, y, color, cover * alpha);
      }
    }
  }

  /** A thick line segment (round caps), anti-aliased. */
  line(x0: number, y0: number, x1: number, y1: number, width: number, color: Rgb): void {
    const half = width / 2;
    const len2 = (x1 - x0) ** 2 + (y1 - y0) ** 2 || 1;
    for (let y = Math.floor(Math.min(y0, y1) - half - 1); y <= Math.max(y0, y1) + half + 1; y++) {
      for (let x = Math.floor(Math.min(x0, x1) - half - 1); x <= Math.max(x0, x1) + half + 1; x++) {
        const px = x + 0.5;
        const py = y + 0.5;
        const t = clamp01(((px - x0) * (x1 - x0) + (py - y0) * (y1 - y0)) / len2);
        const d = Math.hypot(px - (x0 + t * (x1 - x0)), py - (y0 + t * (y1 - y0)));
        this.blend(x, y, color, clamp01(half - d + 0.5));
      }
    }
  }

  png(): Buffer {
    const { width, height, data } = this;
    // Opaque pictures go as RGB, badges as RGBA. Filter 1 (Sub) on every row: the flat shapes and the horizontal
    // bands of the gradients become runs of zeros, a few kilobytes once deflated.
    const opaque = data.every((v, i) => i % 4 !== 3 || v === 255);
    return PNG.sync.write(
      { width, height, data: Buffer.from(data.buffer, data.byteOffset, data.byteLength) },
      { colorType: opaque ? 2 : 6, filterType: 1 },
    );
  }
}

/** A landscape photograph, 720 × 480 (the scene of images.ts is 1 200 × 800). */
function landscape(path: string): Canvas {
  const scene = sceneOf(path);
  const canvas = new Canvas(720, 480);
  const k = canvas.width / 1200;
  const top = rgbOf(scene.skyTop);
  const bottom = rgbOf(scene.skyBottom);
  for (let y = 0; y < canvas.height; y++) {
    const t = y / (canvas.height - 1);
    const sky: Rgb = [0, 1, 2].map((c) => Math.round(top[c] + (bottom[c] - top[c]) * t)) as Rgb;
    for (let x = 0; x < canvas.width; x++) canvas.blend(x, y, sky, 1);
  }
  canvas.disc(scene.sun.x * k, scene.sun.y * k, scene.sun.r * k, rgbOf('#fff8e7'), 0.85);
  for (const ridge of scene.ridges) {
    const color = rgbOf(ridge.fill);
    for (let x = 0; x < canvas.width; x++) {
      const fx = (x + 0.5) / k;
      const i = Math.max(
        1,
        ridge.points.findIndex(([px]) => px >= fx),
      );
      const [x0, y0] = ridge.points[i - 1];
      const [x1, y1] = ridge.points[i];
      const edge = (y0 + ((y1 - y0) * (fx - x0)) / (x1 - x0 || 1)) * k;
      for (let y = Math.max(0, Math.floor(edge)); y < canvas.height; y++)
        canvas.blend(x, y, color, clamp01(y + 1 - edge) * ridge.opacity);
    }
  }
  const band = Math.round((800 - 120) * k);
  for (let y = band; y < canvas.height; y++)
    for (let x = 0; x < canvas.width; x++) canvas.blend(x, y, [0, 0, 0], 0.28);
  return canvas;
}

/** A route map, 720 × 480: sea, land, the dashed route and its stops. */
function routeMap(path: string): Canvas {
  const { land, stops } = mapSceneOf(path);
  const canvas = new Canvas(720, 480);
  const k = canvas.width / 1200;
  canvas.fill(rgbOf('#dff3f8'));
  const cx = 600 * k;
  const cy = 400 * k;
  const landColor = rgbOf('#eef4d8');
  const shore = rgbOf(land);
  for (let y = 0; y < canvas.height; y++) {
    for (let x = 0; x < canvas.width; x++) {
      // An irregular island: an ellipse whose radius wobbles with the angle.
      const dx = (x + 0.5 - cx) / (540 * k);
      const dy = (y + 0.5 - cy) / (330 * k);
      const angle = Math.atan2(dy, dx);
      const edge = 1 + 0.06 * Math.sin(3 * angle) + 0.04 * Math.cos(5 * angle);
      const dist = (Math.hypot(dx, dy) - edge) * 330 * k;
      canvas.blend(x, y, landColor, clamp01(0.5 - dist));
      canvas.blend(x, y, shore, clamp01(2.5 - Math.abs(dist)));
    }
  }
  const red = rgbOf('#d62828');
  for (let i = 1; i < stops.length; i++) {
    const [x0, y0] = stops[i - 1];
    const [x1, y1] = stops[i];
    const length = Math.hypot(x1 - x0, y1 - y0);
    for (let s = 0; s < length; s += 30) {
      const a = s / length;
      const b = Math.min(1, (s + 18) / length);
      canvas.line(
        (x0 + (x1 - x0) * a) * k,
        (y0 + (y1 - y0) * a) * k,
        (x0 + (x1 - x0) * b) * k,
        (y0 + (y1 - y0) * b) * k,
        6 * k,
        red,
      );
    }
  }
  for (const [x, y] of stops) {
    canvas.disc(x * k, y * k, 18 * k, red);
    canvas.disc(x * k, y * k, 13 * k, [255, 255, 255]);
  }
  return canvas;
}

/** A round badge, 128 × 128 on transparency (awards, the footer's mark). */
function badge(path: string): Canvas {
  const [sky, land] = paletteOf(path);
  const canvas = new Canvas(128, 128);
  canvas.disc(64, 64, 60, rgbOf(land));
  canvas.disc(64, 64, 53, rgbOf(sky), 1, 49);
  canvas.disc(64, 64, 18, rgbOf(sky));
  return canvas;
}

/** The PNG for a storage path, or null when the mock serves it as SVG (the logo, and `.svg` files). */
export function rasterFor(path: string): Buffer | null {
  const clean = path.replace(/^\/+/, '');
  if (/\.svg$/i.test(clean)) return null;
  switch (pictureKind(clean)) {
    case 'logo':
      return null;
    case 'map':
      return routeMap(clean).png();
    case 'badge':
      return badge(clean).png();
    default:
      return landscape(clean).png();
  }
}
