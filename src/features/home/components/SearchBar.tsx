/**
 * The home search bar (spec part 1, §2 "Search bar", §4, §5): keyword chips, a rotating placeholder, a
 * suggestion dropdown on focus, start/end date popovers (calendars load on first open) and the Search button
 * that goes to /{lang}/search?keyword=a+b&start_day=…&end_day=…. The bar reads those parameters back.
 */
import { lazy, Suspense, useId, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslation } from 'react-i18next';
import type { Lang } from '@/domain/shared/language';
import { POPULAR_SEARCHES } from '@/domain/search/suggestions';
import { isEndDayDisabled, isStartDayDisabled } from '@/domain/search/searchDates';
import { useHomeSearch } from '../hooks/useHomeSearch';
import { KeywordChips, KeywordInput } from './KeywordChips';
import { SearchDateField } from './SearchDateField';
import { SuggestionList } from './SuggestionList';

const DatePopover = lazy(() => import(/* webpackChunkName: "home-date-popover" */ './DatePopover'));

export function SearchBar({ lang }: { lang: Lang }) {
  const { t } = useTranslation('home');
  const ids = useId();
  const inputId = `${ids}-keywords`;
  const dropdownId = `${ids}-suggestions`;
  const dropdownHeadingId = `${ids}-suggestions-heading`;
  const {
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
  } = useHomeSearch(lang);
  const placeholder = chips.length
    ? t('search.placeholderMore')
    : t('search.placeholder', { place: POPULAR_SEARCHES[placeholderIndex] });

  const today = new Date();
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
              <KeywordChips chips={chips} onRemove={removeKeyword} />
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
          {(['start', 'end'] as const).map((name) => (
            <SearchDateField
              key={name}
              id={`${ids}-${name}`}
              label={t(name === 'start' ? 'search.startDate' : 'search.endDate')}
              value={name === 'start' ? range.start : range.end}
              emptyText={t('search.anyDate')}
              expanded={picker === name}
              onToggle={(element) => togglePicker(name, element)}
            />
          ))}
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
