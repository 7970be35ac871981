/** Articles: "Browse by destination" cards and "Get inspired" cards (idea and description). */
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import type { DestinationArticle, InspiredArticle } from '@/api';
import { cardGridStyles } from '@/components/CardGrid';
import { categoryCardStyles, ContentLink, CoverImage, Section, SECTION_IDS } from './shared';

/** The two groups, their headings and cards: one styled element, plain parts (as MUI's Box, Typography and Card were). */
const ArticleGroups = styled('div', { label: 'ArticleGroups' })(({ theme }) => ({
  '& > section[data-gap]': { marginBottom: theme.spacing(4) },
  '& > section > h3': {
    ...theme.typography.h3,
    margin: theme.spacing(0, 0, 2),
    fontSize: '1.25rem',
    fontWeight: 700,
  },
  '& > section > ul': cardGridStyles(theme),
  ...categoryCardStyles(theme),
}));

export function ArticlesSection({
  title,
  byDestinationTitle,
  inspiredTitle,
  destinations,
  inspired,
}: {
  title?: string | null;
  byDestinationTitle?: string | null;
  inspiredTitle?: string | null;
  destinations: DestinationArticle[];
  inspired: InspiredArticle[];
}) {
  const { t } = useTranslation('category');
  return (
    <Section id={SECTION_IDS.articles} title={title?.trim() || t('articles.title')}>
      <ArticleGroups>
        {destinations.length ? (
          <section aria-labelledby="articles-by-destination" data-gap="">
            <h3 id="articles-by-destination">{byDestinationTitle?.trim() || t('articles.byDestination')}</h3>
            <ul>
              {destinations.map((a, i) => (
                <li key={`${a.path}-${i}`}>
                  <div data-card="">
                    <ContentLink path={a.path}>
                      <CoverImage src={a.image} alt="" height={150} />
                      <div data-card-body="">
                        <h4>{a.label?.trim() || a.name?.trim() || ''}</h4>
                      </div>
                    </ContentLink>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {inspired.length ? (
          <section aria-labelledby="articles-inspired">
            <h3 id="articles-inspired">{inspiredTitle?.trim() || t('articles.inspired')}</h3>
            <ul>
              {inspired.map((a, i) => (
                <li key={`${a.path}-${i}`}>
                  <div data-card="">
                    <ContentLink path={a.path}>
                      <CoverImage src={a.image} alt="" height={150} />
                      <div data-card-body="">
                        {a.idea ? <h4>{a.idea}</h4> : null}
                        {a.describe ? (
                          <p data-small="" data-secondary="">
                            {a.describe}
                          </p>
                        ) : null}
                      </div>
                    </ContentLink>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </ArticleGroups>
    </Section>
  );
}
