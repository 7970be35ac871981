/**
 * The one template of the static marketing pages (who we are, purpose, stories, books): banner with the call
 * to action, the sticky in-page tab bar, the page's sections (intro, link cards, inspiration carousel, tour
 * highlights) and a closing call to action to /{lang}/search. The content comes from ../content/{vi,en}.
 * One styled element for the whole page (./staticPageStyles.ts); everything inside it is plain elements.
 */
import { styled } from '@mui/material/styles';
import { AppLink } from '@/components/AppLink';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/lib/hooks';
import { Breadcrumb } from '@/components/Breadcrumb';
import { plainButtonClass } from '@/components/PlainButton';
import { SectionTabs } from '@/components/SectionTabs';
import { PageTitle } from '@/components/PageTitle';
import { paths } from '@/domain/shared/paths';
import enContent from '../content/en';
import type { PageSection, StaticPageId } from '../content/types';
import viContent from '../content/vi';
import { InspirationCarousel } from './InspirationCarousel';
import { IntroBlock } from './IntroBlock';
import { LinkCards } from './LinkCards';
import { PageBanner } from './PageBanner';
import { staticPageStyles } from './staticPageStyles';
import { TourHighlights } from './TourHighlights';

const StaticPage = styled('article', { label: 'StaticPage' })(({ theme }) => staticPageStyles(theme));

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
    <StaticPage>
      <PageTitle title={content.title} description={content.description} />
      <div data-crumbs="">
        <Breadcrumb />
      </div>
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
        <section
          key={section.id}
          id={section.id}
          aria-labelledby={`${section.id}-heading`}
          data-muted={index % 2 ? '' : undefined}
        >
          <div data-column="">
            <h2 id={`${section.id}-heading`} data-intro={section.intro ? '' : undefined}>
              {section.heading}
            </h2>
            {section.intro ? <p data-lead="">{section.intro}</p> : null}
            <SectionBody section={section} lang={lang} />
          </div>
        </section>
      ))}
      <section aria-labelledby="page-cta-heading" data-cta="">
        <div data-column="md">
          <h2 id="page-cta-heading">{content.cta.heading}</h2>
          <p>{content.cta.text}</p>
          <AppLink to={searchHref} className={plainButtonClass({ variant: 'contained', size: 'large' })}>
            {content.cta.button}
          </AppLink>
        </div>
      </section>
    </StaticPage>
  );
}
