/**
 * The home search bar (spec part 1, §2 "Search bar", §4, §5): keyword chips, a rotating placeholder, a
 * suggestion dropdown on focus, start/end date popovers (calendars load on first open) and the Search button
 * that goes to /{lang}/search?keyword=a+b&start_day=…&end_day=…. The bar reads those parameters back.
 */
import {
  lazy,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import CalendarMonth from '@mui/icons-material/CalendarMonthOutlined';
import Close from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import { useListToursQuery } from '@/api';
import type { Lang } from '@/domain/shared/language';
import { addChip, mergeChips, removeChip } from '@/domain/search/chips';
import { filterPopularSearches, findSuggestions, POPULAR_SEARCHES } from '@/domain/search/suggestions';
import {
  formatTypedDate,
  isEndDayDisabled,
  isStartDayDisabled,
  withEndDate,
  withStartDate,
  type DateRange,
} from '@/domain/search/searchDates';
import { buildHomeSearchHref, parseHomeSearchParams } from '@/domain/search/searchUrl';
import { LISTING_NAMES_SOURCE } from '@/domain/search/listingNames';
import { SuggestionList } from './SuggestionList';

const DatePopover = lazy(() => import(/* webpackChunkName: "home-date-popover" */ './DatePopover'));

export const PLACEHOLDER_ROTATION_MS = 3000;
/** The suggestion source: one page of 100 tours (spec part 1, §7). */

type PickerName = 'start' | 'end';

/** The keyword box: a bare input in the chip row (the row shows the focus), styled once at module level. */
const KeywordInput = styled('input')(({ theme }) => ({
  flex: 1,
  minWidth: 140,
  boxSizing: 'content-box',
  height: '1.4375em',
  margin: 0,
  padding: '4px 0 5px',
  border: 0,
  background: 'none',
  font: 'inherit',
  color: theme.palette.text.primary,
  outline: 'none',
  '&::placeholder': { color: theme.palette.text.secondary, opacity: 1 },
}));

/** The suggestion buttons of the open dropdown, in order (arrow keys move between them). */
function suggestionButtons(dropdown: HTMLElement | null): HTMLButtonElement[] {
  return dropdown ? Array.from(dropdown.querySelectorAll('button')) : [];
}

function initialState(search: string): { chips: string[]; range: DateRange } {
  const parsed = parseHomeSearchParams(search);
  return { chips: parsed.chips, range: { start: parsed.start, end: parsed.end } };
}

export function SearchBar({ lang }: { lang: Lang }) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const location = useLocation();
  const ids = useId();
  const inputId = `${ids}-keywords`;
  const dropdownId = `${ids}-suggestions`;
  const dropdownHeadingId = `${ids}-suggestions-heading`;

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

  const placeholder = chips.length
    ? t('search.placeholderMore')
    : t('search.placeholder', { place: POPULAR_SEARCHES[placeholderIndex] });

  const closeAll = () => {
    setDropdownOpen(false);
    setPicker(null);
  };

  const openDropdown = () => {
    setWantSuggestions(true);
    setPicker(null);
    setDropdownOpen(true);
  };

  const addKeyword = (text: string) => {
    setChips((current) => addChip(current, text));
    setTyped('');
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
      addKeyword(typed);
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

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    closeAll();
    navigate(buildHomeSearchHref(lang, { chips, typed, start: range.start, end: range.end }));
  };

  const today = new Date();
  const dateButton = (name: PickerName) => {
    const value = name === 'start' ? range.start : range.end;
    const label = t(name === 'start' ? 'search.startDate' : 'search.endDate');
    const labelId = `${ids}-${name}-label`;
    return (
      <Box sx={{ flex: { md: '0 0 190px' }, minWidth: 0 }}>
        <Typography
          id={labelId}
          component="span"
          variant="caption"
          sx={{ display: 'block', fontWeight: 700, color: 'text.secondary', px: 1 }}
        >
          {label}
        </Typography>
        <Button
          fullWidth
          color="inherit"
          aria-labelledby={`${labelId} ${ids}-${name}-value`}
          aria-haspopup="dialog"
          aria-expanded={picker === name}
          onClick={(event) => togglePicker(name, event.currentTarget)}
          startIcon={<CalendarMonth aria-hidden="true" />}
          sx={{
            justifyContent: 'flex-start',
            fontWeight: 500,
            color: value ? 'text.primary' : 'text.secondary',
            borderRadius: 2,
            px: 1,
          }}
        >
          <span id={`${ids}-${name}-value`}>{value ? formatTypedDate(value) : t('search.anyDate')}</span>
        </Button>
      </Box>
    );
  };

  const pickerLabel = picker ? t(picker === 'start' ? 'search.startDate' : 'search.endDate') : '';

  return (
    <ClickAwayListener onClickAway={closeAll}>
      <Box sx={{ position: 'relative', maxWidth: 1120, mx: 'auto', px: 2, mt: { xs: 2, md: 3 }, zIndex: 3 }}>
        <Paper
          component="form"
          role="search"
          aria-label={t('search.label')}
          onSubmit={onSubmit}
          elevation={6}
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: { md: 'center' },
            gap: { xs: 1.5, md: 1 },
            p: { xs: 2, md: 1.5 },
            borderRadius: 4,
          }}
        >
          <Box sx={{ flex: 1, minWidth: 0, position: 'relative' }}>
            <Typography
              component="label"
              htmlFor={inputId}
              variant="caption"
              sx={{ display: 'block', fontWeight: 700, color: 'text.secondary', px: 1 }}
            >
              {t('search.keywords')}
            </Typography>
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 0.5,
                px: 1,
                minHeight: 40,
                cursor: 'text',
                borderRadius: 2,
                '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main' },
              }}
              onClick={() => inputRef.current?.focus()}
            >
              {chips.length ? (
                <Box
                  component="ul"
                  aria-label={t('search.selectedKeywords')}
                  sx={{ display: 'contents', listStyle: 'none', m: 0, p: 0 }}
                >
                  {chips.map((chip) => (
                    <Box
                      component="li"
                      key={chip}
                      sx={{
                        display: 'inline-flex',
                        alignItems: 'center',
                        gap: 0.25,
                        pl: 1.25,
                        pr: 0.25,
                        height: 28,
                        borderRadius: 14,
                        border: '1px solid',
                        borderColor: 'primary.main',
                        color: 'primary.main',
                        fontSize: '0.8125rem',
                        fontWeight: 500,
                      }}
                    >
                      {chip}
                      <Box
                        component="button"
                        type="button"
                        aria-label={t('search.removeChip', { keyword: chip })}
                        onClick={(event) => {
                          event.stopPropagation();
                          setChips((current) => removeChip(current, chip));
                        }}
                        sx={{
                          display: 'inline-flex',
                          p: 0.25,
                          border: 0,
                          borderRadius: '50%',
                          bgcolor: 'transparent',
                          color: 'inherit',
                          cursor: 'pointer',
                          '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
                          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
                        }}
                      >
                        <Close sx={{ fontSize: 16 }} aria-hidden="true" />
                      </Box>
                    </Box>
                  ))}
                </Box>
              ) : null}
              {/* A combobox whose popup is a dialog of suggestion buttons (ARIA 1.2 combobox pattern). */}
              <KeywordInput
                ref={inputRef}
                id={inputId}
                role="combobox"
                aria-haspopup="dialog"
                aria-expanded={dropdownOpen}
                aria-controls={dropdownOpen ? dropdownId : undefined}
                value={typed}
                placeholder={placeholder}
                onChange={(event: ChangeEvent<HTMLInputElement>) => setTyped(event.target.value)}
                onFocus={openDropdown}
                onClick={openDropdown}
                onKeyDown={onKeyDown}
                autoComplete="off"
              />
            </Box>
            {dropdownOpen ? (
              <Paper
                ref={dropdownRef}
                id={dropdownId}
                role="dialog"
                aria-labelledby={dropdownHeadingId}
                onKeyDown={onDropdownKeyDown}
                elevation={8}
                sx={{
                  position: 'absolute',
                  left: 0,
                  right: 0,
                  top: '100%',
                  mt: 1.5,
                  p: 1.5,
                  zIndex: 5,
                  maxHeight: 360,
                  overflowY: 'auto',
                }}
              >
                <SuggestionList
                  headingId={dropdownHeadingId}
                  sourceError={source.isError ? source.error : null}
                  smart={smart}
                  popular={popular}
                  typed={deferredTyped}
                  onPick={pickSuggestion}
                />
              </Paper>
            ) : null}
          </Box>
          {dateButton('start')}
          {dateButton('end')}
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<SearchIcon aria-hidden="true" />}
            sx={{ px: 4, minHeight: 48, flexShrink: 0 }}
          >
            {t('search.submit')}
          </Button>
        </Paper>
        {picker ? (
          <Suspense
            fallback={
              <Typography role="status" variant="body2" color="text.secondary" sx={{ px: 3, py: 1 }}>
                {t('search.loadingCalendar')}
              </Typography>
            }
          >
            <DatePopover
              key={picker}
              anchorEl={anchor}
              onClose={() => setPicker(null)}
              lang={lang}
              label={pickerLabel}
              value={picker === 'start' ? range.start : range.end}
              openOn={picker === 'end' ? range.start : null}
              isDisabled={(day) =>
                picker === 'start'
                  ? isStartDayDisabled(day, today)
                  : isEndDayDisabled(day, today, range.start)
              }
              onChange={(day) => chooseDate(picker, day)}
            />
          </Suspense>
        ) : null}
      </Box>
    </ClickAwayListener>
  );
}

export default SearchBar;
