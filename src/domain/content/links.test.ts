import { resolveFooterLink, resolveMenuLink, safeHref } from './links';

const SITE = 'https://vivu.example';

describe('safeHref allows only http(s), mailto, tel and relative links', () => {
  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['http://example.com', 'http://example.com'],
    ['mailto:hi@example.com', 'mailto:hi@example.com'],
    ['tel:+84123456', 'tel:+84123456'],
    ['/vi/search', '/vi/search'],
    ['who-we-are', 'who-we-are'],
    ['#section', '#section'],
    ['?page=2', '?page=2'],
    ['  /vi  ', '/vi'],
  ])('%p → %p', (input, expected) => {
    expect(safeHref(input)).toBe(expected);
  });
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    ' \u0001javascript:x',
    'data:text/html,x',
    'vbscript:x',
    'ftp://x',
    '',
    '   ',
    null,
    undefined,
  ])('rejects %p', (input) => {
    expect(safeHref(input)).toBeUndefined();
  });
});

describe('resolveMenuLink', () => {
  it('post items go to /{lang}/post/{slug}', () => {
    expect(resolveMenuLink({ type: 'post', slug: 'visa-guide' }, 'en', SITE)).toEqual({
      href: '/en/post/visa-guide',
      external: false,
    });
  });
  it('category (slug) items go to /{lang}/{slug}', () => {
    expect(resolveMenuLink({ type: 'category', slug: 'asia' }, 'vi', SITE)).toEqual({
      href: '/vi/asia',
      external: false,
    });
  });
  it('custom links containing destinations or search go to those pages', () => {
    expect(resolveMenuLink({ type: 'custom', link: '/vi/destinations' }, 'en', SITE)).toEqual({
      href: '/en/destinations',
      external: false,
    });
    expect(resolveMenuLink({ type: 'custom', link: 'https://vivu.example/en/search' }, 'vi', SITE)).toEqual({
      href: '/vi/search',
      external: false,
    });
    expect(resolveMenuLink({ type: 'custom', link: '/en/Search?keyword=japan' }, 'vi', SITE)).toEqual({
      href: '/vi/search?keyword=japan',
      external: false,
    });
  });
  it('custom links to another origin open in a new tab', () => {
    expect(resolveMenuLink({ type: 'custom', link: 'https://blog.example.org/story' }, 'vi', SITE)).toEqual({
      href: 'https://blog.example.org/story',
      external: true,
    });
  });
  it('other custom links become /{lang}/{path without language prefix}', () => {
    expect(resolveMenuLink({ type: 'custom', link: '/vi/who-we-are' }, 'en', SITE)).toEqual({
      href: '/en/who-we-are',
      external: false,
    });
    expect(
      resolveMenuLink(
        { type: 'custom', link: 'https://vivu.example/en/contact/contact-us?x=1#f' },
        'vi',
        SITE,
      ),
    ).toEqual({
      href: '/vi/contact/contact-us?x=1#f',
      external: false,
    });
    expect(resolveMenuLink({ type: 'custom', link: 'purpose' }, 'vi', SITE)).toEqual({
      href: '/vi/purpose',
      external: false,
    });
    expect(resolveMenuLink({ type: 'custom', link: '/' }, 'en', SITE)).toEqual({
      href: '/en',
      external: false,
    });
  });
  it('unsafe or missing targets give undefined (the item is a heading only)', () => {
    expect(resolveMenuLink({ type: 'custom', link: 'javascript:alert(1)' }, 'vi', SITE)).toBeUndefined();
    expect(resolveMenuLink({ type: 'custom', link: null }, 'vi', SITE)).toBeUndefined();
    expect(resolveMenuLink({ type: 'category', slug: null }, 'vi', SITE)).toBeUndefined();
  });
  it('a custom item without link but with a slug uses the slug', () => {
    expect(resolveMenuLink({ type: 'custom', slug: 'europe', link: '' }, 'vi', SITE)).toEqual({
      href: '/vi/europe',
      external: false,
    });
  });
});

describe('resolveFooterLink', () => {
  it('category → /{lang}/category/{slug}', () => {
    expect(resolveFooterLink({ type: 'category', category: { title: 'Asia', slug: 'asia' } }, 'vi')).toEqual({
      href: '/vi/category/asia',
      external: false,
    });
  });
  it('post → /{lang}/post/{slug}', () => {
    expect(resolveFooterLink({ type: 'post', post: { title: 'Terms', slug: 'terms' } }, 'en')).toEqual({
      href: '/en/post/terms',
      external: false,
    });
  });
  it('custom → its url in a new tab, only when safe', () => {
    expect(
      resolveFooterLink({ type: 'custom', custom: { title: 'FB', url: 'https://facebook.com/vivu' } }, 'vi'),
    ).toEqual({
      href: 'https://facebook.com/vivu',
      external: true,
    });
    expect(
      resolveFooterLink({ type: 'custom', custom: { title: 'x', url: 'javascript:x' } }, 'vi'),
    ).toBeUndefined();
  });
  it('missing data gives undefined', () => {
    expect(resolveFooterLink({ type: 'category', category: null }, 'vi')).toBeUndefined();
    expect(resolveFooterLink({ type: 'other' }, 'vi')).toBeUndefined();
  });
});
