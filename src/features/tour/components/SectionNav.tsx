/** Sticky navigation listing only the visible sections; a click scrolls smoothly with a 100 px offset. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { scrollToSection, type TourSection } from '../sections';
import { useTourT } from '../tourLang';
import { belowHeader } from '@/app/theme';

export function SectionNav({ sections }: { sections: readonly TourSection[] }) {
  const { t } = useTourT();
  return (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      sx={(t) => ({
        position: 'sticky',
        // Right under the site's sticky header (its height is a theme token).
        top: belowHeader(t),
        zIndex: 5,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        overflowX: 'auto',
        mb: 3,
      })}
    >
      <Box
        component="ul"
        sx={{ display: 'flex', gap: 0.5, listStyle: 'none', m: 0, p: 1, whiteSpace: 'nowrap' }}
      >
        {sections.map((section) => (
          <li key={section.key}>
            <Button
              href={`#${section.id}`}
              size="small"
              color="inherit"
              onClick={(event) => {
                event.preventDefault();
                scrollToSection(section.id);
                window.history.replaceState(window.history.state, '', `#${section.id}`);
              }}
            >
              {t(`nav.${section.key}`)}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}
