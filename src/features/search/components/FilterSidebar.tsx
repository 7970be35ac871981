/**
 * The filter groups — duration, price, deals, physical rating, style and theme (options and counts from the
 * listing) — shown as the sidebar from 768 px, and in the Filters dialog (./FiltersDialog.tsx) below.
 * A change shows in its control at once (the groups keep the state they show); the listing follows in a
 * transition, so a tick never waits for the trip cards to re-render.
 */
import {
  startTransition,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/components/currency/useMoney';
import { amountInCurrency, amountToVnd, currencyLabel } from '@/domain/shared/currencyAmount';
import Box from '@mui/material/Box';
import { TextField } from '@/components/TextField';
import Typography from '@mui/material/Typography';
import type { TourCounts } from '@/api';
import { OptionList, RatingList, type OptionGroup } from './FilterOptions';
import { DURATION_MAX_OPTIONS, DURATION_MIN_OPTIONS } from '@/domain/search/tourFilters';
import { toggleValue, type TourFilterState } from '@/domain/search/tourFilterState';
import { FilterSection } from './FilterSection';

export interface FilterSidebarProps {
  /** The filters in effect (the URL's). */
  filters: TourFilterState;
  counts: TourCounts | undefined;
  /** The visitor changed the filters (the listing goes to these, from page 1). */
  onChange: (next: TourFilterState) => void;
}

function parseAmount(text: string): number | null | undefined {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/**
 * Below 768 px (phones and small tablets, where the page has one column) the sidebar gives way to the Filters
 * button and dialog: the results come first. From 768 px the sidebar sits beside them.
 */
export const PHONE_QUERY = '@media (max-width: 767.95px)';
export const WIDER_QUERY = '@media (min-width: 768px)';

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

/**
 * The groups. What a change touches renders in the tap's own task: the box or field that changed, and its group;
 * the other groups and sections are the same elements as before (memoised), and the listing follows in a
 * transition.
 */
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
  // One stable `change` (the memoised groups keep their handlers): it reads what the controls show now.
  const latest = useRef({ shown, onChange });
  useLayoutEffect(() => {
    latest.current = { shown, onChange };
  });
  const change = useCallback((update: (filters: TourFilterState) => TourFilterState) => {
    const next = update(latest.current.shown);
    latest.current.shown = next;
    setShown(next);
    startTransition(() => latest.current.onChange(next));
  }, []);
  const toggle = useCallback(
    (key: OptionGroup, value: number) => change((f) => ({ ...f, [key]: toggleValue(f[key], value) })),
    [change],
  );

  const duration = useMemo(() => {
    const setDuration = (bound: 'min' | 'max') => (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.target.value;
      change((f) => ({ ...f, duration: { ...f.duration, [bound]: value === '' ? null : Number(value) } }));
    };
    return (
      <FilterSection
        title={t('filters.duration')}
        defaultOpen
        active={filters.duration.min != null || filters.duration.max != null}
      >
        {/* One field a line: each label whole at every width, in both languages. */}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          {(['min', 'max'] as const).map((bound) => (
            <TextField
              key={bound}
              select
              fullWidth
              size="small"
              label={t(bound === 'min' ? 'filters.durationMin' : 'filters.durationMax')}
              value={filters.duration[bound] ?? ''}
              onChange={setDuration(bound)}
            >
              <option value="">{t('filters.any')}</option>
              {(bound === 'min' ? DURATION_MIN_OPTIONS : DURATION_MAX_OPTIONS).map((days) => (
                <option key={days} value={days}>
                  {t('filters.days', { count: days })}
                </option>
              ))}
            </TextField>
          ))}
        </Box>
      </FilterSection>
    );
  }, [t, change, filters.duration]);

  // The price is typed and shown in the visitor's currency; the listing is asked in VNĐ.
  const money = useMoney();
  const price = useMemo(() => {
    const format = { currency: money.currency, rate: money.rate };
    const setPrice = (bound: 'min' | 'max') => (event: ChangeEvent<HTMLInputElement>) => {
      const value = parseAmount(event.target.value);
      if (value === undefined) return;
      const vnd = value === null ? null : amountToVnd(value, format);
      change((f) => ({ ...f, price: { ...f.price, [bound]: vnd } }));
    };
    const shownAmount = (vnd: number | null | undefined) =>
      vnd == null ? '' : amountInCurrency(vnd, format);
    return (
      <FilterSection
        title={t('filters.price')}
        defaultOpen
        active={filters.price.min != null || filters.price.max != null}
      >
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: 1 }}>
          {(['min', 'max'] as const).map((bound) => (
            <TextField
              key={bound}
              type="number"
              fullWidth
              size="small"
              label={t(bound === 'min' ? 'filters.priceMin' : 'filters.priceMax', {
                currency: currencyLabel(money.currency),
              })}
              value={shownAmount(filters.price[bound])}
              onChange={setPrice(bound)}
              slotProps={{
                htmlInput: { min: 0, step: money.currency === 'USD' ? 10 : 100000, inputMode: 'numeric' },
              }}
            />
          ))}
        </Box>
      </FilterSection>
    );
  }, [t, change, filters.price, money.currency, money.rate]);

  // Each group with its section is memoised: a tick re-renders its own group only, not the other sections.
  const options = (group: 'deals' | 'style' | 'theme', emptyKey: string, defaultOpen = false) => (
    <OptionList
      title={t(`filters.${group}`)}
      defaultOpen={defaultOpen}
      group={group}
      options={counts?.[group]?.data}
      selected={filters[group]}
      emptyText={t(emptyKey)}
      onToggle={toggle}
    />
  );

  return (
    <>
      {duration}
      {price}
      {options('deals', 'filters.noDeals', true)}
      <RatingList
        title={t('filters.physicalRating')}
        selected={filters.physicalRating}
        counts={counts?.physical_rating}
        onToggle={toggle}
      />
      {options('style', 'filters.noStyles')}
      {options('theme', 'filters.noThemes')}
    </>
  );
}
