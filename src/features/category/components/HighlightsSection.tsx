/** Highlights: cards with image, name, description and buttons to /{lang}/detail-trip/{slug}. */
import { AppLink } from '@/components/AppLink';
import { useTranslation } from 'react-i18next';
import { styled } from '@mui/material/styles';
import type { CategoryHighlight } from '@/api';
import { plainButtonClass } from '@/components/PlainButton';
import type { Lang } from '@/domain/shared/language';
import { paths } from '@/domain/shared/paths';
import { categoryCardStyles, CoverImage, Section, SECTION_IDS } from './shared';

/** The cards' grid and parts: one styled element, plain parts (as MUI's Box, Card, CardActions, Button were). */
const HighlightCards = styled('ul', { label: 'HighlightCards' })(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: theme.spacing(2),
  gridTemplateColumns: '1fr',
  [theme.breakpoints.up('md')]: { gridTemplateColumns: '1fr 1fr' },
  ...categoryCardStyles(theme),
  // CardActions: a wrapping row of buttons, 8 px around and between.
  '& [data-card-actions]': {
    display: 'flex',
    alignItems: 'center',
    padding: theme.spacing(1),
    flexWrap: 'wrap',
    gap: theme.spacing(1),
  },
  '& [data-card-actions] > * ~ *': { marginLeft: theme.spacing(1) },
}));

export function HighlightsSection({
  title,
  items,
  lang,
}: {
  title?: string | null;
  items: CategoryHighlight[];
  lang: Lang;
}) {
  const { t } = useTranslation('category');
  return (
    <Section id={SECTION_IDS.highlights} title={title?.trim() || t('highlights.title')}>
      <HighlightCards>
        {items.map((item) => (
          <li key={item.id}>
            <div data-card="column">
              <CoverImage src={item.image} alt={item.name} height={220} />
              <div data-card-body="">
                <h3>{item.name}</h3>
                {item.description ? <p data-secondary="">{item.description}</p> : null}
              </div>
              {item.button?.length ? (
                <div data-card-actions="">
                  {item.button
                    .filter((b) => b.slug?.trim())
                    .map((b) => (
                      <AppLink
                        key={`${b.slug}-${b.name}`}
                        to={paths.tour(lang, b.slug)}
                        className={plainButtonClass({ variant: 'contained', size: 'small' })}
                      >
                        {b.name}
                      </AppLink>
                    ))}
                </div>
              ) : null}
            </div>
          </li>
        ))}
      </HighlightCards>
    </Section>
  );
}
