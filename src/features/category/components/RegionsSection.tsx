/** Regions (or themes/styles/countries): cards linking to their category page. */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Region } from '@/api';
import { ContentLink, CoverImage, Section } from './shared';

export function RegionsSection({ title, regions }: { title?: string | null; regions: Region[] }) {
  const { t } = useTranslation('category');
  return (
    <Section title={title?.trim() || t('regions.title')}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
        }}
      >
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
                    <Typography variant="body2" color="text.secondary">
                      {region.description}
                    </Typography>
                  ) : null}
                </CardContent>
              </ContentLink>
            </Card>
          </li>
        ))}
      </Box>
    </Section>
  );
}
