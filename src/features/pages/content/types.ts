/**
 * Shape of the static marketing pages' sample content (spec part 1: Static marketing pages). The content of
 * each language lives in ./vi and ./en; the one page template (../components/StaticPageTemplate.tsx) renders it.
 */
export type StaticPageId = 'whoWeAre' | 'purpose' | 'stories' | 'books';

/**
 * Where a card goes. Every target is a path under /{lang}/… built with src/domain/shared/paths.ts:
 * - post:  /{lang}/post/{slug} — the impact, community, bcorp, foundation, adventures and newsroom cards go to
 *          /{lang}/post/impact, /post/community, /post/bcorp, /post/foundation, /post/adventures, /post/newsroom
 *          (articles of the content service; the article page shows 'Article Not Found' when it has none), and
 *          the inspiration cards go to real articles of the dataset (e.g. /{lang}/post/street-food-hanoi);
 * - posts: /{lang}/post — the list of articles (the blog card);
 * - search: /{lang}/search.
 */
export type PageLink = { kind: 'post'; slug: string } | { kind: 'posts' } | { kind: 'search' };

export interface LinkCard {
  /** Short label above the title (e.g. 'Impact'). */
  label: string;
  title: string;
  text: string;
  link: PageLink;
  linkText: string;
  /** Two CSS colours of the card's decorative gradient. */
  tones: [string, string];
}

export interface InspirationCard {
  /** The idea label shown on the card (e.g. 'Food'). */
  idea: string;
  title: string;
  description: string;
  /** Article slug: the card goes to /{lang}/post/{slug}. */
  slug: string;
  tones: [string, string];
}

export interface StatItem {
  value: string;
  label: string;
}

interface SectionBase {
  /** Element id the tab bar scrolls to (unique on the page). */
  id: string;
  /** Text of the section's tab. */
  tab: string;
  heading: string;
  intro?: string;
}

export interface IntroSection extends SectionBase {
  kind: 'intro';
  paragraphs: string[];
  stats: StatItem[];
}

export interface CardsSection extends SectionBase {
  kind: 'cards';
  cards: LinkCard[];
}

export interface InspirationSection extends SectionBase {
  kind: 'inspiration';
  cards: InspirationCard[];
}

/** Highlight cards: the first tours of the live listing, each with a button to /{lang}/detail-trip/{slug}. */
export interface HighlightsSection extends SectionBase {
  kind: 'highlights';
  /** How many tours to show. */
  count: number;
}

export type PageSection = IntroSection | CardsSection | InspirationSection | HighlightsSection;

export interface StaticPageContent {
  /** Page title (h1 of the banner and 'title | brand' in the head). */
  title: string;
  /** Meta description. */
  description: string;
  banner: {
    eyebrow: string;
    subtitle: string;
    tones: [string, string];
  };
  sections: PageSection[];
  cta: {
    heading: string;
    text: string;
    /** The button goes to /{lang}/search. */
    button: string;
  };
}

export type StaticPagesContent = Record<StaticPageId, StaticPageContent>;
