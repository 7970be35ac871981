/** Highlights, suitability and important notes. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { AppLink } from '@/components/AppLink';
import type { Highlight, Note, Suitability } from '@/api';
import { SafeHtml } from '@/components/SafeHtml';
import { paths } from '@/domain/shared/paths';
import { sectionId, visibleNotes } from '../sections';
import { useLang } from '@/lib/hooks';
import { useTourT } from '../tourLang';
import { SectionShell } from './SectionShell';

// MUI's CheckCircleOutlineOutlined icon (@mui/icons-material), drawn as the item's one path.
const CHECK =
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m4.59-12.42L10 14.17l-2.59-2.58L6 13l4 4 8-8z';

/**
 * A list of checked items: one styled element, its items plain (a list item, the check icon as MUI's small primary
 * icon, the text as body1), instead of three MUI elements an item.
 */
const Checks = styled('ul', { label: 'CheckList' })(({ theme }) => ({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: theme.spacing(1.5),
  '& > li': { display: 'flex', gap: theme.spacing(1.5), alignItems: 'flex-start' },
  '& > li > svg': {
    width: '1.25rem',
    height: '1.25rem',
    flexShrink: 0,
    marginTop: theme.spacing(0.3),
    fill: 'currentColor',
    color: theme.palette.primary.main,
    userSelect: 'none',
  },
  '& > li > p': { ...theme.typography.body1, margin: 0 },
}));

function CheckList({ items }: { items: readonly { content: string }[] }) {
  return (
    <Checks>
      {items
        .filter((item) => item.content.trim())
        .map((item, i) => (
          <li key={i}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d={CHECK} />
            </svg>
            <p>{item.content}</p>
          </li>
        ))}
    </Checks>
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
