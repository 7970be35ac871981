import { galleryImages, galleryLayout, pickMainImage, pickRouteMap } from './tourMedia';

const img = (url: string, is_featured = false) => ({ url, type: 'image' as const, is_featured });
const map = (url: string) => ({ url, type: 'map' as const, is_featured: false });

describe('main image choice', () => {
  it('takes the featured image', () => {
    expect(pickMainImage([img('a'), img('b', true), map('m')])?.url).toBe('b');
  });
  it('falls back to the first image, ignoring maps', () => {
    expect(pickMainImage([map('m'), img('a'), img('b')])?.url).toBe('a');
  });
  it('ignores a featured map and gives null when there is no image (placeholder)', () => {
    expect(pickMainImage([{ url: 'm', type: 'map' as const, is_featured: true }])).toBeNull();
    expect(pickMainImage([])).toBeNull();
    expect(pickMainImage(undefined)).toBeNull();
    expect(pickMainImage([img('  ')])).toBeNull();
  });
});

describe('route map choice', () => {
  it('takes the map item', () => {
    expect(pickRouteMap([img('a'), map('m')])?.url).toBe('m');
  });
  it('falls back to the first image, else null', () => {
    expect(pickRouteMap([img('a'), img('b', true)])?.url).toBe('a');
    expect(pickRouteMap([])).toBeNull();
  });
});

describe('gallery layout', () => {
  it('puts the main image first and shows up to 3 thumbnails', () => {
    const layout = galleryLayout([img('a'), img('b', true), img('c'), map('m')]);
    expect(layout.main?.url).toBe('b');
    expect(layout.images.map((m) => m.url)).toEqual(['b', 'a', 'c']);
    expect(layout.thumbnails.map((m) => m.url)).toEqual(['a', 'c']);
    expect(layout.showAllTile).toBe(false);
    expect(layout.total).toBe(3);
  });
  it('shows the all-photos tile only when more than 3 images exist besides the main one', () => {
    expect(galleryLayout(['a', 'b', 'c', 'd'].map((u) => img(u))).showAllTile).toBe(false);
    const five = galleryLayout(['a', 'b', 'c', 'd', 'e'].map((u) => img(u)));
    expect(five.showAllTile).toBe(true);
    expect(five.thumbnails).toHaveLength(3);
    expect(five.total).toBe(5);
  });
  it('leaves maps and pictures without an address out of the gallery', () => {
    expect(galleryImages([img('x'), map('m'), img(' ')])).toHaveLength(1);
  });
});
