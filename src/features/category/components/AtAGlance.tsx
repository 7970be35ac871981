/** At-a-glance facts: capital city, population, currency, language, time zone, calling code, electricity. */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AtAGlanceItem } from '@/api';
import { glanceFacts } from '@/domain/category/glanceFacts';
import { Section, SECTION_IDS } from './shared';

export function AtAGlance({ title, items }: { title?: string | null; items: AtAGlanceItem[] }) {
  const { t } = useTranslation('category');
  const facts = glanceFacts(items);
  return (
    <Section id={SECTION_IDS.atAGlance} title={title?.trim() || t('atAGlance.title')} muted>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}
      >
        {facts.map((f) => (
          <Box
            key={f.key}
            sx={{ p: 2, bgcolor: 'background.paper', borderRadius: 2, border: 1, borderColor: 'divider' }}
          >
            <Typography component="dt" variant="body2" color="textSecondary">
              {t(`atAGlance.${f.key}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
              {f.value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
