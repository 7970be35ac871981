import { PLACEHOLDER_IMAGE, resolveImageUrl } from './imageUrl';

describe('resolveImageUrl', () => {
  it('gives the placeholder for an empty path', () => {
    expect(PLACEHOLDER_IMAGE).toBe('/logo/NoImage.png');
    expect(resolveImageUrl('', '/storage')).toBe('/logo/NoImage.png');
    expect(resolveImageUrl('   ', '/storage')).toBe('/logo/NoImage.png');
    expect(resolveImageUrl(null, '/storage')).toBe('/logo/NoImage.png');
    expect(resolveImageUrl(undefined, '/storage')).toBe('/logo/NoImage.png');
  });
  it('keeps absolute http(s) URLs', () => {
    expect(resolveImageUrl('https://cdn.example.com/a.jpg', '/storage')).toBe(
      'https://cdn.example.com/a.jpg',
    );
    expect(resolveImageUrl('HTTP://cdn.example.com/a.jpg', '/storage')).toBe('HTTP://cdn.example.com/a.jpg');
  });
  it('prefixes other paths with the storage base, one slash between', () => {
    expect(resolveImageUrl('tours/a.jpg', 'https://api.example.com/storage')).toBe(
      'https://api.example.com/storage/tours/a.jpg',
    );
    expect(resolveImageUrl('/tours/a.jpg', 'https://api.example.com/storage/')).toBe(
      'https://api.example.com/storage/tours/a.jpg',
    );
    expect(resolveImageUrl('banners/b.png', '/storage')).toBe('/storage/banners/b.png');
  });
});
