/**
 * The in-page section navigation: one sticky bar right under the site header (`SectionBar`, at `belowHeader(theme)`),
 * in two forms that share it and the theme's offsets (sections keep `belowSectionNav(theme)` as their scroll
 * margin):
 * - `SectionNav` (tour detail, category pages): a list of real links to the sections the page shows. A click
 *   glides to the section (the page's `scrollTo`: ./glideToSection, to the section's scroll margin; the tour's own
 *   offset) and records the hash without adding a history entry.
 * - `SectionTabs` (static pages, ./SectionTabs): tabs that also mark the section being read (useScrollSpy).
 * Sections whose code arrives later are `DeferredSection`s; they keep their anchor id meanwhile.
 * The section being read is marked (`aria-current="location"`, useScrollSpy). From 1 280 px the row is wide enough
 * for every link in both languages; when the links do not fit on the line (narrower screens), the list scrolls
 * sideways (touch, trackpad, keyboard) and arrow buttons at its ends show there is more and scroll it
 * (./ScrollEdges).
 */
import { useEffect, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollEdges, useOverflowEdges } from './ScrollEdges';
import { alpha, styled, useTheme, type CSSObject, type Theme } from '@mui/material/styles';
import { belowHeader, belowSectionNav } from '@/lib/theme';
import { onFirstUse } from './onFirstUse';
import { pageContainerStyles } from './PageContainer';
import { plainButtonStyles } from './plainButton';

export interface SectionNavItem {
  id: string;
  label: string;
}

export interface SectionNavProps {
  /** The navigation's accessible name ("Tour sections", "On this page"). */
  label: string;
  items: readonly SectionNavItem[];
  /** Scrolls to the section with this id (the tour's `scrollToSection`; `glideToSection`, ./glideToSection). */
  scrollTo: (id: string) => unknown;
  /** Loads the scroll's code ahead of a click, when the menu is first pressed or focused. */
  warmUp?: () => void;
}

/** The sticky bar of a section nav, right under the site header. */
export const SectionBar = styled('nav', { label: 'SectionBar' })(({ theme }) => {
  const top = belowHeader(theme);
  return {
    position: 'sticky',
    top: top.xs,
    [theme.breakpoints.up('sm')]: { top: top.sm },
    zIndex: 5,
    minHeight: theme.layout.sectionNavHeight, // border included: sections' scroll margins count on it
    backgroundColor: theme.palette.background.paper,
    borderBottom: `1px solid ${theme.palette.divider}`,
  };
});

/**
 * The links' row. From 1 280 px it is wider than the page's column (up to 1 440 px, centred on it, 32 px from the
 * window's edges), so every section's link fits on one line in both languages; below, the column's width, scrolling
 * sideways with its arrows where the links do not fit.
 */
const Row = styled('div', { label: 'SectionNavRow' })(({ theme }) => ({
  ...pageContainerStyles({ theme }),
  [theme.breakpoints.up('xl')]: {
    '--row': 'min(100vw - 64px, 1440px)',
    maxWidth: 'none',
    width: 'var(--row)',
    marginLeft: 'calc((100% - var(--row)) / 2)',
    backgroundColor: theme.palette.background.paper,
    // Its own bottom line over the bar's (which spans only the column).
    borderBottom: `1px solid ${theme.palette.divider}`,
    marginBottom: -1,
  },
}));

const List = styled('ul', { label: 'SectionNavList' })(({ theme }) => ({
  display: 'flex',
  gap: 2,
  justifyContent: 'flex-start',
  [theme.breakpoints.up('xl')]: { justifyContent: 'center' },
  listStyle: 'none',
  margin: 0,
  padding: theme.spacing(1, 0),
  overflowX: 'auto',
  whiteSpace: 'nowrap',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
  '& > li > a': itemStyles(theme),
}));

const Track = styled('div', { label: 'SectionNavTrack' })({ position: 'relative' });

/** A section's link: compact, and marked while its section is the one being read. */
/**
 * A section's link: a plain `<a>` drawn as MUI's small text button in the inherited colour (its reset, type and
 * hover tint; the theme's pill shape and focus outline), one rule for all of them in the list's styles. Ten MUI
 * Buttons were about half a millisecond of every tour page's server render, and as much of its hydration.
 */
const itemStyles = (theme: Theme): CSSObject => ({
  ...plainButtonStyles(theme),
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  position: 'relative',
  userSelect: 'none',
  verticalAlign: 'middle',
  textDecoration: 'none',
  ...theme.typography.button,
  fontSize: 14,
  textTransform: 'none',
  minWidth: 0,
  padding: theme.spacing(0.75, 1),
  borderRadius: 999,
  transition: theme.transitions.create(['background-color', 'box-shadow', 'color'], {
    duration: theme.transitions.duration.short,
  }),
  '&:hover': { backgroundColor: alpha(theme.palette.text.primary, theme.palette.action.hoverOpacity) },
  '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
  // Marked by colour and an underline, not by weight: no new font to look up on the first paint.
  '&[aria-current]': {
    color: theme.palette.primary.main,
    boxShadow: `inset 0 -2px 0 ${theme.palette.primary.main}`,
  },
});

export function SectionNav({ label, items, scrollTo, warmUp }: SectionNavProps) {
  const { t } = useTranslation('common', { useSuspense: false });
  const { ref, edges, scroll } = useOverflowEdges<HTMLUListElement>(items);
  // The section being read is marked (aria-current) and kept in view in a row that scrolls sideways. Its watcher
  // (./sectionSpy.ts) arrives with the first scroll; until then the first section is the one being read.
  const theme = useTheme();
  const offsets = belowSectionNav(theme);
  const ids = items.map((item) => item.id).join(' ');
  const [marked, setMarked] = useState<string | undefined>(undefined);
  const active = marked !== undefined && ids.split(' ').includes(marked) ? marked : items[0]?.id;
  const { xs, sm } = offsets;
  useEffect(
    () =>
      onFirstUse(
        ['scroll'],
        () => import(/* webpackChunkName: "section-spy" */ './sectionSpy'),
        ({ watchActiveSection }) => watchActiveSection(ids.split(' '), { xs, sm }, setMarked, ref.current),
      ),
    [ids, xs, sm, ref],
  );
  const go = (event: MouseEvent<HTMLElement>, id: string) => {
    if (!document.getElementById(id)) return;
    event.preventDefault();
    void scrollTo(id);
    window.history.replaceState(window.history.state, '', `#${id}`);
  };
  return (
    // The tour and category pages leave a gap of theme.spacing(3) under the bar.
    <SectionBar aria-label={label} style={{ marginBottom: 24 }}>
      <Row>
        <Track>
          <List
            ref={ref}
            // The scroll's code on its way before the click (a press comes first; a key needs the focus).
            onPointerDown={warmUp}
            onFocus={warmUp}
          >
            {items.map((item) => (
              <li key={item.id}>
                <a
                  href={`#${item.id}`}
                  aria-current={active === item.id ? 'location' : undefined}
                  onClick={(event: MouseEvent<HTMLElement>) => go(event, item.id)}
                >
                  {item.label}
                </a>
              </li>
            ))}
          </List>
          <ScrollEdges
            edges={edges}
            onScroll={scroll}
            previousLabel={t('sectionNav.previous')}
            nextLabel={t('sectionNav.next')}
          />
        </Track>
      </Row>
    </SectionBar>
  );
}
