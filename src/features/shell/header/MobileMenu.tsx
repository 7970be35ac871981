import { lazy, startTransition, Suspense, useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import IconButton from '@mui/material/IconButton';
import MenuIcon from '@mui/icons-material/Menu';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@/domain/shared/language';
import { useWarmUpWhenShown } from '@/components/useWarmUpWhenShown';
import type { MenuNode } from './menuTypes';

const loadDrawer = () => import(/* webpackChunkName: "mobile-drawer" */ './MobileDrawer');
const MobileDrawer = lazy(loadDrawer);

interface MobileMenuProps {
  items: readonly MenuNode[];
  lang: Lang;
  /** Shown under the menu in the drawer (the header's social links, which the header shows only on wide screens). */
  extra?: ReactNode;
}

/**
 * The drawer menu (below 1 280 px, or wherever the desktop menu does not fit on its line): a hamburger button that
 * opens a slide-in drawer with a nested, expandable menu.
 * The drawer is its own chunk, fetched while the browser is idle once the button shows (never on a desktop, where
 * the button is hidden), its frame then rendered closed (a warm-up), or fetched by a tap that comes before.
 */
export function MobileMenu({ items, lang, extra }: MobileMenuProps) {
  const { t } = useTranslation('shell');
  const drawerId = useId();
  const location = useLocation();
  // The drawer belongs to the address it was opened at: navigating closes it.
  const here = `${location.pathname}${location.search}`;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const open = openAt === here;
  // The button's ref: where it shows (not on a desktop, where it is hidden), the drawer's code loads when idle and
  // its frame renders once, closed and hidden (`warmUp`), so the first tap only opens it.
  const [warm, warmUpDrawer] = useWarmUpWhenShown(loadDrawer);

  return (
    <>
      <IconButton
        ref={warmUpDrawer}
        aria-label={t('header.openMenu')}
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        // A transition: the tap paints its ripple at once, the drawer follows (src/components/DEFERRING.md).
        onClick={() =>
          startTransition(() => {
            setLoaded(true);
            setOpenAt(here);
          })
        }
        edge="start"
      >
        <MenuIcon />
      </IconButton>
      {(loaded || warm) && (
        <Suspense fallback={null}>
          <MobileDrawer
            items={items}
            lang={lang}
            warmUp={!loaded}
            open={open}
            drawerId={drawerId}
            extra={extra}
            onClose={() => setOpenAt(null)}
          />
        </Suspense>
      )}
    </>
  );
}
