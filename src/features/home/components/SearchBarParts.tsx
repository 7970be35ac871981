/**
 * The keyword pieces of the home search bar (./SearchBar.tsx): the box, its row and chips, the suggestions' dropdown
 * frame and its keys, the rotating placeholder's index.
 */
import { useEffect, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import Close from '@mui/icons-material/Close';

/** The keyword box: a bare input in the chip row (the row shows the focus), styled once at module level. */
export const KeywordInput = styled('input', { label: 'KeywordInput' })(({ theme }) => ({
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
export function suggestionButtons(dropdown: HTMLElement | null): HTMLButtonElement[] {
  return dropdown ? Array.from(dropdown.querySelectorAll('button')) : [];
}

/** The chosen keywords, each with its remove button (the click does not reach the row, which focuses the box). */
export function KeywordChips({
  chips,
  label,
  removeLabel,
  onRemove,
}: {
  chips: readonly string[];
  label: string;
  removeLabel: (keyword: string) => string;
  onRemove: (chip: string) => void;
}) {
  if (!chips.length) return null;
  return (
    <Box component="ul" aria-label={label} sx={{ display: 'contents', listStyle: 'none', m: 0, p: 0 }}>
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
            fontSize: '0.875rem',
            fontWeight: 500,
          }}
        >
          {chip}
          <Box
            component="button"
            type="button"
            aria-label={removeLabel(chip)}
            onClick={(event) => {
              event.stopPropagation();
              onRemove(chip);
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
  );
}

/** The suggestions' popup: a dialog under the keyword box (ARIA 1.2 combobox pattern). */
export function SuggestionsDropdown({
  ref,
  id,
  headingId,
  onKeyDown,
  children,
}: {
  ref: Ref<HTMLDivElement>;
  id: string;
  headingId: string;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  children: ReactNode;
}) {
  return (
    <Paper
      ref={ref}
      id={id}
      role="dialog"
      aria-labelledby={headingId}
      onKeyDown={onKeyDown}
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
      {children}
    </Paper>
  );
}

/** The keyword box's label and row (chips, then the input); a click anywhere in the row focuses the box. */
export function KeywordRow({
  inputId,
  label,
  onClick,
  children,
}: {
  inputId: string;
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <Typography
        component="label"
        htmlFor={inputId}
        variant="caption"
        sx={{ display: 'block', fontWeight: 700, color: 'text.secondary', px: 1 }}
      >
        {label}
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
        onClick={onClick}
      >
        {children}
      </Box>
    </>
  );
}

/** Arrow keys move between the suggestions; Escape closes them and returns to the keyword box. */
export function suggestionKeys(event: KeyboardEvent<HTMLElement>, focusInput: () => void, close: () => void) {
  const buttons = suggestionButtons(event.currentTarget);
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    const next = index + (event.key === 'ArrowDown' ? 1 : -1);
    if (next < 0) focusInput();
    else buttons[Math.min(next, buttons.length - 1)]?.focus();
  } else if (event.key === 'Escape') {
    event.preventDefault();
    focusInput(); // its focus handler opens the dropdown; the next line closes it again
    close();
  }
}

/** How long each of the keyword box's rotating placeholders shows. */
export const PLACEHOLDER_ROTATION_MS = 3000;

/** 0, 1, 2 … every `ms` while `active` (wrapping at `length`): the rotating placeholder. */
export function useRotatingIndex(active: boolean, length: number, ms: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % length), ms);
    return () => window.clearInterval(timer);
  }, [active, length, ms]);
  return index;
}
