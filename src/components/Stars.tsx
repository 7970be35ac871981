/** Read-only star rating (0–5, fractions shown as a partly filled row): a light stand-in for MUI Rating. */
import Box from '@mui/material/Box';

export function Stars({ value, label, size = 16 }: { value: number; label?: string; size?: number }) {
  const pct = Math.max(0, Math.min(5, value)) * 20;
  const row = '★★★★★';
  return (
    <Box
      component="span"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      sx={{
        position: 'relative',
        display: 'inline-block',
        fontSize: size,
        lineHeight: 1,
        letterSpacing: 1,
        color: 'grey.300',
        whiteSpace: 'nowrap',
      }}
    >
      {row}
      <Box
        component="span"
        sx={{ position: 'absolute', inset: 0, width: `${pct}%`, overflow: 'hidden', color: '#faaf00' }}
      >
        {row}
      </Box>
    </Box>
  );
}
