import { inflateSync } from 'node:zlib';
import { PNG } from 'pngjs';
import { rasterFor } from '../raster';

/** The PNG's chunks, colour type and filters (read by hand), and its pixels as RGBA (pngjs's reader). */
function readPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks: Record<string, Buffer[]> = {};
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.subarray(at + 4, at + 8).toString('latin1');
    (chunks[type] ??= []).push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const channels = chunks.IHDR[0][9] === 2 ? 3 : 4;
  const { width, height, data: pixels } = PNG.sync.read(png);
  const raw = inflateSync(Buffer.concat(chunks.IDAT));
  for (let y = 0; y < height; y++) expect(raw[y * (width * channels + 1)]).toBe(1); // Sub
  return { width, height, channels, pixels, chunks: Object.keys(chunks) };
}

describe('the mock pictures as PNG', () => {
  it('draws a photograph as an opaque 720 × 480 landscape: sky above, darker land below', () => {
    const png = rasterFor('tours/ha-long-bay-discovery-1.jpg')!;
    const { width, height, channels, pixels, chunks } = readPng(png);
    expect([width, height, channels]).toEqual([720, 480, 3]);
    expect(chunks).toEqual(['IHDR', 'IDAT', 'IEND']);
    const brightness = (x: number, y: number) =>
      pixels[(y * width + x) * 4] + pixels[(y * width + x) * 4 + 1] + pixels[(y * width + x) * 4 + 2];
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
