import { renderRobots, renderSitemap, sitemapPaths } from './sitemap';

describe('sitemap', () => {
  const paths = sitemapPaths({
    tourSlugs: ['ha-long-bay', 'ha-long-bay', ''],
    menu: [
      {
        label: 'Japan',
        type: 'category',
        slug: 'japan',
        children: [{ label: 'Tokyo', type: 'category', slug: 'japan/tokyo', children: [] }],
      },
      { label: 'Best time', type: 'post', slug: 'best-time', children: [] },
      { label: 'X', type: 'custom', slug: 'x', children: [] },
    ],
    footer: [
      { type: 'post', post: { title: 'Street food', slug: 'street-food' } },
      { type: 'category', category: { title: 'Japan', slug: 'japan' } },
    ],
  });

  it('lists static pages, categories (with sub-slugs), articles and tours once each', () => {
    expect(paths).toEqual(
      expect.arrayContaining([
        '',
        '/search',
        '/japan',
        '/japan/tokyo',
        '/post/best-time',
        '/post/street-food',
        '/detail-trip/ha-long-bay',
      ]),
    );
    expect(paths.filter((p) => p === '/japan')).toHaveLength(1);
    expect(paths).not.toContain('/x');
    expect(paths.filter((p) => p.startsWith('/detail-trip/'))).toEqual(['/detail-trip/ha-long-bay']);
  });

  it('writes each path in both languages with hreflang alternates', () => {
    const xml = renderSitemap('https://vivu.example', ['/detail-trip/a&b']);
    expect(xml).toContain('<loc>https://vivu.example/vi/detail-trip/a&amp;b</loc>');
    expect(xml).toContain('<loc>https://vivu.example/en/detail-trip/a&amp;b</loc>');
    expect(xml).toContain('hreflang="x-default" href="https://vivu.example/vi/detail-trip/a&amp;b"');
    expect(xml.match(/<url>/g)).toHaveLength(2);
  });

  it('robots.txt names the sitemap', () => {
    expect(renderRobots('https://vivu.example')).toContain('Sitemap: https://vivu.example/sitemap.xml');
  });
});
