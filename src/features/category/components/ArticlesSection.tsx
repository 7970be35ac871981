/** Articles: "Browse by destination" cards and "Get inspired" cards (idea and description). */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { DestinationArticle, InspiredArticle } from '@/api';
import { ContentLink, CoverImage, Section, SECTION_IDS } from './shared';
import { CardGrid } from '@/components/CardGrid';

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
      {destinations.length ? (
        <Box component="section" aria-labelledby="articles-by-destination" sx={{ mb: 4 }}>
          <Typography
            id="articles-by-destination"
            variant="h3"
            sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 2 }}
          >
            {byDestinationTitle?.trim() || t('articles.byDestination')}
          </Typography>
          <CardGrid>
            {destinations.map((a, i) => {
              const name = a.label?.trim() || a.name?.trim() || '';
              return (
                <li key={`${a.path}-${i}`}>
                  <Card variant="outlined" sx={{ height: '100%' }}>
                    <ContentLink path={a.path}>
                      <CoverImage src={a.image} alt="" height={150} />
                      <CardContent>
                        <Typography component="h4" sx={{ fontWeight: 700 }}>
                          {name}
                        </Typography>
                      </CardContent>
                    </ContentLink>
                  </Card>
                </li>
              );
            })}
          </CardGrid>
        </Box>
      ) : null}
      {inspired.length ? (
        <Box component="section" aria-labelledby="articles-inspired">
          <Typography
            id="articles-inspired"
            variant="h3"
            sx={{ fontSize: '1.25rem', fontWeight: 700, mb: 2 }}
          >
            {inspiredTitle?.trim() || t('articles.inspired')}
          </Typography>
          <CardGrid>
            {inspired.map((a, i) => (
              <li key={`${a.path}-${i}`}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  <ContentLink path={a.path}>
                    <CoverImage src={a.image} alt="" height={150} />
                    <CardContent>
                      {a.idea ? (
                        <Typography component="h4" sx={{ fontWeight: 700 }}>
                          {a.idea}
                        </Typography>
                      ) : null}
                      {a.describe ? (
                        <Typography variant="body2" color="textSecondary">
                          {a.describe}
                        </Typography>
                      ) : null}
                    </CardContent>
                  </ContentLink>
                </Card>
              </li>
            ))}
          </CardGrid>
        </Box>
      ) : null}
    </Section>
  );
}
