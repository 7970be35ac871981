import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import Box from '@mui/material/Box';
import { theme } from '@/lib/theme';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import visuallyHidden from '@mui/utils/visuallyHidden';
import SearchIcon from '@mui/icons-material/Search';
import HistoryIcon from '@mui/icons-material/History';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '@/lib/hooks';
import type { Lang } from '@/domain/shared/language';
import { paths } from '@/domain/shared/paths';
import { recentSearchAdded, selectRecentSearches } from '../recentSearchesSlice';
import {
  HEADER_SEARCH_COLLAPSED_WIDTH,
  HEADER_SEARCH_SCROLL_THRESHOLD,
  useScrolledPast,
} from './useScrolledPast';

/** The expanded box collapses this long after it loses focus (so a click on a recent search still lands). */
export const HEADER_SEARCH_COLLAPSE_DELAY_MS = 200;

/**
 * Header search: hidden until the page is scrolled more than 50 px; expands on click or focus and collapses
 * 200 ms after losing focus; Enter or the button submits the trimmed, non-blank text to
 * /{lang}/Search?keyword=a+b and records it in the recent searches (picking one fills the box).
 */
const EXPANDED_WIDTH = 300;
/** Never narrower than the collapsed box, whose place beside the menu is kept for it (HeaderSearchSlot). */
const MIN_EXPANDED_WIDTH = HEADER_SEARCH_COLLAPSED_WIDTH.sm;

/**
 * How wide the open box may grow leftwards from its place without covering the desktop menu's items: up to 300 px,
 * and at least the collapsed box's width. 300 when no menu shows (tablets and phones).
 */
function widthBesideMenu(form: HTMLElement | null): number {
  const menu = form?.ownerDocument.querySelector<HTMLElement>('[data-header-menu]');
  const box = menu?.getBoundingClientRect();
  if (!form || !box || box.width === 0) return EXPANDED_WIDTH;
  const room = form.getBoundingClientRect().right - box.right - 12;
  return Math.max(MIN_EXPANDED_WIDTH, Math.min(EXPANDED_WIDTH, Math.floor(room)));
}

/**
 * In the place kept for it (HeaderSearchSlot), growing leftwards over the header when expanded; on a phone the
 * expanded box spans the header, over the logo and the buttons, and the page never grows sideways. Made once from
 * the site's theme (a function in `sx` is worked out again on every render).
 */
const SEARCH_SX = { position: 'absolute', top: 0, right: 0, zIndex: theme.zIndex.appBar + 1 } as const;
const SEARCH_SX_EXPANDED = {
  ...SEARCH_SX,
  [theme.breakpoints.down('sm')]: {
    position: 'fixed',
    left: 8,
    right: 8,
    top: (theme.layout.headerHeight.xs - 40) / 2,
  },
} as const;

export function HeaderSearch({ lang }: { lang: Lang }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const recent = useAppSelector(selectRecentSearches);
  const scrolled = useScrolledPast(HEADER_SEARCH_SCROLL_THRESHOLD);
  const [expanded, setExpanded] = useState(false);
  // The open box's width on wide screens: up to 300 px, never over the desktop menu's items (measured on opening).
  const [openWidth, setOpenWidth] = useState(EXPANDED_WIDTH);
  const [text, setText] = useState('');
  const containerRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const collapseTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inputId = useId();
  const recentId = useId();

  useEffect(() => () => clearTimeout(collapseTimer.current), []);

  if (!scrolled && !expanded) return null;

  const expand = () => {
    clearTimeout(collapseTimer.current);
    if (!expanded) setOpenWidth(widthBesideMenu(containerRef.current));
    setExpanded(true);
  };

  const scheduleCollapse = () => {
    clearTimeout(collapseTimer.current);
    collapseTimer.current = setTimeout(() => {
      if (!containerRef.current?.contains(document.activeElement)) setExpanded(false);
    }, HEADER_SEARCH_COLLAPSE_DELAY_MS);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const keyword = text.trim();
    if (!keyword) return;
    dispatch(recentSearchAdded(keyword));
    clearTimeout(collapseTimer.current);
    setExpanded(false);
    setText('');
    inputRef.current?.blur();
    navigate(paths.searchCapital(lang, keyword));
  };

  const pick = (entry: string) => {
    setText(entry);
    inputRef.current?.focus();
  };

  return (
    <Box
      component="form"
      role="search"
      ref={containerRef}
      onSubmit={onSubmit}
      onFocus={expand}
      onBlur={scheduleCollapse}
      noValidate
      sx={expanded ? SEARCH_SX_EXPANDED : SEARCH_SX}
    >
      <label htmlFor={inputId} style={visuallyHidden}>
        {t('search.label')}
      </label>
      <Paper
        variant="outlined"
        onClick={() => {
          expand();
          inputRef.current?.focus();
        }}
        sx={{
          display: 'flex',
          alignItems: 'center',
          borderRadius: 999,
          pl: expanded ? 1.5 : { xs: 0, sm: 1.5 },
          height: 40,
          boxSizing: 'border-box',
          width: expanded ? { xs: '100%', sm: openWidth } : HEADER_SEARCH_COLLAPSED_WIDTH,
          transition: 'width 200ms ease',
          bgcolor: 'background.paper',
          position: 'relative',
        }}
      >
        <InputBase
          id={inputId}
          inputRef={inputRef}
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={expanded ? t('search.placeholderExpanded') : t('search.placeholderCollapsed')}
          inputProps={{
            'aria-controls': expanded ? recentId : undefined,
            enterKeyHint: 'search',
            autoComplete: 'off',
          }}
          sx={{
            flex: 1,
            minWidth: 0,
            fontSize: '0.875rem',
            // Collapsed on a phone the box is a 40 px round button: the field covers all of it, unseen (no sliver
            // of its text), so a tap anywhere on it opens the search.
            ...(expanded
              ? {}
              : {
                  position: { xs: 'absolute', sm: 'static' },
                  inset: 0,
                  zIndex: 1,
                  opacity: { xs: 0, sm: 1 },
                  '& input': { cursor: 'pointer' },
                }),
          }}
        />
        {/* Collapsed, the field is the one control (it opens the search); the button is its picture until then. */}
        <IconButton
          type="submit"
          aria-label={t('search.submit')}
          size="small"
          tabIndex={expanded ? undefined : -1}
          aria-hidden={expanded ? undefined : true}
          sx={{ ml: 'auto' }}
        >
          <SearchIcon fontSize="small" />
        </IconButton>
      </Paper>
      {expanded && recent.length > 0 ? (
        <Paper
          id={recentId}
          elevation={6}
          sx={{
            position: 'absolute',
            top: '100%',
            right: 0,
            mt: 1,
            width: { xs: '100%', sm: openWidth },
            boxSizing: 'border-box',
            p: 1.5,
            zIndex: 'modal',
          }}
        >
          <Typography
            component="h2"
            variant="subtitle2"
            sx={{ fontWeight: 700, mb: 0.5 }}
            id={`${recentId}-title`}
          >
            {t('search.recentTitle')}
          </Typography>
          <Box component="ul" aria-labelledby={`${recentId}-title`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {recent.map((entry) => (
              <li key={entry}>
                <ButtonBase
                  type="button"
                  onClick={() => pick(entry)}
                  sx={{
                    width: '100%',
                    justifyContent: 'flex-start',
                    gap: 1,
                    px: 1,
                    py: 0.75,
                    borderRadius: 1,
                    '&:hover, &:focus-visible': { bgcolor: 'action.hover' },
                  }}
                >
                  <HistoryIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
                  {entry}
                </ButtonBase>
              </li>
            ))}
          </Box>
        </Paper>
      ) : null}
    </Box>
  );
}
