import { mapEmbedUrl } from './mapEmbed';

describe('mapEmbedUrl shows a map only when both coordinates exist', () => {
  it('builds an embed URL from latitude and longitude', () => {
    expect(mapEmbedUrl(21.0285, 105.8542)).toBe(
      'https://maps.google.com/maps?q=21.0285%2C105.8542&z=15&output=embed',
    );
  });
  it('accepts 0 as a coordinate', () => {
    expect(mapEmbedUrl(0, 0)).toBe('https://maps.google.com/maps?q=0%2C0&z=15&output=embed');
  });
  it.each([
    [null, 105.8],
    [21.0, null],
    [undefined, undefined],
    [Number.NaN, 1],
    [91, 1],
    [1, 181],
  ])('gives nothing for (%p, %p)', (lat, lng) => {
    expect(mapEmbedUrl(lat, lng)).toBeUndefined();
  });
});
