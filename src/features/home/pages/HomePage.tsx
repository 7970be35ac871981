/**
 * The home page (spec part 1, §2 "Home page"), in order: page-loading spinner, head data, banner carousel
 * with the about intro block, search bar, about section, home tour list, popular destinations, newsletter.
 * Header and footer come from the layout.
 *
 * Performance: the parts above the fold ship with the page; the sections below it render on load too, their
 * code arriving in its own chunk right after (DeferredSection reserves their height meanwhile); their data is
 * requested at once.
 */
import { lazy } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { useGetBannersQuery, useGetHomeToursQuery, useGetPopularDestinationsQuery } from '@/api';
import { useLang } from '@/lib/hooks';
import { useMediaSections } from '../hooks/useMediaSections';
import { HomeHead } from '../components/HomeHead';
import { BannerCarousel } from '../components/BannerCarousel';
import { AboutIntro } from '../components/AboutIntro';
import { SearchBar } from '../components/SearchBar';
import { DeferredSection } from '@/components/DeferredSection';
import { RecentlyViewedRow } from '@/components/recentlyViewed/RecentlyViewedRow';
import visuallyHidden from '@mui/utils/visuallyHidden';

const AboutSection = lazy(() => import(/* webpackChunkName: "home-about" */ '../components/AboutSection'));
const HomeTourList = lazy(() => import(/* webpackChunkName: "home-tours" */ '../components/HomeTourList'));
const PopularDestinations = lazy(
  () => import(/* webpackChunkName: "home-destinations-section" */ '../components/PopularDestinations'),
);
const Newsletter = lazy(() => import(/* webpackChunkName: "home-newsletter" */ '../components/Newsletter'));

export default function HomePage() {
  const { t } = useTranslation('home');
  const lang = useLang();
  const { sections, settled } = useMediaSections(lang);
  // Requested at once, shown by the sections below (RTK Query shares the answers).
  const banners = useGetBannersQuery({ lang });
  const trips = useGetHomeToursQuery({ lang });
  useGetPopularDestinationsQuery({ lang });
  const loading = banners.isLoading || trips.isLoading || !settled;

  return (
    <Box sx={{ position: 'relative' }}>
      {loading ? (
        <Box
          role="status"
          aria-label={t('loading')}
          sx={{ position: 'absolute', top: 16, right: 16, zIndex: 10 }}
        >
          <CircularProgress size={28} color="secondary" aria-hidden="true" />
        </Box>
      ) : null}
      <HomeHead lang={lang} />
      <h1 style={visuallyHidden}>{t('meta.title')}</h1>
      <BannerCarousel lang={lang} />
      <AboutIntro intro={sections?.about_1?.[0]} />
      <SearchBar lang={lang} />
      <DeferredSection minHeight={600}>
        <AboutSection
          story={sections?.about_2?.[0]}
          media={sections?.about_3?.[0]}
          closing={sections?.about_4?.[0]}
          settled={settled}
        />
      </DeferredSection>
      <DeferredSection minHeight={480} skipOffscreen>
        <HomeTourList lang={lang} />
      </DeferredSection>
      {/* Only in this browser (absent until a trip has been opened): below the first screen, so nothing moves. */}
      <Box sx={{ maxWidth: 1320, mx: 'auto', px: 2 }}>
        <RecentlyViewedRow />
      </Box>
      <DeferredSection minHeight={520} skipOffscreen>
        <PopularDestinations lang={lang} />
      </DeferredSection>
      <DeferredSection minHeight={360} skipOffscreen>
        <Newsletter lang={lang} />
      </DeferredSection>
    </Box>
  );
}
