/** The compare tray's button (CompareTray shows it): a real link to /{lang}/compare with the number of trips. */
import { AppLink } from '@/components/AppLink';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import Fab from '@mui/material/Fab';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';

export function CompareTrayButton({ count, href }: { count: number; href: string }) {
  const { t, ready } = useTranslation('compare', { useSuspense: false });
  if (!ready) return null;
  return (
    <Fab
      component={AppLink}
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

export default CompareTrayButton;
