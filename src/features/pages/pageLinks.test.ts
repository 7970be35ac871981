import { pageLinkHref } from './pageLinks';

describe('static page card links', () => {
  it('go to an article, the article list or the search page in the page language', () => {
    expect(pageLinkHref({ kind: 'post', slug: 'impact' }, 'en')).toBe('/en/post/impact');
    expect(pageLinkHref({ kind: 'post', slug: 'den-long-hoi-an' }, 'vi')).toBe('/vi/post/den-long-hoi-an');
    expect(pageLinkHref({ kind: 'posts' }, 'vi')).toBe('/vi/post');
    expect(pageLinkHref({ kind: 'search' }, 'en')).toBe('/en/search');
  });
});
