/**
 * A category landing page once its data is loaded: the template's sections in order, each only when it has
 * content (src/domain/categoryTemplate.ts). The in-page nav lists the sections shown below it.
 */
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CategoryPageData } from '@/api';
import { templateSections, type CategorySection, type CategoryTemplate } from '@/domain/categoryTemplate';
import type { Lang } from '@/domain/language';
import { toEmbedUrl, videoLink } from '@/domain/video';
import { ArticlesSection } from './ArticlesSection';
import { AtAGlance, glanceFacts } from './AtAGlance';
import { CategoryBanner, hasBanner } from './CategoryBanner';
import { CategoryReviews, useCategoryReviews } from './CategoryReviews';
import { ExploreAllCta } from './ExploreAllCta';
import { FaqAccordion } from './FaqAccordion';
import { HighlightsSection } from './HighlightsSection';
import { PopularTripsGrid, useFirstToursPage } from './PopularTripsGrid';
import { RegionsSection } from './RegionsSection';
import { SectionNav } from '@/components/SectionNav';
import { SECTION_IDS } from './shared';
import { TopDestinations } from './TopDestinations';
import { TravelDealsTable, useTravelDeals } from './TravelDealsTable';
import { VideoSection } from './VideoSection';

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
      {sections.map((s) => (has[s] ? <Fragment key={s}>{render[s]()}</Fragment> : null))}
    </div>
  );
}
