/** Regions (or themes/styles/countries): cards linking to their category page. */
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Region } from '@/api';
import { ContentLink, CoverImage, Section } from './shared';
import { CardGrid } from '@/components/CardGrid';

export function RegionsSection({ title, regions }: { title?: string | null; regions: Region[] }) {
  const { t } = useTranslation('category');
  return (
    <Section title={title?.trim() || t('regions.title')}>
      <CardGrid>
        {regions.map((region) => (
          <li key={`${region.path}-${region.name}`}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <ContentLink path={region.path}>
                <CoverImage src={region.image} alt={region.name} height={160} />
                <CardContent>
                  <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
                    {region.name}
                  </Typography>
                  {region.description ? (
                    <Typography variant="body2" color="textSecondary">
                      {region.description}
                    </Typography>
                  ) : null}
                </CardContent>
              </ContentLink>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Section>
  );
}
