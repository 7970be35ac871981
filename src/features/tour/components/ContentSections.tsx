/** Highlights, suitability and important notes. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import { AppLink } from '@/components/AppLink';
import type { Highlight, Note, Suitability } from '@/api';
import { SafeHtml } from '@/components/SafeHtml';
import { paths } from '@/domain/shared/paths';
import { sectionId, visibleNotes } from '../sections';
import { useLang } from '@/lib/hooks';
import { useTourT } from '../tourLang';
import { SectionShell } from './SectionShell';

function CheckList({ items }: { items: readonly { content: string }[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {items
        .filter((item) => item.content.trim())
        .map((item, i) => (
          <Box component="li" key={i} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
            <CheckCircleOutline color="primary" fontSize="small" sx={{ mt: 0.3 }} aria-hidden="true" />
            <Typography>{item.content}</Typography>
          </Box>
        ))}
    </Box>
  );
}

export function Highlights({ items }: { items: readonly Highlight[] }) {
  const { t } = useTourT();
  return (
    <SectionShell id={sectionId('highlights')} title={t('highlights.heading')} estimatedHeight={300}>
      <CheckList items={items} />
    </SectionShell>
  );
}

export function SuitabilitySection({ items }: { items: readonly Suitability[] }) {
  const { t } = useTourT();
  const lang = useLang();
  return (
    <SectionShell id={sectionId('suitability')} title={t('suitability.heading')}>
      <CheckList items={items} />
      <Box sx={{ mt: 3, p: 3, borderRadius: 2, bgcolor: 'grey.100' }}>
        <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
          {t('suitability.unsureTitle')}
        </Typography>
        <Typography sx={{ my: 1 }}>{t('suitability.unsureText')}</Typography>
        <Button component={AppLink} to={paths.contact(lang)} variant="outlined">
          {t('suitability.contact')}
        </Button>
      </Box>
    </SectionShell>
  );
}

const NOTE_COLORS = {
  essential: { bg: '#e8f1fd', border: '#1e6fd9', title: '#0f4ea3' },
  important: { bg: '#fff6e0', border: '#e0a100', title: '#8a5a00' },
} as const;

export function ImportantNotes({ notes }: { notes: readonly Note[] }) {
  const { t } = useTourT();
  const shown = visibleNotes(notes);
  const blocks = (['essential', 'important'] as const)
    .map((type) => ({ type, notes: shown.filter((n) => n.type === type) }))
    .filter((block) => block.notes.length > 0);
  return (
    <SectionShell id={sectionId('notes')} title={t('notes.heading')} estimatedHeight={600}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {blocks.map((block) => (
          <Box
            key={block.type}
            data-note-type={block.type}
            sx={{
              p: 2.5,
              borderRadius: 2,
              bgcolor: NOTE_COLORS[block.type].bg,
              borderLeft: 4,
              borderColor: NOTE_COLORS[block.type].border,
            }}
          >
            <Typography
              variant="h3"
              sx={{ fontSize: '1rem', fontWeight: 700, color: NOTE_COLORS[block.type].title, mb: 1 }}
            >
              {t(`notes.${block.type}`)}
            </Typography>
            {block.notes.map((note, i) => (
              <SafeHtml key={note.id ?? i} html={note.content} />
            ))}
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
        {t('notes.footer')}
      </Typography>
    </SectionShell>
  );
}
