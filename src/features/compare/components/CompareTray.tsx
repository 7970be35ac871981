/** Fixed bottom-left badge with the number of trips to compare: a real link to /{lang}/compare. */
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import Fab from '@mui/material/Fab';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { useAppSelector, useLang } from '@/app/hooks';
import { paths } from '@/domain/paths';
import { selectCompareItems } from '@/components/compare/compareSlice';

export function CompareTray() {
  const { t, ready } = useTranslation('compare', { useSuspense: false });
  const count = useAppSelector(selectCompareItems).length;
  const lang = useLang();
  const { pathname } = useLocation();
  const href = paths.compare(lang);
  if (!ready || count === 0 || pathname === href) return null;
  return (
    <Fab
      component={RouterLink}
      to={href}
      variant="extended"
      color="secondary"
      aria-label={t('tray.aria', { count })}
      sx={{ position: 'fixed', left: 16, bottom: 16, zIndex: (theme) => theme.zIndex.speedDial }}
    >
      <Badge badgeContent={count} color="primary" sx={{ mr: 1.5 }}>
        <CompareArrowsIcon />
      </Badge>
      {t('tray.label', { count })}
    </Fab>
  );
}

export default CompareTray;
