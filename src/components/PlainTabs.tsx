/**
 * A row of tabs as plain buttons, drawn as MUI's scrollable Tabs with `textColor="primary"` (the same type, colours,
 * sizes and 3 px indicator), for rows a page renders many tabs in (the tour's twelve months): MUI's Tabs renders each
 * tab as a ButtonBase and the row as a handful of styled parts, and measures the row after hydration to place its
 * indicator (on the first paint it spanned the whole row). Here the indicator is the selected tab's own, in the
 * server's HTML already.
 *
 * The roles and keys are MUI's: a tab list with its name, one tab in the keyboard's order (the selected one, else the
 * first that is enabled), arrow keys, Home and End move the focus over the enabled tabs, Enter, Space or a click
 * chooses one (choosing the selected tab changes nothing). A row wider than its space scrolls sideways, with arrows at its ends (ScrollEdges), and keeps the
 * selected tab in view.
 */
import { useEffect, type KeyboardEvent, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { ScrollEdges, useOverflowEdges } from './ScrollEdges';
import { plainButtonStyles } from './plainButton';

export interface PlainTab<T extends string | number> {
  value: T;
  label: ReactNode;
  disabled?: boolean;
}

const Row = styled('div', { label: 'PlainTabs' })(({ theme }) => ({
  position: 'relative',
  '&[data-divider]': { borderBottom: `1px solid ${theme.palette.divider}` },
  '& > [role="tablist"]': {
    display: 'flex',
    minHeight: 48,
    overflowX: 'auto',
    overflowY: 'hidden',
    whiteSpace: 'nowrap',
    scrollbarWidth: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
  },
  '& [role="tab"]': {
    ...plainButtonStyles(theme),
    ...theme.typography.button,
    fontSize: '0.875rem',
    fontWeight: 600,
    lineHeight: 1.25,
    textTransform: 'none',
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    verticalAlign: 'middle',
    position: 'relative',
    flexShrink: 0,
    minWidth: 90,
    maxWidth: 360,
    minHeight: 48,
    padding: theme.spacing(1.5, 2),
    overflow: 'hidden',
    whiteSpace: 'normal',
    textAlign: 'center',
    userSelect: 'none',
    color: theme.palette.text.secondary,
    // Inside the row, which clips what leaves it: the focus outline is drawn inside the tab.
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
    '&:disabled': { color: theme.palette.text.disabled, cursor: 'default', pointerEvents: 'none' },
    '&[aria-selected="true"]': { color: theme.palette.primary.main },
    '&[aria-selected="true"]::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: 0,
      height: 3,
      borderRadius: 3,
      backgroundColor: theme.palette.primary.main,
    },
  },
  '&[data-compact] [role="tab"]': { minWidth: 64 },
}));

/** The next enabled tab for a key (arrows wrap round), or null for any other key. */
function nextTab(tabs: HTMLElement[], current: number, key: string): HTMLElement | null {
  const last = tabs.length - 1;
  switch (key) {
    case 'ArrowRight':
      return tabs[current >= last ? 0 : current + 1] ?? null;
    case 'ArrowLeft':
      return tabs[current <= 0 ? last : current - 1] ?? null;
    case 'Home':
      return tabs[0] ?? null;
    case 'End':
      return tabs[last] ?? null;
    default:
      return null;
  }
}

export function PlainTabs<T extends string | number>({
  label,
  value,
  tabs,
  onChange,
  previousLabel,
  nextLabel,
  divider = false,
  compact = false,
}: {
  /** The tab list's accessible name. */
  label: string;
  /** The selected tab's value; null when none is (every tab disabled, say). */
  value: T | null;
  tabs: readonly PlainTab<T>[];
  onChange: (value: T) => void;
  /** The scroll arrows' names. */
  previousLabel: string;
  nextLabel: string;
  /** A line under the row. */
  divider?: boolean;
  /** Narrower tabs (64 px at the least, not 90). */
  compact?: boolean;
}) {
  const { ref, edges, scroll } = useOverflowEdges<HTMLDivElement>(tabs.length);
  const focusable = tabs.some((tab) => tab.value === value && !tab.disabled)
    ? value
    : (tabs.find((tab) => !tab.disabled)?.value ?? null);

  // The selected tab in view, as MUI's Tabs keeps it: after the browser's next layout, not during hydration.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const list = ref.current;
      const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
      if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
      const start = tab.offsetLeft - list.offsetLeft;
      if (start < list.scrollLeft) list.scrollLeft = start;
      else if (start + tab.offsetWidth > list.scrollLeft + list.clientWidth)
        list.scrollLeft = start + tab.offsetWidth - list.clientWidth;
    });
    return () => cancelAnimationFrame(frame);
  }, [value, ref]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const list = event.currentTarget.parentElement;
    const enabled = [...(list?.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)') ?? [])];
    const next = nextTab(enabled, enabled.indexOf(event.currentTarget), event.key);
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  return (
    <Row data-divider={divider ? '' : undefined} data-compact={compact ? '' : undefined}>
      <div ref={ref} role="tablist" aria-label={label}>
        {tabs.map((tab) => (
          <button
            key={tab.value}
            type="button"
            role="tab"
            aria-selected={tab.value === value}
            tabIndex={tab.value === focusable ? 0 : -1}
            disabled={tab.disabled}
            onKeyDown={onKeyDown}
            onClick={() => {
              if (tab.value !== value) onChange(tab.value);
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <ScrollEdges edges={edges} onScroll={scroll} previousLabel={previousLabel} nextLabel={nextLabel} />
    </Row>
  );
}
