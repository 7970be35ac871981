/** Sticky in-page navigation to the sections the page shows. */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { SECTION_IDS } from './shared';
import { belowHeader } from '@/app/theme';

export type NavSection = keyof typeof SECTION_IDS;

export function SectionNav({ sections }: { sections: NavSection[] }) {
  const { t } = useTranslation('category');
  const go = (event: React.MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: 'smooth', block: 'start' });
    window.history.replaceState(window.history.state, '', `#${id}`);
  };
  return (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      sx={(t) => ({
        position: 'sticky',
        top: belowHeader(t),
        zIndex: 2,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      })}
    >
      <Container maxWidth="lg">
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'flex',
            gap: 3,
            position: 'relative',
            overflowX: 'auto',
            py: 1.5,
          }}
        >
          {sections.map((key) => (
            <li key={key}>
              <Link
                href={`#${SECTION_IDS[key]}`}
                onClick={(e) => go(e, SECTION_IDS[key])}
                underline="hover"
                sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}
              >
                {t(`nav.${key}`)}
              </Link>
            </li>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
