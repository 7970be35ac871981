/**
 * A category landing page once its data is loaded: the template's sections in order, each only when it has
 * content (src/domain/category/categoryTemplate.ts). The in-page nav lists the sections shown below it.
 */
import { lazyNamed } from '@/components/lazyWithPreload';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryPageData } from '@/api';
import {
  templateSections,
  type CategorySection,
  type CategoryTemplate,
} from '@/domain/category/categoryTemplate';
import type { Lang } from '@/domain/shared/language';
import { toEmbedUrl, videoLink } from '@/domain/category/video';
import { DeferredSection } from '@/components/DeferredSection';
import { SectionNav } from '@/components/SectionNav';
import { glideToSection, preloadGlide } from '@/components/glideToSection';
import { useCategoryReviews, useFirstToursPage, useTravelDeals } from '../sectionData';
import { glanceFacts } from '@/domain/category/glanceFacts';
import { CategoryBanner, hasBanner } from './CategoryBanner';
import { ExploreAllCta } from './ExploreAllCta';
import { RegionsSection } from './RegionsSection';
import { SECTION_IDS } from './shared';
import { TopDestinations } from './TopDestinations';
import { VideoSection } from './VideoSection';

/*
 * The sections below the in-page nav render on load like the rest (server-rendered, their data asked for at once);
 * their code arrives in its own chunk and hydrates when they come near the viewport (DeferredSection), so the first
 * screen's JavaScript stays small.
 */
const TravelDealsTable = lazyNamed(
  () => import(/* webpackChunkName: "category-deals" */ './TravelDealsTable'),
  'TravelDealsTable',
);
const PopularTripsGrid = lazyNamed(
  () => import(/* webpackChunkName: "category-trips" */ './PopularTripsGrid'),
  'PopularTripsGrid',
);
const HighlightsSection = lazyNamed(
  () => import(/* webpackChunkName: "category-highlights" */ './HighlightsSection'),
  'HighlightsSection',
);
const CategoryReviews = lazyNamed(
  () => import(/* webpackChunkName: "category-reviews" */ './CategoryReviews'),
  'CategoryReviews',
);
const ArticlesSection = lazyNamed(
  () => import(/* webpackChunkName: "category-articles" */ './ArticlesSection'),
  'ArticlesSection',
);
const AtAGlance = lazyNamed(
  () => import(/* webpackChunkName: "category-glance" */ './AtAGlance'),
  'AtAGlance',
);
const FaqAccordion = lazyNamed(
  () => import(/* webpackChunkName: "category-faqs" */ './FaqAccordion'),
  'FaqAccordion',
);

export interface CategoryViewProps {
  data: CategoryPageData;
  template: CategoryTemplate;
  lang: Lang;
  /** The slug the page's data was fetched with (the sub-slug when present). */
  slug: string;
  title: string;
}

/** The sections the in-page nav can list, in page order. */
type NavSection = keyof typeof SECTION_IDS;

const NAV_ORDER: NavSection[] = [
  'travelDeals',
  'popularTrips',
  'highlights',
  'reviews',
  'articles',
  'atAGlance',
  'faqs',
];

/** The sections whose code arrives after the first screen, with the height each reserves meanwhile (px). */
const DEFERRED: Partial<Record<NavSection, number>> = {
  travelDeals: 480,
  popularTrips: 640,
  highlights: 480,
  reviews: 420,
  articles: 480,
  atAGlance: 320,
  faqs: 360,
};

export function CategoryView({ data, template, lang, slug, title }: CategoryViewProps) {
  const { t } = useTranslation('category');
  const sections = templateSections(template);
  const wants = (s: CategorySection) => sections.includes(s);
  const deals = useTravelDeals(lang, slug, !wants('travelDeals'));
  const tours = useFirstToursPage(lang, slug);
  const reviews = useCategoryReviews(lang, slug);

  const level3 = template === 'sub-destination';
  const articleDestinations =
    (level3 ? data.destinations?.content_destination : data.articles?.content_destination) ?? [];
  const articleInspired = (level3 ? data.inspired?.content_inspired : data.articles?.content_inspired) ?? [];
  const embedUrl = toEmbedUrl(data.youtube_link);
  const plainVideoLink = videoLink(data.youtube_link);
  const regions = data.regions?.content ?? [];
  const top = data.topdestinations?.content ?? [];
  const highlights = data.highlights?.content ?? [];
  const faqs = data.faqs?.content ?? [];
  const glance = data.ataGlanceData?.content ?? [];

  // Whether a section has content (server-backed ones: anything other than a settled empty answer).
  const has: Record<CategorySection, boolean> = {
    banner: hasBanner(data.banner),
    regions: regions.length > 0,
    exploreAll: true,
    topDestinations: top.length > 0,
    video: embedUrl !== null || plainVideoLink !== null,
    nav: true,
    travelDeals:
      (!deals.isUninitialized && deals.isLoading) || deals.failure !== null || deals.deals.length > 0,
    popularTrips: tours.isLoading || tours.isError || (tours.data?.data.length ?? 0) > 0,
    highlights: highlights.length > 0,
    reviews: reviews.reviews.length > 0,
    articles: articleDestinations.length + articleInspired.length > 0,
    atAGlance: glanceFacts(glance).length > 0,
    faqs: faqs.length > 0,
  };
  const navSections = NAV_ORDER.filter((s) => wants(s) && has[s]);

  const render: Record<CategorySection, () => ReactNode> = {
    banner: () => <CategoryBanner banner={data.banner!} fallbackTitle={title} />,
    regions: () => <RegionsSection title={data.regions?.title} regions={regions} />,
    exploreAll: () => <ExploreAllCta lang={lang} />,
    topDestinations: () => <TopDestinations title={data.topdestinations?.title} items={top} lang={lang} />,
    video: () => <VideoSection embedUrl={embedUrl} link={plainVideoLink} title={title} />,
    nav: () =>
      navSections.length > 1 ? (
        <SectionNav
          label={t('nav.label')}
          items={navSections.map((key) => ({ id: SECTION_IDS[key], label: t(`nav.${key}`) }))}
          scrollTo={glideToSection}
          warmUp={preloadGlide}
        />
      ) : null,
    travelDeals: () => <TravelDealsTable lang={lang} slug={slug} />,
    popularTrips: () => <PopularTripsGrid key={`${lang}/${slug}`} lang={lang} slug={slug} />,
    highlights: () => <HighlightsSection title={data.highlights?.title} items={highlights} lang={lang} />,
    reviews: () => <CategoryReviews lang={lang} slug={slug} />,
    articles: () => (
      <ArticlesSection
        title={level3 ? null : data.articles?.title}
        byDestinationTitle={level3 ? data.destinations?.title : null}
        inspiredTitle={level3 ? data.inspired?.title : null}
        destinations={articleDestinations}
        inspired={articleInspired}
      />
    ),
    atAGlance: () => <AtAGlance title={data.ataGlanceData?.title} items={glance} />,
    faqs: () => <FaqAccordion key={`${lang}/${slug}`} title={data.faqs?.title} items={faqs} />,
  };

  return (
    <div data-template={template}>
      {sections.map((s) => {
        if (!has[s]) return null;
        const deferred = DEFERRED[s as NavSection];
        return deferred ? (
          <DeferredSection key={s} id={SECTION_IDS[s as NavSection]} minHeight={deferred} skipOffscreen>
            {render[s]()}
          </DeferredSection>
        ) : (
          <Fragment key={s}>{render[s]()}</Fragment>
        );
      })}
    </div>
  );
}
