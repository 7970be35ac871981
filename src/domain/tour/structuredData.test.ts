import { articleJsonLd, breadcrumbJsonLd } from './structuredData';

describe('structured data', () => {
  it('numbers breadcrumbs from 1', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Home', url: 'https://x/en' },
        { name: 'Japan', url: 'https://x/en/japan' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://x/en' },
        { '@type': 'ListItem', position: 2, name: 'Japan', item: 'https://x/en/japan' },
      ],
    });
  });

  it('describes an article, leaving out what is missing', () => {
    const data = articleJsonLd({ title: 'T', url: 'https://x/en/post/t', lang: 'en', publisher: 'ViVu' });
    expect(data).toMatchObject({
      '@type': 'Article',
      headline: 'T',
      inLanguage: 'en',
      publisher: { name: 'ViVu' },
    });
    expect(data).not.toHaveProperty('image');
    expect(
      articleJsonLd({
        title: 'T',
        url: 'u',
        lang: 'vi',
        publisher: 'P',
        image: 'https://x/i.jpg',
        summary: 'S',
      }),
    ).toMatchObject({
      image: ['https://x/i.jpg'],
      description: 'S',
    });
  });
});
