/** Removable chips for the active filters (and the URL's keyword and dates), plus 'Clear all'. */
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CloseIcon from '@mui/icons-material/Close';
import type { TourCounts } from '@/api';
import { parseDay } from '@/domain/shared/dates';
import { formatShortDay } from '@/domain/shared/dateText';
import type { Lang } from '@/domain/shared/language';
import { useMoney } from '@/components/currency/useMoney';
import type { FilterChip } from '@/domain/search/tourFilterState';

export type UrlChip = { kind: 'keyword'; value: string } | { kind: 'startDay' | 'endDay'; value: string };

export interface FilterChipsProps {
  chips: FilterChip[];
  urlChips: UrlChip[];
  counts: TourCounts | undefined;
  lang: Lang;
  onRemove: (chip: FilterChip) => void;
  onRemoveUrl: (chip: UrlChip) => void;
  onClearAll: () => void;
}

export function FilterChips({
  chips,
  urlChips,
  counts,
  lang,
  onRemove,
  onRemoveUrl,
  onClearAll,
}: FilterChipsProps) {
  const { t } = useTranslation('search');
  const money = useMoney();
  if (chips.length === 0 && urlChips.length === 0) return null;

  const nameOf = (group: 'style' | 'theme' | 'deals', id: number) =>
    counts?.[group]?.data?.find((option) => option.id === id)?.name ?? `#${id}`;

  const label = (chip: FilterChip): string => {
    switch (chip.kind) {
      case 'durationMin':
        return t('filters.chips.durationMin', { n: chip.value });
      case 'durationMax':
        return t('filters.chips.durationMax', { n: chip.value });
      case 'priceMin':
        return t('filters.chips.priceMin', { price: money.format(chip.value) });
      case 'priceMax':
        return t('filters.chips.priceMax', { price: money.format(chip.value) });
      case 'physicalRating':
        return t(`filters.levels.${chip.value}`);
      case 'style':
        return nameOf('style', chip.value);
      case 'theme':
        return nameOf('theme', chip.value);
      case 'deal':
        return nameOf('deals', chip.value);
      case 'comfortLevel':
        return chip.value;
      default:
        return t(`filters.chips.${chip.kind}`);
    }
  };

  const urlLabel = (chip: UrlChip): string =>
    chip.kind === 'keyword'
      ? t('filters.chips.keyword', { keyword: chip.value })
      : t(`filters.chips.${chip.kind}`, { date: shownDay(chip.value, lang) });

  return (
    <Box
      component="section"
      aria-label={t('filters.active')}
      sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}
    >
      {urlChips.map((chip) => {
        const text = urlLabel(chip);
        return (
          <RemovableChip
            key={`${chip.kind}-${chip.value}`}
            text={text}
            label={t('filters.removeChip', { label: text })}
            onRemove={() => onRemoveUrl(chip)}
          />
        );
      })}
      {chips.map((chip) => {
        const text = label(chip);
        return (
          <RemovableChip
            key={'value' in chip ? `${chip.kind}-${chip.value}` : chip.kind}
            text={text}
            label={t('filters.removeChip', { label: text })}
            onRemove={() => onRemove(chip)}
          />
        );
      })}
      <Button size="small" onClick={onClearAll}>
        {t('filters.clearAll')}
      </Button>
    </Box>
  );
}

/** "Dec 10, 2026" / "10 thg 12, 2026" for the URL's yyyy-MM-dd. */
function shownDay(value: string, lang: Lang): string {
  const date = parseDay(value);
  return date ? formatShortDay(date, lang) : value;
}

/** A chip-shaped button that removes its filter (named 'Remove filter: …'). */
function RemovableChip({ text, label, onRemove }: { text: string; label: string; onRemove: () => void }) {
  return (
    <Button
      size="small"
      variant="outlined"
      aria-label={label}
      onClick={onRemove}
      endIcon={<CloseIcon aria-hidden="true" />}
      sx={{ borderRadius: 4, textTransform: 'none', py: 0.25 }}
    >
      {text}
    </Button>
  );
}
