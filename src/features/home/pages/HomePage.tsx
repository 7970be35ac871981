/**
 * The home page (spec part 1, §2 "Home page"), in order: page-loading spinner, head data, banner carousel
 * with the about intro block, search bar, about section, home tour list, popular destinations, newsletter.
 * Header and footer come from the layout.
 */
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { useGetBannersQuery, useGetHomeToursQuery } from '@/api';
import { useHomeLang } from '../hooks/useHomeLang';
import { useMediaSections } from '../hooks/useMediaSections';
import { HomeHead } from '../components/HomeHead';
import { BannerCarousel } from '../components/BannerCarousel';
import { AboutIntro } from '../components/AboutIntro';
import { SearchBar } from '../components/SearchBar';
import { AboutSection } from '../components/AboutSection';
import { HomeTourList } from '../components/HomeTourList';
import { PopularDestinations } from '../components/PopularDestinations';
import { Newsletter } from '../components/Newsletter';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export default function HomePage() {
  const { t } = useTranslation('home');
  const lang = useHomeLang();
  const { sections, settled } = useMediaSections(lang);
  const banners = useGetBannersQuery({ lang });
  const trips = useGetHomeToursQuery({ lang });
  const loading = banners.isLoading || trips.isLoading || !settled;

  return (
    <Box component="div" sx={{ position: 'relative' }}>
      {loading ? (
        <LinearProgress
          aria-label={t('loading')}
          color="secondary"
          sx={{ position: 'absolute', top: 0, left: 0, right: 0, zIndex: 10 }}
        />
      ) : null}
      <HomeHead lang={lang} />
      <Box component="h1" sx={visuallyHidden}>
        {t('meta.title')}
      </Box>
      <BannerCarousel lang={lang} />
      <AboutIntro intro={sections?.about_1?.[0]} />
      <SearchBar lang={lang} />
      <AboutSection
        story={sections?.about_2?.[0]}
        media={sections?.about_3?.[0]}
        closing={sections?.about_4?.[0]}
        settled={settled}
      />
      <HomeTourList lang={lang} />
      <PopularDestinations lang={lang} />
      <Newsletter lang={lang} />
    </Box>
  );
}
