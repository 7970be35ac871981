import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'react-i18next';
import { createClickLock, otherLanguage, swapLanguage, type Lang } from '@/domain/shared/language';

/** Small inline flags (no image request): Vietnam and the United Kingdom. */
function Flag({ lang }: { lang: Lang }) {
  if (lang === 'vi') {
    return (
      <svg width="24" height="16" viewBox="0 0 30 20" aria-hidden="true" focusable="false">
        <rect width="30" height="20" fill="#da251d" />
        <polygon
          fill="#ffff00"
          points="15,4 16.76,9.43 22.47,9.43 17.85,12.79 19.61,18.22 15,14.86 10.39,18.22 12.15,12.79 7.53,9.43 13.24,9.43"
        />
      </svg>
    );
  }
  return (
    <svg width="24" height="16" viewBox="0 0 60 30" aria-hidden="true" focusable="false">
      <clipPath id="uk-flag-clip">
        <path d="M30,15 h30 v15 z v15 h-30 z h-30 v-15 z v-15 h30 z" />
      </clipPath>
      <path d="M0,0 v30 h60 v-30 z" fill="#012169" />
      <path d="M0,0 L60,30 M60,0 L0,30" stroke="#fff" strokeWidth="6" />
      <path d="M0,0 L60,30 M60,0 L0,30" clipPath="url(#uk-flag-clip)" stroke="#C8102E" strokeWidth="4" />
      <path d="M30,0 v30 M0,15 h60" stroke="#fff" strokeWidth="10" />
      <path d="M30,0 v30 M0,15 h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );
}

/**
 * The language switch: shows the flag and code of the current language (VN / UK); its accessible name adds where
 * it goes ('VN – Switch to English' / 'UK – Chuyển sang tiếng Việt'). A click swaps the language
 * prefix of the address, keeping the rest of the path and the query string. Repeat clicks within 1 s are ignored.
 * On a page without a language segment (/booking) only the interface language changes.
 */
export function LanguageSwitch({ lang }: { lang: Lang }) {
  const { t, i18n } = useTranslation('shell');
  const navigate = useNavigate();
  const location = useLocation();
  const [lock] = useState(() => createClickLock());
  const target = otherLanguage(lang);
  const code = lang === 'vi' ? t('language.flagVi') : t('language.flagEn');

  const onClick = () => {
    if (!lock()) return;
    const current = `${location.pathname}${location.search}`;
    const next = swapLanguage(location.pathname, location.search, target);
    if (next === current) {
      void i18n.changeLanguage(target);
      return;
    }
    navigate(next);
  };

  return (
    <ButtonBase
      onClick={onClick}
      // The name starts with the visible code (WCAG 2.5.3 label in name): 'VN – Switch to English'.
      aria-label={target === 'en' ? t('language.switchToEn', { code }) : t('language.switchToVi', { code })}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: { xs: 0.5, sm: 1 },
        py: 0.75,
        minWidth: 32,
        minHeight: 32,
        borderRadius: 1,
        fontWeight: 600,
        fontSize: '0.875rem',
        '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
      }}
    >
      <Flag lang={lang} />
      {/* On a phone the flag alone (the name still says the code and the language): the header keeps its room. */}
      <Box component="span" aria-hidden="true" sx={{ display: { xs: 'none', sm: 'inline' } }}>
        {code}
      </Box>
    </ButtonBase>
  );
}
