/**
 * The home search bar (spec part 1, §2 "Search bar", §4, §5): keyword chips, a rotating placeholder, a
 * suggestion dropdown on focus, start/end date popovers (calendars load on first open) and the Search button
 * that goes to /{lang}/search?keyword=a+b&start_day=…&end_day=…. The bar reads those parameters back.
 */
import { useCallback, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@/domain/shared/language';
import { addChip, removeChip } from '@/domain/search/chips';
import { POPULAR_SEARCHES } from '@/domain/search/suggestions';
import { withEndDate, withStartDate } from '@/domain/search/searchDates';
import { buildHomeSearchHref } from '@/domain/search/searchUrl';
import { createValueStore } from '@/lib/valueStore';
import { TypedKeywordInput, TypedSuggestions } from './TypedKeyword';
import { useAddressSearch, useSuggestionSource } from '../hooks/useSearchBarState';
import { DateField, DatePickerSlot, type PickerName } from './SearchDateField';
import {
  KeywordChips,
  KeywordRow,
  suggestionButtons,
  suggestionKeys,
  SuggestionsDropdown,
} from './SearchBarParts';

export function SearchBar({ lang }: { lang: Lang }) {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const location = useLocation();
  const ids = useId();
  const inputId = `${ids}-keywords`;
  const dropdownId = `${ids}-suggestions`;
  const dropdownHeadingId = `${ids}-suggestions-heading`;

  const { chips, setChips, range, setRange } = useAddressSearch(location.search);
  const [typed] = useState(() => createValueStore(''));
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const [picker, setPicker] = useState<PickerName | null>(null);
  const [wantSuggestions, setWantSuggestions] = useState(false);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const dropdownRef = useRef<HTMLDivElement>(null);

  const source = useSuggestionSource(lang, wantSuggestions);

  // The box shows them in turn (TypedKeywordInput): a popular search each, or one line once a keyword is chosen.
  const hasChips = chips.length > 0;
  const placeholders = useMemo(
    () =>
      hasChips
        ? [t('search.placeholderMore')]
        : POPULAR_SEARCHES.map((place) => t('search.placeholder', { place })),
    [hasChips, t],
  );

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
    typed.set('');
  };

  const pickSuggestion = useCallback(
    (text: string) => {
      setChips((current) => addChip(current, text));
      typed.set('');
      // Focus returns to the box without reopening the list (the focus handler runs first).
      inputRef.current?.focus();
      setDropdownOpen(false);
    },
    [setChips, typed],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      // Opens the suggestions, or moves into them when they are open.
      event.preventDefault();
      if (dropdownOpen) suggestionButtons(dropdownRef.current)[0]?.focus();
      else openDropdown();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      addKeyword(typed.get());
    } else if (event.key === 'Escape') {
      setDropdownOpen(false);
    } else if (event.key === 'Backspace' && !typed.get() && chips.length) {
      setChips((current) => current.slice(0, -1));
    }
  };

  const onDropdownKeyDown = (event: KeyboardEvent<HTMLElement>) =>
    suggestionKeys(
      event,
      () => inputRef.current?.focus(),
      () => setDropdownOpen(false),
    );

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
    navigate(buildHomeSearchHref(lang, { chips, typed: typed.get(), start: range.start, end: range.end }));
  };

  const dateField = (name: PickerName) => (
    <DateField
      id={`${ids}-${name}`}
      label={t(name === 'start' ? 'search.startDate' : 'search.endDate')}
      value={name === 'start' ? range.start : range.end}
      lang={lang}
      emptyText={t('search.anyDate')}
      expanded={picker === name}
      onToggle={(element) => togglePicker(name, element)}
    />
  );

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
            <KeywordRow
              inputId={inputId}
              label={t('search.keywords')}
              onClick={() => inputRef.current?.focus()}
            >
              <KeywordChips
                chips={chips}
                label={t('search.selectedKeywords')}
                removeLabel={(keyword) => t('search.removeChip', { keyword })}
                onRemove={(chip) => setChips((current) => removeChip(current, chip))}
              />
              {/* A combobox whose popup is a dialog of suggestion buttons (ARIA 1.2 combobox pattern). */}
              <TypedKeywordInput
                typed={typed}
                ref={inputRef}
                id={inputId}
                role="combobox"
                aria-haspopup="dialog"
                aria-expanded={dropdownOpen}
                aria-controls={dropdownOpen ? dropdownId : undefined}
                placeholders={placeholders}
                onFocus={openDropdown}
                onClick={openDropdown}
                onKeyDown={onKeyDown}
                autoComplete="off"
              />
            </KeywordRow>
            {dropdownOpen ? (
              <SuggestionsDropdown
                ref={dropdownRef}
                id={dropdownId}
                headingId={dropdownHeadingId}
                onKeyDown={onDropdownKeyDown}
              >
                <TypedSuggestions
                  typed={typed}
                  source={source}
                  headingId={dropdownHeadingId}
                  onPick={pickSuggestion}
                />
              </SuggestionsDropdown>
            ) : null}
          </Box>
          {dateField('start')}
          {dateField('end')}
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
          <DatePickerSlot
            picker={picker}
            anchor={anchor}
            lang={lang}
            range={range}
            label={pickerLabel}
            loadingText={t('search.loadingCalendar')}
            onClose={() => setPicker(null)}
            onChange={(day) => chooseDate(picker, day)}
          />
        ) : null}
      </Box>
    </ClickAwayListener>
  );
}

export default SearchBar;
