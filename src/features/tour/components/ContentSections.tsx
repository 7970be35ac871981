/** Highlights, suitability and important notes. */
import { plainButtonClass } from '@/components/PlainButton';
import { styled } from '@mui/material/styles';
import { PlainIcon } from '@/components/PlainIcon';
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
            <PlainIcon path={CHECK} />
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

/** "Not sure this trip suits you?": one styled element around its heading and text. */
const Unsure = styled('div', { label: 'SuitabilityUnsure' })(({ theme }) => ({
  marginTop: theme.spacing(3),
  padding: theme.spacing(3),
  borderRadius: Number(theme.shape.borderRadius) * 2,
  backgroundColor: theme.palette.grey[100],
  '& > h3': { ...theme.typography.h3, margin: 0, fontSize: '1rem', fontWeight: 700 },
  '& > p': { ...theme.typography.body1, margin: theme.spacing(1, 0) },
}));

export function SuitabilitySection({ items }: { items: readonly Suitability[] }) {
  const { t } = useTourT();
  const lang = useLang();
  return (
    <SectionShell id={sectionId('suitability')} title={t('suitability.heading')}>
      <CheckList items={items} />
      <Unsure>
        <h3>{t('suitability.unsureTitle')}</h3>
        <p>{t('suitability.unsureText')}</p>
        <AppLink to={paths.contact(lang)} className={plainButtonClass({ variant: 'outlined' })}>
          {t('suitability.contact')}
        </AppLink>
      </Unsure>
    </SectionShell>
  );
}

const NOTE_COLORS = {
  essential: { bg: '#e8f1fd', border: '#1e6fd9', title: '#0f4ea3' },
  important: { bg: '#fff6e0', border: '#e0a100', title: '#8a5a00' },
} as const;

/** The notes' blocks (by `data-note-type`) and footer: one styled element around plain ones. */
const Notes = styled('div', { label: 'ImportantNotes' })(({ theme }) => ({
  '& > [data-notes]': { display: 'grid', gap: theme.spacing(2) },
  '& [data-note-type]': {
    padding: theme.spacing(2.5),
    borderRadius: Number(theme.shape.borderRadius) * 2,
    borderLeft: '4px solid',
  },
  '& [data-note-type] > h3': {
    ...theme.typography.h3,
    margin: 0,
    marginBottom: theme.spacing(1),
    fontSize: '1rem',
    fontWeight: 700,
  },
  ...Object.fromEntries(
    Object.entries(NOTE_COLORS).map(([type, c]) => [
      `& [data-note-type="${type}"]`,
      { backgroundColor: c.bg, borderColor: c.border, '& > h3': { color: c.title } },
    ]),
  ),
  '& > p': {
    ...theme.typography.body2,
    margin: 0,
    marginTop: theme.spacing(2),
    color: theme.palette.text.secondary,
  },
}));

export function ImportantNotes({ notes }: { notes: readonly Note[] }) {
  const { t } = useTourT();
  const shown = visibleNotes(notes);
  const blocks = (['essential', 'important'] as const)
    .map((type) => ({ type, notes: shown.filter((n) => n.type === type) }))
    .filter((block) => block.notes.length > 0);
  return (
    <SectionShell id={sectionId('notes')} title={t('notes.heading')} estimatedHeight={600}>
      <Notes>
        <div data-notes="">
          {blocks.map((block) => (
            <div key={block.type} data-note-type={block.type}>
              <h3>{t(`notes.${block.type}`)}</h3>
              {block.notes.map((note, i) => (
                <SafeHtml key={note.id ?? i} html={note.content} />
              ))}
            </div>
          ))}
        </div>
        <p>{t('notes.footer')}</p>
      </Notes>
    </SectionShell>
  );
}
