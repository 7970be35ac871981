import { Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation } from 'react-router-dom';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import type { Lang } from '@/domain/shared/language';
import { lazyWithPreload } from '@/components/lazyWithPreload';
import { MenuLink } from './MenuLink';
import { hasChildren, menuKey, type MenuNode } from './menuTypes';
import type { DropdownPanelProps } from './DropdownPanel';

// The dropdown's code: fetched when the menu is first pointed at or focused, so it is there when a top entry opens.
const [DropdownPanel, preloadPanel] = lazyWithPreload<DropdownPanelProps>(
  () => import(/* webpackChunkName: "header-dropdown" */ './DropdownPanel'),
);

interface DesktopMenuProps {
  items: readonly MenuNode[];
  lang: Lang;
  label: string;
  /** Told whether the menu fits on its line (when it does not, it hides and the drawer's button shows). */
  onFit?: (fits: boolean) => void;
}

const topItemSx = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 0.5,
  px: 1.25,
  py: 1,
  borderRadius: 1,
  color: 'text.primary',
  fontSize: '0.95rem',
  whiteSpace: 'nowrap',
  fontWeight: 500,
  textDecoration: 'none',
  '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
} as const;

/**
 * Desktop menu: top entries with children are buttons that open one dropdown at a time (clicking the open one
 * again closes it; Escape or a click outside closes it). The dropdown (./DropdownPanel.tsx, loaded on first use)
 * lists the children; the second panel shows the grandchildren of the active child.
 */
export function DesktopMenu({ items, lang, label, onFit }: DesktopMenuProps) {
  const baseId = useId();
  const [activeChild, setActiveChild] = useState(0);
  const buttonRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const location = useLocation();
  // A dropdown belongs to the address it was opened at: navigating closes it.
  const here = `${location.pathname}${location.search}`;
  const [opened, setOpened] = useState<{ index: number; at: string } | null>(null);
  const openIndex = opened && opened.at === here ? opened.index : null;
  const setOpenIndex = (index: number | null) => setOpened(index === null ? null : { index, at: here });

  const toggle = (index: number) => {
    setOpenIndex(openIndex === index ? null : index);
    const children = items[index]?.children ?? [];
    const firstWithGrandchildren = children.findIndex(hasChildren);
    setActiveChild(firstWithGrandchildren >= 0 ? firstWithGrandchildren : 0);
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && openIndex !== null) {
      event.stopPropagation();
      const index = openIndex;
      setOpenIndex(null);
      buttonRefs.current[index]?.focus();
    }
  };

  const close = useCallback(() => setOpened(null), []);
  const navRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // One line, never two: when the entries are wider than the room beside the logo and the controls, the menu
  // hides (keeping its place, so it is measured again as the window grows) and the header shows the drawer.
  const [fits, setFits] = useState(true);
  useEffect(() => {
    const nav = navRef.current;
    const list = listRef.current;
    if (!nav || !list || typeof ResizeObserver === 'undefined') return undefined;
    const check = () => {
      const next = nav.clientWidth === 0 || list.scrollWidth <= nav.clientWidth + 1;
      setFits(next);
      onFit?.(next);
    };
    const observer = new ResizeObserver(check);
    observer.observe(nav);
    observer.observe(list);
    // No measuring here: the observer's first report (after the browser's own layout) checks; measuring in the
    // effect, right after hydration, would force a layout of the whole page.
    return () => observer.disconnect();
  }, [items, onFit]);

  return (
    <Box
      component="nav"
      ref={navRef}
      aria-label={label}
      onKeyDown={closeOnEscape}
      onPointerEnter={() => void preloadPanel()}
      onFocus={() => void preloadPanel()}
      sx={{ position: 'relative', width: '100%', minWidth: 0, ...(fits ? {} : { overflow: 'hidden' }) }}
    >
      <Box
        component="ul"
        ref={listRef}
        data-header-menu=""
        sx={{
          display: 'flex',
          flexWrap: 'nowrap',
          width: 'max-content',
          alignItems: 'center',
          gap: 0.5,
          listStyle: 'none',
          m: 0,
          p: 0,
          visibility: fits ? 'visible' : 'hidden',
        }}
      >
        {items.map((item, index) => {
          const key = menuKey(item, index);
          if (!hasChildren(item)) {
            return (
              <li key={key}>
                <MenuLink item={item} lang={lang} sx={topItemSx}>
                  {item.label}
                </MenuLink>
              </li>
            );
          }
          const open = openIndex === index;
          const panelId = `${baseId}-panel-${index}`;
          return (
            <li key={key}>
              <ButtonBase
                ref={(node: HTMLButtonElement | null) => {
                  buttonRefs.current[index] = node;
                }}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                sx={topItemSx}
              >
                {item.label}
                <KeyboardArrowDownIcon
                  fontSize="small"
                  aria-hidden
                  sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
                />
              </ButtonBase>
              {open ? (
                <Suspense fallback={null}>
                  <DropdownPanel
                    id={panelId}
                    item={item}
                    lang={lang}
                    activeChild={activeChild}
                    onActivateChild={setActiveChild}
                    onNavigate={close}
                    menuRef={navRef}
                  />
                </Suspense>
              ) : null}
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
