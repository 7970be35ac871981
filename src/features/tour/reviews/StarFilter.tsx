/** Rating filter: one checkbox per star count (5 to 1), with its count. */
import { memo } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import type { RatingFilter } from '@/api';
import { useTourT } from '../tourLang';

export interface StarFilterProps {
  distribution: RatingFilter[];
  selected: number[];
  onChange: (stars: number[]) => void;
  total: number;
  showBars?: boolean;
}

/** Memoised: the reviews modal re-renders its list (measures, pages) around an unchanged filter. */
export const StarFilter = memo(function StarFilter({
  distribution,
  selected,
  onChange,
  total,
  showBars = false,
}: StarFilterProps) {
  const { t } = useTourT();
  const toggle = (stars: number, checked: boolean) =>
    onChange(checked ? [...selected, stars].sort((a, b) => b - a) : selected.filter((s) => s !== stars));
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Box component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('reviews.filter')}
      </Box>
      {distribution.map(({ stars, count }) => (
        <Box key={stars} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <FormControlLabel
            sx={{ minWidth: 130 }}
            control={
              <Checkbox
                size="small"
                checked={selected.includes(stars)}
                onChange={(e) => toggle(stars, e.target.checked)}
              />
            }
            label={t('reviews.starsCount', { stars: t('reviews.stars', { count: stars }), count })}
          />
          {showBars ? (
            <Box
              aria-hidden="true"
              sx={{
                flex: 1,
                height: 8,
                borderRadius: 4,
                bgcolor: 'grey.200',
                overflow: 'hidden',
                maxWidth: 240,
              }}
            >
              <Box
                sx={{
                  height: '100%',
                  width: `${total ? (count / total) * 100 : 0}%`,
                  bgcolor: 'secondary.main',
                }}
              />
            </Box>
          ) : null}
        </Box>
      ))}
    </Box>
  );
});
