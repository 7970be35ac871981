import { contentLink, rankedDestinationPath, rankedDestinationSlug } from './categoryPaths';

describe('ranked top-destination card path', () => {
  it('lowercases the name and turns spaces into hyphens', () => {
    expect(rankedDestinationSlug('Ha Long Bay')).toBe('ha-long-bay');
    expect(rankedDestinationSlug('  Việt   Nam ')).toBe('việt-nam');
  });
  it('is /{lang}/{slug}', () => {
    expect(rankedDestinationPath('en', 'Ha Long Bay')).toBe('/en/ha-long-bay');
    expect(rankedDestinationPath('vi', 'Kyoto')).toBe('/vi/kyoto');
    expect(decodeURIComponent(rankedDestinationPath('vi', 'Việt Nam'))).toBe('/vi/việt-nam');
  });
});

describe('contentLink', () => {
  it('keeps in-app paths in the app', () => {
    expect(contentLink('/vi/asia')).toEqual({ kind: 'internal', to: '/vi/asia' });
    expect(contentLink('en/post/x')).toEqual({ kind: 'internal', to: '/en/post/x' });
  });
  it('opens other sites as external links', () => {
    expect(contentLink('https://blog.example.com/a')).toEqual({
      kind: 'external',
      href: 'https://blog.example.com/a',
    });
  });
  it('drops unsafe or blank paths', () => {
    expect(contentLink('javascript:alert(1)')).toBeNull();
    expect(contentLink('')).toBeNull();
    expect(contentLink(null)).toBeNull();
  });
});
