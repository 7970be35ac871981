/**
 * The filter groups — duration, price, deals, physical rating, style and theme (options and counts from the
 * listing) — shown as the sidebar from 640 px, and in the phone's Filters dialog (./FiltersDialog.tsx) below.
 * A change shows in its control at once (the groups keep the state they show); the listing follows in a
 * transition, so a tick never waits for the trip cards to re-render.
 */
import { startTransition, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { TextField } from '@/components/TextField';
import Typography from '@mui/material/Typography';
import type { FilterOption, TourCounts } from '@/api';
import {
  DURATION_MAX_OPTIONS,
  DURATION_MIN_OPTIONS,
  PHYSICAL_RATING_LEVELS,
} from '@/domain/search/tourFilters';
import { toggleValue, type TourFilterState } from '@/domain/search/tourFilterState';
import { FilterSection } from './FilterSection';

export interface FilterSidebarProps {
  /** The filters in effect (the URL's). */
  filters: TourFilterState;
  counts: TourCounts | undefined;
  /** The visitor changed the filters (the listing goes to these, from page 1). */
  onChange: (next: TourFilterState) => void;
}

/** A native checkbox inside its label (a real, labelled checkbox; lighter than MUI's Checkbox). */
function OptionCheckbox({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: () => void;
  label: string;
}) {
  return (
    <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5, cursor: 'pointer' }}>
      <Box
        component="input"
        type="checkbox"
        checked={checked}
        onChange={onChange}
        sx={{
          width: 18,
          height: 18,
          m: 0,
          accentColor: (theme) => theme.palette.primary.main,
          cursor: 'pointer',
        }}
      />
      <Typography component="span" variant="body2">
        {label}
      </Typography>
    </Box>
  );
}

const optionListSx = { display: 'flex', flexDirection: 'column' } as const;

function parseAmount(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** Below this width the sidebar gives way to the Filters button and dialog (phone-first search). */
export const PHONE_QUERY = '@media (max-width: 639.95px)';
export const WIDER_QUERY = '@media (min-width: 640px)';

/** The sidebar (hidden on phones, where the same groups are in the Filters dialog). */
export function FilterSidebar(props: FilterSidebarProps) {
  const { t } = useTranslation('search');
  return (
    <Box component="aside" aria-label={t('filters.title')} sx={{ [PHONE_QUERY]: { display: 'none' } }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {t('filters.title')}
      </Typography>
      <FilterGroups {...props} />
    </Box>
  );
}

export function FilterGroups({ filters: current, counts, onChange }: FilterSidebarProps) {
  const { t } = useTranslation('search');
  // What the controls show: the visitor's change at once, the listing's filters whenever they change.
  const [shown, setShown] = useState(current);
  const [from, setFrom] = useState(current);
  if (from !== current) {
    setFrom(current);
    setShown(current);
  }
  const filters = shown;
  const change = (next: TourFilterState) => {
    setShown(next);
    startTransition(() => onChange(next));
  };

  const setDuration = (bound: 'min' | 'max') => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    change({ ...filters, duration: { ...filters.duration, [bound]: value === '' ? null : Number(value) } });
  };
  const setPrice = (bound: 'min' | 'max') => (event: ChangeEvent<HTMLInputElement>) => {
    const value = parseAmount(event.target.value);
    if (value === undefined) return;
    change({ ...filters, price: { ...filters.price, [bound]: value } });
  };
  const toggle = (key: 'physicalRating' | 'style' | 'theme' | 'deals', value: number) =>
    change({ ...filters, [key]: toggleValue(filters[key], value) });

  const optionLabel = (name: string, count: number | undefined) =>
    count === undefined ? name : t('filters.optionWithCount', { name, count });

  const optionList = (
    key: 'style' | 'theme' | 'deals',
    options: FilterOption[] | undefined,
    emptyText: string,
  ) =>
    options && options.length > 0 ? (
      <Box sx={optionListSx}>
        {options.map((option) => (
          <OptionCheckbox
            key={option.id}
            checked={filters[key].includes(option.id)}
            onChange={() => toggle(key, option.id)}
            label={optionLabel(option.name, option.count)}
          />
        ))}
      </Box>
    ) : (
      <Typography variant="body2" color="text.secondary">
        {emptyText}
      </Typography>
    );

  return (
    <>
      <FilterSection title={t('filters.duration')} defaultOpen>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <TextField
            select
            fullWidth
            size="small"
            label={t('filters.durationMin')}
            value={filters.duration.min ?? ''}
            onChange={setDuration('min')}
          >
            <option value="">{t('filters.any')}</option>
            {DURATION_MIN_OPTIONS.map((days) => (
              <option key={days} value={days}>
                {t('filters.days', { count: days })}
              </option>
            ))}
          </TextField>
          <TextField
            select
            fullWidth
            size="small"
            label={t('filters.durationMax')}
            value={filters.duration.max ?? ''}
            onChange={setDuration('max')}
          >
            <option value="">{t('filters.any')}</option>
            {DURATION_MAX_OPTIONS.map((days) => (
              <option key={days} value={days}>
                {t('filters.days', { count: days })}
              </option>
            ))}
          </TextField>
        </Box>
      </FilterSection>
      <FilterSection title={t('filters.price')} defaultOpen>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <TextField
            type="number"
            fullWidth
            size="small"
            label={t('filters.priceMin')}
            value={filters.price.min ?? ''}
            onChange={setPrice('min')}
            slotProps={{
              htmlInput: { min: 0, step: 100000, inputMode: 'numeric' },
            }}
          />
          <TextField
            type="number"
            fullWidth
            size="small"
            label={t('filters.priceMax')}
            value={filters.price.max ?? ''}
            onChange={setPrice('max')}
            slotProps={{
              htmlInput: { min: 0, step: 100000, inputMode: 'numeric' },
            }}
          />
        </Box>
      </FilterSection>
      <FilterSection title={t('filters.deals')} defaultOpen>
        {optionList('deals', counts?.deals?.data, t('filters.noDeals'))}
      </FilterSection>
      <FilterSection title={t('filters.physicalRating')}>
        <Box sx={optionListSx}>
          {PHYSICAL_RATING_LEVELS.map((level) => (
            <OptionCheckbox
              key={level}
              checked={filters.physicalRating.includes(level)}
              onChange={() => toggle('physicalRating', level)}
              label={optionLabel(t(`filters.levels.${level}`), counts?.physical_rating?.[String(level)] ?? 0)}
            />
          ))}
        </Box>
      </FilterSection>
      <FilterSection title={t('filters.style')}>
        {optionList('style', counts?.style?.data, t('filters.noStyles'))}
      </FilterSection>
      <FilterSection title={t('filters.theme')}>
        {optionList('theme', counts?.theme?.data, t('filters.noThemes'))}
      </FilterSection>
    </>
  );
}
