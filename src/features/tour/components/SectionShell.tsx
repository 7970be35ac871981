import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { belowSectionNav } from '@/lib/theme';

/** A page section with its anchor id and heading (h2). */
export function SectionShell({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={(t) => ({ scrollMarginTop: belowSectionNav(t), py: 4, borderTop: 1, borderColor: 'divider' })}
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
        <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' } }}>
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}
