import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { belowSectionNav } from '@/lib/theme';

/**
 * A page section with its anchor id and heading (h2).
 *
 * Every section of a tour page starts below the first screen on a phone (the overview, which is not a SectionShell,
 * fills it), so the browser skips laying out and painting each one while it is off screen (`content-visibility:
 * auto`): parsing the server's long page (about 6 000 px on a phone) no longer lays out and paints all of it during
 * start-up. The content stays in the page for search engines, find-in-page and assistive technology; a section is
 * rendered as it nears the screen, and its last height is remembered (`auto`). `estimatedHeight` (a phone's typical
 * height) stands in until then, so the scroll bar barely moves. The paint containment this implies would clip the
 * shadows of cards at the section's edges: `overflow-clip-margin` leaves them room.
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
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={(t) => ({
        scrollMarginTop: belowSectionNav(t),
        py: 4,
        borderTop: 1,
        borderColor: 'divider',
        contentVisibility: 'auto',
        containIntrinsicSize: `auto ${estimatedHeight}px`,
        overflowClipMargin: '16px',
      })}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: 2,
          flexWrap: 'wrap',
        }}
      >
        <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.5rem', md: '1.75rem' } }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}
