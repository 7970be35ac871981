/**
 * The filter groups' checkboxes in their sections (./FilterSidebar.tsx): deals, style and theme from the listing's
 * counts, and the physical rating levels. Memoised with one stable `onToggle`, so a tick renders the box that changed
 * and its group, not every option or section of every group.
 */
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { FilterOption } from '@/api';
import { PHYSICAL_RATING_LEVELS } from '@/domain/search/tourFilters';
import { FilterSection } from './FilterSection';

export type OptionGroup = 'physicalRating' | 'style' | 'theme' | 'deals';

const OPTION_LABEL_SX = {
  display: 'flex',
  alignItems: 'center',
  gap: 1,
  py: 0.5,
  cursor: 'pointer',
} as const;
const OPTION_INPUT_SX = {
  width: 18,
  height: 18,
  m: 0,
  accentColor: (theme: Theme) => theme.palette.primary.main,
  cursor: 'pointer',
} as const;

/**
 * A native checkbox inside its label (a real, labelled checkbox; lighter than MUI's Checkbox). Memoised, with
 * constant styles and one stable `onToggle` for all: a tick re-renders the box that changed, not every option of
 * every group in the tap's own render.
 */
const OptionCheckbox = memo(function OptionCheckbox({
  group,
  value,
  checked,
  onToggle,
  label,
}: {
  group: OptionGroup;
  value: number;
  checked: boolean;
  onToggle: (group: OptionGroup, value: number) => void;
  label: string;
}) {
  return (
    <Box component="label" sx={OPTION_LABEL_SX}>
      <Box
        component="input"
        type="checkbox"
        checked={checked}
        onChange={() => onToggle(group, value)}
        sx={OPTION_INPUT_SX}
      />
      <Typography component="span" variant="body2">
        {label}
      </Typography>
    </Box>
  );
});

const optionListSx = { display: 'flex', flexDirection: 'column' } as const;

/** An option's label: its name, with its count when the listing gives one. */
function optionLabel(t: TFunction<'search'>, name: string, count: number | undefined): string {
  return count === undefined ? name : t('filters.optionWithCount', { name, count });
}

/** One group of options (deals, style, theme) in its section. Memoised: a tick in another group does not render it. */
export const OptionList = memo(function OptionList({
  title,
  defaultOpen,
  group,
  options,
  selected,
  emptyText,
  onToggle,
}: {
  title: string;
  defaultOpen?: boolean;
  group: 'style' | 'theme' | 'deals';
  options: FilterOption[] | undefined;
  selected: number[];
  emptyText: string;
  onToggle: (group: OptionGroup, value: number) => void;
}) {
  const { t } = useTranslation('search');
  return (
    <FilterSection title={title} defaultOpen={defaultOpen} active={selected.length > 0}>
      {options && options.length > 0 ? (
        <Box sx={optionListSx}>
          {options.map((option) => (
            <OptionCheckbox
              key={option.id}
              group={group}
              value={option.id}
              checked={selected.includes(option.id)}
              onToggle={onToggle}
              label={optionLabel(t, option.name, option.count)}
            />
          ))}
        </Box>
      ) : (
        <Typography variant="body2" color="textSecondary">
          {emptyText}
        </Typography>
      )}
    </FilterSection>
  );
});

/** The physical rating levels in their section, with the listing's count for each. */
export const RatingList = memo(function RatingList({
  title,
  selected,
  counts,
  onToggle,
}: {
  title: string;
  selected: number[];
  counts: Record<string, number> | undefined;
  onToggle: (group: OptionGroup, value: number) => void;
}) {
  const { t } = useTranslation('search');
  return (
    <FilterSection title={title} active={selected.length > 0}>
      <Box sx={optionListSx}>
        {PHYSICAL_RATING_LEVELS.map((level) => (
          <OptionCheckbox
            key={level}
            group="physicalRating"
            value={level}
            checked={selected.includes(level)}
            onToggle={onToggle}
            label={optionLabel(t, t(`filters.levels.${level}`), counts?.[String(level)] ?? 0)}
          />
        ))}
      </Box>
    </FilterSection>
  );
});
