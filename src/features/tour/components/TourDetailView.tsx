/** The full tour page: title/meta/JSON-LD, section navigation and the visible sections in order. */
import { lazyNamed } from '@/components/lazyWithPreload';
import { lazy, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { MountOnFirstOpen } from '@/components/MountOnFirstOpen';
import { AskAboutTripContext } from './askAboutTrip';
import { PageContainer } from '@/components/PageContainer';
import type { TourDetail } from '@/api';
import { PageTitle } from '@/components/PageTitle';
import { tourFromPriceVnd } from '@/domain/tour/availability';
import { paths } from '@/domain/shared/paths';
import { pickMainImage } from '@/domain/tour/tourMedia';
import { useReviewSummary } from '../reviews/useReviewSummary';
import {
  isSectionVisible,
  preloadGlide,
  scrollToSection,
  sectionId,
  visibleSections,
  type TourSectionKey,
} from '../sections';
import { useLang } from '@/lib/hooks';
import { useTourT } from '../tourLang';
import { Itinerary } from './Itinerary';
import { Highlights, ImportantNotes, SuitabilitySection } from './ContentSections';
import { DeferredSection } from '@/components/DeferredSection';
import { FactsCard } from './FactsCard';
import { Overview } from './Overview';
import { SectionNav } from '@/components/SectionNav';
import { TourActions } from './TourActions';
import { TourPrintStyles } from './TourPrintStyles';
import { buildTourJsonLd } from './TourJsonLd';
import { useSiteOrigin } from '@/components/ServerInfo';
import { breadcrumbJsonLd } from '@/domain/tour/structuredData';
import { useAppDispatch } from '@/lib/hooks';
import { RecentlyViewedRow } from '@/components/recentlyViewed/RecentlyViewedRow';
import { tripViewed } from '@/lib/state/recentlyViewedSlice';
import { useMoney } from '@/components/currency/useMoney';
import { contentImageUrl } from '@/lib/contentImage';

// Below the fold: their code loads when the visitor comes near them.
// 'Ask about this trip': its form's code (react-hook-form, the schema) loads on first open.
const EnquiryDialog = lazy(() => import(/* webpackChunkName: "tour-enquiry" */ './EnquiryDialog'));
const DatesPrices = lazy(() => import(/* webpackChunkName: "tour-dates" */ './DatesPrices'));
const ReviewsSection = lazy(() => import(/* webpackChunkName: "tour-reviews" */ '../reviews/ReviewsSection'));
// Every section below the overview is server-rendered on load and hydrates as it comes near (DeferredSection).
// The inclusions' code arrives then too (its own chunk); the other sections' code is in the page's chunk, as the
// itinerary is within reach of the first screen on a desktop. On a phone the overview fills the first screen, and
// hydrating the rest on load doubled the work React does before the page answers a tap (about 490 components
// against 260).
const Inclusions = lazyNamed(
  () => import(/* webpackChunkName: "tour-inclusions" */ './Inclusions'),
  'Inclusions',
);

const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function metaDescription(text: string, max = 160): string {
  const chars = Array.from(text);
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

export function TourDetailView({ tour, slug }: { tour: TourDetail; slug: string }) {
  const { t } = useTourT();
  const lang = useLang();
  const summary = useReviewSummary();
  const sections = useMemo(() => visibleSections(tour), [tour]);
  const { rate } = useMoney();
  const fromPriceVnd = useMemo(() => tourFromPriceVnd(tour, rate), [tour, rate]);
  // The review summary is merged into the tour: its average and total win once loaded.
  const rating = summary.loaded
    ? { average: summary.average, total: summary.total }
    : { average: tour.rating ?? 0, total: tour.reviewCount ?? 0 };
  const description = metaDescription(
    plainText(tour.subtitle || tour.description || '') ||
      t('meta.description', {
        title: tour.title,
        days: tour.duration_days ?? '-',
        start: tour.start_location ?? '-',
      }),
  );
  const main = pickMainImage(tour.media);
  const image = main ? contentImageUrl(main.url) : tour.image ? contentImageUrl(tour.image) : null;
  const dispatch = useAppDispatch();
  const [enquiry, setEnquiry] = useState<{ open: boolean; departureId: number | null }>({
    open: false,
    departureId: null,
  });
  const askAboutTrip = useCallback(
    (departureId: number | null) => setEnquiry({ open: true, departureId }),
    [setEnquiry],
  );
  const upcoming = useMemo(() => {
    const today = new Date().toISOString().slice(0, 10);
    return tour.dates.filter((date) => date.start_date >= today);
  }, [tour.dates]);
  const mainImagePath = main?.url ?? tour.image ?? null;
  // Opening a tour puts it first among the recently viewed (kept in this browser).
  useEffect(() => {
    dispatch(
      tripViewed({
        slug: tour.slug || slug,
        title: tour.title,
        image: mainImagePath,
        duration: tour.duration_days ?? null,
        priceVnd: fromPriceVnd,
      }),
    );
  }, [dispatch, tour.slug, slug, tour.title, mainImagePath, tour.duration_days, fromPriceVnd]);
  const origin = useSiteOrigin();
  const absolute = (url: string) => new URL(url, `${origin || 'http://localhost'}/`).href;
  const tourUrl = absolute(paths.tour(lang, tour.slug || slug));
  const jsonLd = [
    buildTourJsonLd({
      tour,
      url: tourUrl,
      image: image ? absolute(image) : null,
      lowestPriceVnd: fromPriceVnd,
      rating: rating.total > 0 ? rating : null,
      description,
    }),
    breadcrumbJsonLd([
      { name: t('meta.home'), url: absolute(paths.home(lang)) },
      { name: tour.title, url: tourUrl },
    ]),
  ];

  // A section below the overview, when the tour has content for it: it hydrates as it comes near.
  const lower = (key: TourSectionKey, minHeight: number, content: ReactNode) =>
    isSectionVisible(key, tour) ? (
      <DeferredSection id={sectionId(key)} minHeight={minHeight}>
        {content}
      </DeferredSection>
    ) : null;

  return (
    <AskAboutTripContext.Provider value={askAboutTrip}>
      <PageContainer maxWidth="lg" sx={{ py: 3 }}>
        <PageTitle
          title={tour.title}
          description={description}
          image={image}
          type="product"
          jsonLd={jsonLd}
        />
        <TourPrintStyles />
        <SectionNav
          label={t('nav.label')}
          items={sections.map((section) => ({ id: section.id, label: t(`nav.${section.key}`) }))}
          // The tour's sections below the fold hydrate as they come near and grow: its scroll corrects itself.
          scrollTo={scrollToSection}
          warmUp={preloadGlide}
        />
        <Overview
          tour={tour}
          actions={<TourActions tour={tour} url={tourUrl} />}
          facts={
            <FactsCard
              tour={tour}
              rating={rating}
              fromPriceVnd={fromPriceVnd}
              showDatesButton={isSectionVisible('dates', tour)}
            />
          }
        />
        {lower('highlights', 300, <Highlights items={tour.highlights} />)}
        {lower('itinerary', 800, <Itinerary days={tour.itineraries} media={tour.media} title={tour.title} />)}
        {lower(
          'inclusions',
          400,
          <Inclusions inclusions={tour.inclusions} days={tour.itineraries} categories={tour.categories} />,
        )}
        {lower('suitability', 500, <SuitabilitySection items={tour.suitabilities} />)}
        {lower('dates', 480, <DatesPrices dates={tour.dates} slug={tour.slug || slug} />)}
        {lower('notes', 600, <ImportantNotes notes={tour.notes} />)}
        <DeferredSection id={sectionId('reviews')} minHeight={320}>
          <ReviewsSection summary={summary} />
        </DeferredSection>
        <RecentlyViewedRow exclude={tour.slug || slug} />
        <MountOnFirstOpen open={enquiry.open}>
          <EnquiryDialog
            open={enquiry.open}
            onClose={() => setEnquiry((current) => ({ ...current, open: false }))}
            lang={lang}
            slug={tour.slug || slug}
            title={tour.title}
            departures={upcoming}
            departureId={enquiry.departureId}
          />
        </MountOnFirstOpen>
      </PageContainer>
    </AskAboutTripContext.Provider>
  );
}
