import en from './en';
import vi from './vi';
import type { StaticPageId } from './types';

const PAGES: StaticPageId[] = ['whoWeAre', 'purpose', 'stories', 'books'];

describe('static pages content', () => {
  it.each(PAGES)('%s has the same sections (ids and kinds) in vi and en, with unique ids', (page) => {
    const shape = (lang: typeof vi) => lang[page].sections.map((s) => `${s.id}:${s.kind}`);
    expect(shape(en)).toEqual(shape(vi));
    const ids = vi[page].sections.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(PAGES)('%s has cards, the inspiration carousel and tour highlights', (page) => {
    for (const lang of [vi, en]) {
      const kinds = lang[page].sections.map((s) => s.kind);
      expect(kinds).toEqual(expect.arrayContaining(['cards', 'inspiration', 'highlights']));
    }
  });

  it('links the cards to the blog, impact, community, bcorp, foundation, adventures and newsroom', () => {
    for (const lang of [vi, en]) {
      const cards = lang.whoWeAre.sections.flatMap((s) => (s.kind === 'cards' ? s.cards : []));
      expect(cards.map((c) => (c.link.kind === 'post' ? c.link.slug : c.link.kind))).toEqual([
        'posts',
        'impact',
        'community',
        'bcorp',
        'foundation',
        'adventures',
        'newsroom',
      ]);
    }
  });

  it('writes Vietnamese with its diacritics', () => {
    expect(vi.whoWeAre.title).toBe('Về chúng tôi');
    expect(vi.purpose.title).toBe('Sứ mệnh của chúng tôi');
    expect(vi.stories.title).toBe('Câu chuyện của chúng tôi');
    expect(en.whoWeAre.title).toBe('Who we are');
    expect(en.purpose.title).toBe('Our Purpose');
    expect(en.stories.title).toBe('Our stories');
  });
});
