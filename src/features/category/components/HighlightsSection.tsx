/** Highlights: cards with image, name, description and buttons to /{lang}/detail-trip/{slug}. */
import { AppLink } from '@/components/AppLink';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { CategoryHighlight } from '@/api';
import type { Lang } from '@/domain/shared/language';
import { paths } from '@/domain/shared/paths';
import { CoverImage, Section, SECTION_IDS } from './shared';

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
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        {items.map((item) => (
          <li key={item.id}>
            <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
              <CoverImage src={item.image} alt={item.name} height={220} />
              <CardContent sx={{ flexGrow: 1 }}>
                <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
                  {item.name}
                </Typography>
                {item.description ? <Typography color="textSecondary">{item.description}</Typography> : null}
              </CardContent>
              {item.button?.length ? (
                <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
                  {item.button
                    .filter((b) => b.slug?.trim())
                    .map((b) => (
                      <Button
                        key={`${b.slug}-${b.name}`}
                        component={AppLink}
                        to={paths.tour(lang, b.slug)}
                        variant="contained"
                        size="small"
                      >
                        {b.name}
                      </Button>
                    ))}
                </CardActions>
              ) : null}
            </Card>
          </li>
        ))}
      </Box>
    </Section>
  );
}
