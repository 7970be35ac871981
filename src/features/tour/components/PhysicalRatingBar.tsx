/** The physical rating as a 5-segment bar. */
import Box from '@mui/material/Box';

export const PHYSICAL_SEGMENTS = 5;

export function PhysicalRatingBar({ value, label }: { value: number; label: string }) {
  const filled = Math.max(0, Math.min(PHYSICAL_SEGMENTS, Math.round(value)));
  return (
    <Box role="img" aria-label={label} sx={{ display: 'flex', gap: 0.5 }}>
      {Array.from({ length: PHYSICAL_SEGMENTS }, (_, i) => (
        <Box
          key={i}
          data-filled={i < filled ? 'true' : 'false'}
          sx={{ width: 22, height: 8, borderRadius: 4, bgcolor: i < filled ? 'primary.main' : 'grey.300' }}
        />
      ))}
    </Box>
  );
}
