/** The first thing a keyboard reaches on every page: a link to the main content, shown when focused. */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { MAIN_ID } from './RouteFocus';

export function SkipLink() {
  const { t } = useTranslation('common');
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    // Focus the main region without touching the URL (a #fragment would become a router location).
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={skip}
      sx={{
        position: 'fixed',
        left: 8,
        top: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1.5,
        borderRadius: 1,
        bgcolor: 'primary.dark',
        color: '#fff',
        fontWeight: 700,
        textDecoration: 'underline',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: '3px solid #fff', outlineOffset: 0 },
      }}
    >
      {t('a11y.skipToContent')}
    </Box>
  );
}
