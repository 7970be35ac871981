/**
 * The parts of the home search bar (./SearchBar.tsx) that follow what is typed. What is typed is kept in a store
 * (lib/valueStore.ts), not in the bar's state: a key re-renders the box and the suggestions, not the bar with its dates
 * and button (the bar's handlers read the store when they run).
 */
import type { ChangeEvent, ComponentProps } from 'react';
import { useStoreValue, type ValueStore } from '@/lib/valueStore';
import { SuggestionList, type SuggestionListProps } from './SuggestionList';
import { KeywordInput, PLACEHOLDER_ROTATION_MS, useRotatingIndex } from './SearchBarParts';
import { useSuggestionSource, useSuggestions } from '../hooks/useSearchBarState';

/**
 * The keyword box. With more than one placeholder it shows each in turn, every 3 s: the rotation re-renders this box
 * only, not the bar around it (its dates and button), so a tap that comes with a rotation does not wait for the bar.
 */
export function TypedKeywordInput({
  typed,
  placeholders,
  ...props
}: { typed: ValueStore<string>; placeholders: readonly string[] } & Omit<
  ComponentProps<typeof KeywordInput>,
  'value' | 'onChange' | 'placeholder'
>) {
  const value = useStoreValue(typed);
  const index = useRotatingIndex(placeholders.length > 1, placeholders.length, PLACEHOLDER_ROTATION_MS);
  return (
    <KeywordInput
      {...props}
      placeholder={placeholders[index % placeholders.length]}
      value={value}
      onChange={(event: ChangeEvent<HTMLInputElement>) => typed.set(event.target.value)}
    />
  );
}

/** The suggestions for what is typed (their list renders from the deferred text, SuggestionList.tsx). */
export function TypedSuggestions({
  typed,
  source,
  ...props
}: {
  typed: ValueStore<string>;
  source: ReturnType<typeof useSuggestionSource>;
} & Pick<SuggestionListProps, 'headingId' | 'onPick'>) {
  const { smart, popular, deferredTyped } = useSuggestions(source.data?.data, useStoreValue(typed));
  return (
    <SuggestionList
      {...props}
      sourceError={source.isError ? source.error : null}
      smart={smart}
      popular={popular}
      typed={deferredTyped}
    />
  );
}
