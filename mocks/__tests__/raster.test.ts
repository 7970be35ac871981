import { inflateSync } from 'node:zlib';
import { rasterFor } from '../raster';

/** The PNG's header fields and its unfiltered pixel rows, read back with node's zlib (a minimal PNG reader). */
function readPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks: Record<string, Buffer[]> = {};
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.subarray(at + 4, at + 8).toString('latin1');
    (chunks[type] ??= []).push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const ihdr = chunks.IHDR[0];
  const width = ihdr.readUInt32BE(0);
  const height = ihdr.readUInt32BE(4);
  const channels = ihdr[9] === 2 ? 3 : 4;
  const raw = inflateSync(Buffer.concat(chunks.IDAT));
  const stride = width * channels;
  const pixels = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    expect(raw[y * (stride + 1)]).toBe(1); // Sub
    for (let i = 0; i < stride; i++) {
      const left = i >= channels ? pixels[y * stride + i - channels] : 0;
      pixels[y * stride + i] = (raw[y * (stride + 1) + 1 + i] + left) & 255;
    }
  }
  return { width, height, channels, pixels, chunks: Object.keys(chunks) };
}

describe('the mock pictures as PNG', () => {
  it('draws a photograph as an opaque 720 × 480 landscape: sky above, darker land below', () => {
    const png = rasterFor('tours/ha-long-bay-discovery-1.jpg')!;
    const { width, height, channels, pixels, chunks } = readPng(png);
    expect([width, height, channels]).toEqual([720, 480, 3]);
    expect(chunks).toEqual(['IHDR', 'IDAT', 'IEND']);
    const brightness = (x: number, y: number) =>
      pixels[(y * width + x) * 3] + pixels[(y * width + x) * 3 + 1] + pixels[(y * width + x) * 3 + 2];
    expect(brightness(5, 5)).toBeGreaterThan(brightness(5, height - 5));
    expect(png.length).toBeLessThan(40_000);
  });

  it('is deterministic per path, and differs between paths', () => {
    const a = rasterFor('/tours/kumano-kodo-trek-2.jpg')!;
    expect(rasterFor('tours/kumano-kodo-trek-2.jpg')).toEqual(a);
    expect(rasterFor('tours/kumano-kodo-trek-3.jpg')).not.toEqual(a);
  });

  it('draws maps and badges, the badge round on transparency', () => {
    expect(readPng(rasterFor('maps/ha-long-bay-discovery-map.jpg')!).width).toBe(720);
    const badge = readPng(rasterFor('about/award-carbon.png')!);
    expect([badge.width, badge.height, badge.channels]).toEqual([128, 128, 4]);
    expect(badge.pixels[3]).toBe(0); // the corner is transparent
    expect(badge.pixels[(64 * 128 + 64) * 4 + 3]).toBe(255); // the centre is not
  });

  it('leaves `.svg` files and the logo to the SVG handler', () => {
    expect(rasterFor('social/facebook.svg')).toBeNull();
    expect(rasterFor('settings/logo.png')).toBeNull();
  });
});
