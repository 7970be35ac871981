/** Read-only star rating (0–5, fractions shown as a partly filled row): a light stand-in for MUI Rating. */
import { styled } from '@mui/material/styles';

/** One styled element whatever the value and size (those are the element's own style): its class is made once. */
const Row = styled('span', { label: 'Stars' })(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  lineHeight: 1,
  letterSpacing: 1,
  color: theme.palette.grey[300],
  whiteSpace: 'nowrap',
  '& > span': { position: 'absolute', inset: 0, overflow: 'hidden', color: '#faaf00' },
}));

const STARS = '★★★★★';

export function Stars({ value, label, size = 16 }: { value: number; label?: string; size?: number }) {
  const pct = Math.max(0, Math.min(5, value)) * 20;
  return (
    <Row
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      style={{ fontSize: size }}
    >
      {STARS}
      <span style={{ width: `${pct}%` }}>{STARS}</span>
    </Row>
  );
}
