import { lazy, Suspense, useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@/domain/shared/language';
import type { MenuNode } from './menuTypes';

const loadDrawer = () => import(/* webpackChunkName: "mobile-drawer" */ './MobileDrawer');
const MobileDrawer = lazy(loadDrawer);

interface MobileMenuProps {
  items: readonly MenuNode[];
  lang: Lang;
}

/**
 * The drawer menu (below 1 280 px, or wherever the desktop menu does not fit on its line): a hamburger button that
 * opens a slide-in drawer with a nested, expandable menu.
 * The drawer is its own chunk, fetched on first touch of the button.
 */
export function MobileMenu({ items, lang }: MobileMenuProps) {
  const { t } = useTranslation('shell');
  const drawerId = useId();
  const location = useLocation();
  // The drawer belongs to the address it was opened at: navigating closes it.
  const here = `${location.pathname}${location.search}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const open = openAt === here;

  return (
    <>
      <IconButton
        aria-label={t('header.openMenu')}
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={() => {
          setLoaded(true);
          setOpenAt(here);
        }}
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        edge="start"
      >
        <MenuIcon />
      </IconButton>
      {loaded && (
        <Suspense fallback={null}>
          <MobileDrawer
            items={items}
            lang={lang}
            open={open}
            drawerId={drawerId}
            onClose={() => setOpenAt(null)}
          />
        </Suspense>
      )}
    </>
  );
}
