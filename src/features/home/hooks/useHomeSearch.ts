/**
 * The home search bar's state and behaviour (components/SearchBar.tsx draws it): keyword chips and the text being
 * typed, the suggestion dropdown and its keyboard, the start/end dates and their calendar, the rotating
 * placeholder, what the address says, and the Search that goes to /{lang}/search?keyword=a+b&start_day=…&end_day=….
 */
import {
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useListToursQuery } from '@/api';
import type { Lang } from '@/domain/shared/language';
import { addChip, mergeChips, removeChip } from '@/domain/search/chips';
import { filterPopularSearches, findSuggestions, POPULAR_SEARCHES } from '@/domain/search/suggestions';
import { withEndDate, withStartDate, type DateRange } from '@/domain/search/searchDates';
import { buildHomeSearchHref, parseHomeSearchParams } from '@/domain/search/searchUrl';
import { LISTING_NAMES_SOURCE } from '@/domain/search/listingNames';

export const PLACEHOLDER_ROTATION_MS = 3000;

export type PickerName = 'start' | 'end';

/** The suggestion buttons of the open dropdown, in order (arrow keys move between them). */
function suggestionButtons(dropdown: HTMLElement | null): HTMLButtonElement[] {
  return dropdown ? Array.from(dropdown.querySelectorAll('button')) : [];
}

function initialState(search: string): { chips: string[]; range: DateRange } {
  const parsed = parseHomeSearchParams(search);
  return { chips: parsed.chips, range: { start: parsed.start, end: parsed.end } };
}

export function useHomeSearch(lang: Lang) {
  const navigate = useNavigate();
  const location = useLocation();
  const [chips, setChips] = useState<string[]>(() => initialState(location.search).chips);
  const [range, setRange] = useState<DateRange>(() => initialState(location.search).range);
  const [typed, setTyped] = useState('');
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const [picker, setPicker] = useState<PickerName | null>(null);
  const [wantSuggestions, setWantSuggestions] = useState(false);
  const [placeholderIndex, setPlaceholderIndex] = useState(0);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);

  // Keywords and dates in the address merge into the bar when the address changes.
  const [seenSearch, setSeenSearch] = useState(location.search);
  if (seenSearch !== location.search) {
    setSeenSearch(location.search);
    const next = initialState(location.search);
    setChips((current) => mergeChips(current, next.chips));
    if (next.range.start || next.range.end) setRange(next.range);
  }

  useEffect(() => {
    if (chips.length) return undefined;
    const timer = window.setInterval(
      () => setPlaceholderIndex((i) => (i + 1) % POPULAR_SEARCHES.length),
      PLACEHOLDER_ROTATION_MS,
    );
    return () => window.clearInterval(timer);
  }, [chips.length]);

  const source = useListToursQuery({ lang, ...LISTING_NAMES_SOURCE }, { skip: !wantSuggestions });
  // The box shows each key at once; the suggestions follow the deferred text (a render of their own).
  const deferredTyped = useDeferredValue(typed);
  const sourceTours = source.data?.data;
  const smart = useMemo(() => findSuggestions(sourceTours, deferredTyped), [sourceTours, deferredTyped]);
  const popular = useMemo(() => filterPopularSearches(deferredTyped), [deferredTyped]);

  const closeAll = () => {
    setDropdownOpen(false);
    setPicker(null);
  };

  const openDropdown = () => {
    setWantSuggestions(true);
    setPicker(null);
    setDropdownOpen(true);
  };

  const pickSuggestion = useCallback((text: string) => {
    setChips((current) => addChip(current, text));
    setTyped('');
    // Focus returns to the box without reopening the list (the focus handler runs first).
    inputRef.current?.focus();
    setDropdownOpen(false);
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      // Opens the suggestions, or moves into them when they are open.
      event.preventDefault();
      if (dropdownOpen) suggestionButtons(dropdownRef.current)[0]?.focus();
      else openDropdown();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      setChips((current) => addChip(current, typed));
      setTyped('');
    } else if (event.key === 'Escape') {
      setDropdownOpen(false);
    } else if (event.key === 'Backspace' && !typed && chips.length) {
      setChips((current) => current.slice(0, -1));
    }
  };

  /** Arrow keys move between the suggestions; Escape closes them and returns to the keyword box. */
  const onDropdownKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const buttons = suggestionButtons(event.currentTarget);
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = index + (event.key === 'ArrowDown' ? 1 : -1);
      if (next < 0) inputRef.current?.focus();
      else buttons[Math.min(next, buttons.length - 1)]?.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      inputRef.current?.focus(); // its focus handler opens the dropdown; the next line closes it again
      setDropdownOpen(false);
    }
  };

  const togglePicker = (name: PickerName, element: HTMLElement) => {
    setDropdownOpen(false);
    setAnchor(element);
    setPicker((current) => (current === name ? null : name));
  };

  const chooseDate = (name: PickerName, day: Date | null) => {
    setRange((current) => (name === 'start' ? withStartDate(current, day) : withEndDate(current, day)));
    setPicker(null);
  };

  const removeKeyword = (chip: string) => setChips((current) => removeChip(current, chip));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    closeAll();
    navigate(buildHomeSearchHref(lang, { chips, typed, start: range.start, end: range.end }));
  };

  return {
    chips,
    typed,
    setTyped,
    range,
    picker,
    setPicker,
    anchor,
    dropdownOpen,
    placeholderIndex,
    inputRef,
    dropdownRef,
    suggestions: { source, smart, popular, deferredTyped },
    closeAll,
    openDropdown,
    pickSuggestion,
    removeKeyword,
    onKeyDown,
    onDropdownKeyDown,
    togglePicker,
    chooseDate,
    onSubmit,
  };
}
