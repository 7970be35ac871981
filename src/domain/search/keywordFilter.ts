/**
 * Keyword-to-filter rule (spec part 1 §5): a keyword that equals, ignoring case, the name of a known style,
 * theme or deal is sent as that filter, not as a keyword. Known names come from the listing answer's counts.
 */
export interface NamedOption {
  id: number;
  name: string;
}

export interface KnownFilterOptions {
  style?: { data?: readonly NamedOption[] | null } | null;
  theme?: { data?: readonly NamedOption[] | null } | null;
  deals?: { data?: readonly NamedOption[] | null } | null;
}

export type KeywordFilterKind = 'style' | 'theme' | 'deal';

export interface KeywordFilterMatch {
  kind: KeywordFilterKind;
  id: number;
  name: string;
}

/**
 * Case folded the same on every machine (not the runtime's locale: under a Turkish one "ORIGINAL" would fold to
 * "orıgınal" in the browser but not on the server), composed the same way (a keyboard may type "đạp" decomposed).
 */
const normalise = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The style, theme or deal whose name equals the keyword (ignoring case and surrounding spaces), searched in
 * that order; null for a blank keyword or when nothing matches.
 */
export function matchKeywordToFilter(
  keyword: string | null | undefined,
  known: KnownFilterOptions | null | undefined,
): KeywordFilterMatch | null {
  const wanted = normalise(keyword ?? '');
  if (!wanted || !known) return null;
  const groups: Array<[KeywordFilterKind, readonly NamedOption[] | null | undefined]> = [
    ['style', known.style?.data],
    ['theme', known.theme?.data],
    ['deal', known.deals?.data],
  ];
  for (const [kind, options] of groups) {
    const hit = options?.find((option) => normalise(option.name) === wanted);
    if (hit) return { kind, id: hit.id, name: hit.name };
  }
  return null;
}
