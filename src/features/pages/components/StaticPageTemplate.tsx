/**
 * The one template of the static marketing pages (who we are, purpose, stories, books): banner with the call
 * to action, the sticky in-page tab bar, the page's sections (intro, link cards, inspiration carousel, tour
 * highlights) and a closing call to action to /{lang}/search. The content comes from ../content/{vi,en}.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PageContainer } from '@/components/PageContainer';
import Typography from '@mui/material/Typography';
import { AppLink } from '@/components/AppLink';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/lib/hooks';
import { Breadcrumb } from '@/components/Breadcrumb';
import { SectionTabs } from '@/components/SectionTabs';
import { belowSectionNav } from '@/lib/theme';
import { PageTitle } from '@/components/PageTitle';
import { paths } from '@/domain/shared/paths';
import enContent from '../content/en';
import type { PageSection, StaticPageId } from '../content/types';
import viContent from '../content/vi';
import { InspirationCarousel } from './InspirationCarousel';
import { IntroBlock } from './IntroBlock';
import { LinkCards } from './LinkCards';
import { PageBanner } from './PageBanner';
import { TourHighlights } from './TourHighlights';

const CONTENT = { vi: viContent, en: enContent } as const;

function SectionBody({ section, lang }: { section: PageSection; lang: 'vi' | 'en' }) {
  switch (section.kind) {
    case 'intro':
      return <IntroBlock section={section} />;
    case 'cards':
      return <LinkCards cards={section.cards} lang={lang} />;
    case 'inspiration':
      return <InspirationCarousel cards={section.cards} lang={lang} label={section.heading} />;
    case 'highlights':
      return <TourHighlights lang={lang} count={section.count} />;
  }
}

export function StaticPageTemplate({ page }: { page: StaticPageId }) {
  const { t } = useTranslation('pages');
  const lang = useLang();
  const content = CONTENT[lang][page];
  const searchHref = paths.search(lang);

  return (
    <Box component="article">
      <PageTitle title={content.title} description={content.description} />
      <PageContainer maxWidth="lg" sx={{ py: 1.5 }}>
        <Breadcrumb />
      </PageContainer>
      <PageBanner
        eyebrow={content.banner.eyebrow}
        title={content.title}
        subtitle={content.banner.subtitle}
        tones={content.banner.tones}
        ctaText={content.cta.button}
        ctaHref={searchHref}
      />
      <SectionTabs
        label={t('tabs.label')}
        items={content.sections.map((s) => ({ id: s.id, label: s.tab }))}
      />
      {content.sections.map((section, index) => (
        // Sections follow each other without margins (padding only): the scroll spy relies on it.
        <Box
          component="section"
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          sx={(theme) => ({
            scrollMarginTop: belowSectionNav(theme),
            py: { xs: 5, md: 7 },
            bgcolor: index % 2 ? 'grey.50' : 'background.paper',
          })}
        >
          <PageContainer maxWidth="lg">
            <Typography variant="h2" id={`${section.id}-heading`} sx={{ mb: section.intro ? 1 : 3 }}>
              {section.heading}
            </Typography>
            {section.intro ? (
              <Typography color="textSecondary" sx={{ mb: 3 }}>
                {section.intro}
              </Typography>
            ) : null}
            <SectionBody section={section} lang={lang} />
          </PageContainer>
        </Box>
      ))}
      <Box
        component="section"
        aria-labelledby="page-cta-heading"
        sx={{ py: { xs: 6, md: 8 }, textAlign: 'center' }}
      >
        <PageContainer maxWidth="md">
          <Typography variant="h2" id="page-cta-heading" gutterBottom>
            {content.cta.heading}
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 3 }}>
            {content.cta.text}
          </Typography>
          <Button component={AppLink} to={searchHref} variant="contained" size="large">
            {content.cta.button}
          </Button>
        </PageContainer>
      </Box>
    </Box>
  );
}
