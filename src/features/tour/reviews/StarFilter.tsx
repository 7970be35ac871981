/** Rating filter: one checkbox per star count (5 to 1), with its count. */
import { memo } from 'react';
import { styled } from '@mui/material/styles';
import { CheckOption, checkOptionStyles } from '@/components/CheckOption';
import type { RatingFilter } from '@/api';
import { useTourT } from '../tourLang';

/**
 * The filter: one styled element around plain ones (CheckOption: native checkboxes drawn as MUI's small ones). Five
 * options rendered no MUI control, ripple or icon component (they were about 35 MUI elements on a tour page).
 */
const Fieldset = styled('fieldset', { label: 'StarFilter' })(({ theme }) => ({
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
  '& > legend': { fontWeight: 700, marginBottom: theme.spacing(0.5) },
  '& > div': { display: 'flex', alignItems: 'center', gap: theme.spacing(1) },
  ...checkOptionStyles(theme),
  '& > div > [data-check-option]': { minWidth: 130 },
  '& [data-bar]': {
    flex: 1,
    height: 8,
    borderRadius: 4,
    backgroundColor: theme.palette.grey[200],
    overflow: 'hidden',
    maxWidth: 240,
  },
  '& [data-bar] > span': { display: 'block', height: '100%', backgroundColor: theme.palette.secondary.main },
}));

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
    <Fieldset>
      <legend>{t('reviews.filter')}</legend>
      {distribution.map(({ stars, count }) => (
        <div key={stars}>
          <CheckOption
            small
            checked={selected.includes(stars)}
            onChange={(checked) => toggle(stars, checked)}
          >
            {t('reviews.starsCount', { stars: t('reviews.stars', { count: stars }), count })}
          </CheckOption>
          {showBars ? (
            <span data-bar="" aria-hidden="true">
              <span style={{ width: `${total ? (count / total) * 100 : 0}%` }} />
            </span>
          ) : null}
        </div>
      ))}
    </Fieldset>
  );
});
