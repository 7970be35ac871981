/**
 * The in-page section navigation: one sticky bar right under the site header (`SectionBar`, at `belowHeader(theme)`),
 * in two forms that share it and the theme's offsets (sections keep `belowSectionNav(theme)` as their scroll
 * margin):
 * - `SectionNav` (tour detail, category pages): a list of real links to the sections the page shows. A click
 *   scrolls smoothly to the section (by default `scrollIntoView`, which respects the sections' scroll margin; a
 *   page can pass its own) and records the hash without adding a history entry.
 * - `SectionTabs` (static pages, ./SectionTabs): tabs that also mark the section being read (useScrollSpy).
 * Sections whose code arrives later are `DeferredSection`s; they keep their anchor id meanwhile.
 * When the links do not fit on the line, the list scrolls sideways (touch, trackpad, keyboard) and arrow buttons
 * at its ends show there is more and scroll it (./ScrollEdges).
 */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { ScrollEdges, useOverflowEdges } from './ScrollEdges';
import { PageContainer } from '@/components/PageContainer';
import { styled } from '@mui/material/styles';
import { belowHeader } from '@/lib/theme';

export interface SectionNavItem {
  id: string;
  label: string;
}

export interface SectionNavProps {
  /** The navigation's accessible name ("Tour sections", "On this page"). */
  label: string;
  items: readonly SectionNavItem[];
  /** Scrolls to the section with this id (default: its scrollIntoView). */
  scrollTo?: (id: string) => void;
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

const List = styled('ul', { label: 'SectionNavList' })(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(0.5),
  listStyle: 'none',
  margin: 0,
  padding: theme.spacing(1, 0),
  overflowX: 'auto',
  whiteSpace: 'nowrap',
  scrollbarWidth: 'none',
  '&::-webkit-scrollbar': { display: 'none' },
}));

const Track = styled('div', { label: 'SectionNavTrack' })({ position: 'relative' });

function scrollIntoViewById(id: string) {
  document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

export function SectionNav({ label, items, scrollTo = scrollIntoViewById }: SectionNavProps) {
  const { t } = useTranslation('common', { useSuspense: false });
  const { ref, edges, scroll } = useOverflowEdges<HTMLUListElement>(items);
  const go = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (!document.getElementById(id)) return;
    event.preventDefault();
    scrollTo(id);
    window.history.replaceState(window.history.state, '', `#${id}`);
  };
  return (
    // The tour and category pages leave a gap of theme.spacing(3) under the bar.
    <SectionBar aria-label={label} style={{ marginBottom: 24 }}>
      <PageContainer maxWidth="lg">
        <Track>
          <List ref={ref}>
            {items.map((item) => (
              <li key={item.id}>
                <Button
                  href={`#${item.id}`}
                  size="small"
                  color="inherit"
                  onClick={(event) => go(event, item.id)}
                >
                  {item.label}
                </Button>
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
      </PageContainer>
    </SectionBar>
  );
}
