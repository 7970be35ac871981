/** The physical rating as a 5-segment bar: one styled element, its segments plain (filled ones by `data-filled`). */
import { styled } from '@mui/material/styles';

export const PHYSICAL_SEGMENTS = 5;

const Bar = styled('span', { label: 'PhysicalRatingBar' })(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(0.5),
  '& > span': { width: 22, height: 8, borderRadius: 4, backgroundColor: theme.palette.grey[300] },
  '& > span[data-filled="true"]': { backgroundColor: theme.palette.primary.main },
}));

export function PhysicalRatingBar({ value, label }: { value: number; label: string }) {
  const filled = Math.max(0, Math.min(PHYSICAL_SEGMENTS, Math.round(value)));
  return (
    <Bar role="img" aria-label={label}>
      {Array.from({ length: PHYSICAL_SEGMENTS }, (_, i) => (
        <span key={i} data-filled={i < filled ? 'true' : 'false'} />
      ))}
    </Bar>
  );
}
