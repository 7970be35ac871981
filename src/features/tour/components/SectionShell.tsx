import type { ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { belowSectionNav } from '@/lib/theme';

/**
 * A section's frame: one styled element, its rules worked out once per page; the heading row inside is plain
 * elements (a tour page has eight sections: 16 MUI elements fewer to render on the server and to hydrate).
 */
const Section = styled('section', { label: 'SectionShell' })(({ theme }) => {
  const below = belowSectionNav(theme);
  return {
    scrollMarginTop: below.xs,
    [theme.breakpoints.up('sm')]: { scrollMarginTop: below.sm },
    paddingTop: theme.spacing(4),
    paddingBottom: theme.spacing(4),
    borderTop: `1px solid ${theme.palette.divider}`,
    contentVisibility: 'auto',
    overflowClipMargin: '16px',
    '& > [data-section-head]': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: theme.spacing(2),
      marginBottom: theme.spacing(2),
      flexWrap: 'wrap',
    },
    '& > [data-section-head] > h2': {
      ...theme.typography.h2,
      margin: 0,
      fontSize: '1.5rem',
      [theme.breakpoints.up('md')]: { fontSize: '1.75rem' },
    },
  };
});

/**
 * A page section with its anchor id and heading (h2).
 *
 * Every section of a tour page starts below the first screen on a phone (the overview, which is not a SectionShell,
 * fills it), so the browser skips laying out and painting each one while it is off screen (`content-visibility:
 * auto`): parsing the server's long page (about 6 000 px on a phone) no longer lays out and paints all of it during
 * start-up. The content stays in the page for search engines, find-in-page and assistive technology; a section is
 * rendered as it nears the screen, and its last height is remembered (`auto`). `estimatedHeight` (a phone's typical
 * height, the element's own style: the section's rules stay one class) stands in until then, so the scroll bar
 * barely moves. The paint containment this implies would clip the shadows of cards at the section's edges:
 * `overflow-clip-margin` leaves them room.
 */
export function SectionShell({
  id,
  title,
  action,
  estimatedHeight = 500,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  estimatedHeight?: number;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <Section
      id={id}
      aria-labelledby={headingId}
      style={{ containIntrinsicSize: `auto ${estimatedHeight}px` }}
    >
      <div data-section-head="">
        <h2 id={headingId}>{title}</h2>
        {action}
      </div>
      {children}
    </Section>
  );
}
