/**
 * The mock dataset: generated once per day from a fixed seed (memoised), projected per language.
 * `getDataset()` is what handlers use; `generateDataset(today)` is pure and deterministic (tests compare two runs).
 */
import type {
  Article,
  Banner,
  Destination,
  FooterEntry,
  HomeTours,
  MediaSections,
  MenuItem,
} from '../../src/api/generated/contentApi';
import { DESTINATIONS, type Bi } from './catalogue';
import { buildCategoryPages, type CategoryPage } from './categories';
import {
  ARTICLES,
  BANNERS,
  buildFooter,
  buildMenu,
  MEDIA_SECTIONS,
  type FooterNode,
  type Lang,
  type MenuNode,
} from './content';
import { todayIso } from './dates';
import { generateTours, type TourRecord } from './tours';
import { toHomeTrip } from './views';

export type { Lang } from './content';

export interface Dataset {
  today: string;
  tours: TourRecord[];
  pages: CategoryPage[];
  menu: MenuNode[];
  footer: FooterNode[];
}

export function generateDataset(today: string): Dataset {
  return {
    today,
    tours: generateTours(today),
    pages: buildCategoryPages(),
    menu: buildMenu(),
    footer: buildFooter(),
  };
}

let memo: Dataset | null = null;

/** The dataset for today (regenerated when the day changes). */
export function getDataset(): Dataset {
  const today = todayIso();
  if (!memo || memo.today !== today) memo = generateDataset(today);
  return memo;
}

/** Drop the memoised dataset (and its mutated availability); the next call regenerates it from the seed. */
export function clearDatasetMemo(): void {
  memo = null;
}

export function isLang(value: unknown): value is Lang {
  return value === 'vi' || value === 'en';
}

const withLang = (text: string, lang: Lang) => text.replace('{lang}', lang);

// ------------------------------------------------------------------ localised views of shell/home content
export function menuOf(ds: Dataset, lang: Lang): MenuItem[] {
  const map = (n: MenuNode): MenuItem => ({
    id: n.id,
    label: n.label[lang],
    slug: n.slug,
    type: n.type,
    link: n.link ? withLang(n.link, lang) : null,
    children: n.children.map(map),
  });
  return ds.menu.map(map);
}

export function footerOf(ds: Dataset, lang: Lang): FooterEntry[] {
  const map = (n: FooterNode): FooterEntry => {
    const children = n.children.map(map);
    if (n.type === 'custom')
      return { type: 'custom', custom: { title: n.title[lang], url: n.url }, children };
    if (n.type === 'post') return { type: 'post', post: { title: n.title[lang], slug: n.slug }, children };
    return { type: 'category', category: { title: n.title[lang], slug: n.slug }, children };
  };
  return ds.footer.map(map);
}

export function bannersOf(lang: Lang): Banner[] {
  return BANNERS.map((b) => ({
    ...b,
    link: b.link ? withLang(b.link, lang) : null,
    title: b.title[lang],
    subtitle: b.subtitle?.[lang] ?? null,
    button_text: b.button_text?.[lang] ?? null,
  }));
}

export function mediaSectionsOf(lang: Lang): MediaSections {
  const t = (b: Bi) => b[lang];
  return {
    about_1: MEDIA_SECTIONS.about_1.map((s) => ({ title: t(s.title), texts: s.texts.map(t) })),
    about_2: MEDIA_SECTIONS.about_2.map((s) => ({
      title: t(s.title),
      subtitle: t(s.subtitle),
      content: t(s.content),
      button: { text: t(s.button.text), link: withLang(s.button.link, lang) },
      image: s.image,
    })),
    about_3: MEDIA_SECTIONS.about_3.map((s) => ({
      image: s.image,
      video: s.video,
      achievements: s.achievements.map((a) => ({
        image: a.image,
        title: t(a.title),
        description: t(a.description),
      })),
    })),
    about_4: MEDIA_SECTIONS.about_4.map((s) => ({
      title: t(s.title),
      content: t(s.content),
      button: { text: t(s.button.text), link: s.button.link },
      image: s.image,
    })),
  };
}

export function homeToursOf(ds: Dataset, lang: Lang): HomeTours {
  const card = (t: TourRecord) => toHomeTrip(t, lang, ds.today);
  const newest = [...ds.tours].sort((a, b) => a.age - b.age);
  const popular = [...ds.tours].sort((a, b) => b.popularity - a.popularity);
  return {
    only: popular.slice(0, 3).map(card),
    new: newest.slice(0, 10).map(card),
    popular: popular.slice(0, 10).map(card),
  };
}

export function popularDestinationsOf(ds: Dataset, lang: Lang): Destination[] {
  return DESTINATIONS.map((d) => ({ d, count: ds.tours.filter((t) => t.dest.key === d.key).length }))
    .sort((a, b) => b.count - a.count)
    .map(({ d }) => ({ slug: d.slug, image: `categories/${d.slug}.jpg`, label: d.name[lang] }));
}

export function articleOf(lang: Lang, slug: string): Article | null {
  const a = ARTICLES.find((x) => x.slug === slug);
  if (!a) return null;
  return {
    id: a.id,
    slug: a.slug,
    title: a.title[lang],
    summary: a.summary[lang],
    image: a.image,
    content: a.content[lang],
  };
}

export function findTour(ds: Dataset, slug: string): TourRecord | undefined {
  return ds.tours.find((t) => t.slug === slug);
}
