/**
 * Travel-deal rows (spec part 2, travel-deals table; §9: deal prices in USD with en-US thousands separators).
 */
import { formatShortDay } from '../shared/dateText';
import { parseLooseDay } from '../shared/looseDates';
import { formatUsdAmount, toNumber } from '../shared/price';
import { toApiProblem } from '../shared/apiProblem';
import { problemStatus } from '../shared/apiProblemText';
import type { Lang } from '../shared/language';

export const DEALS_FIRST_ROWS = 6;

export interface DealPriceInput {
  originalPriceUSD?: number | string | null;
  discountedPriceUSD?: number | string | null;
}

export interface DealPriceDisplay {
  /** The original price, struck through; null when missing or not above the discounted price. */
  original: string | null;
  /** The price to pay; null when missing. */
  discounted: string | null;
}

/** { original: '1,290', discounted: '990' } */
export function dealPriceDisplay(price: DealPriceInput | null | undefined): DealPriceDisplay {
  const original = toNumber(price?.originalPriceUSD);
  const discounted = toNumber(price?.discountedPriceUSD);
  if (discounted == null)
    return { original: null, discounted: original != null ? formatUsdAmount(original) : null };
  return {
    original: original != null && original > discounted ? formatUsdAmount(original) : null,
    discounted: formatUsdAmount(discounted),
  };
}

/** "Jan 12, 2027" (en) / "12 thg 1, 2027" (vi); text that is not a date is kept as it is. */
export function formatDealDate(value: string | null | undefined, lang: Lang): string {
  const text = (value ?? '').trim();
  const date = parseLooseDay(text);
  return date ? formatShortDay(date, lang) : text;
}

/** The rows to show: the first 6 until "View More Trips" is clicked, then all. */
export function visibleDeals<T>(deals: readonly T[], expanded: boolean): T[] {
  return expanded ? [...deals] : deals.slice(0, DEALS_FIRST_ROWS);
}

/**
 * The travel-deals error (spec part 2 §8): an HTTP status gives "HTTP error! status: {code}", anything else
 * (network error, a refusal — `success: false`, an error since src/api/emptyApi.ts —, a malformed answer) "Failed to fetch travel deals". Null when there is none.
 */
export type DealsFailure = { kind: 'http'; code: number } | { kind: 'failed' };

export function travelDealsFailure(error: unknown, data: unknown): DealsFailure | null {
  if (error !== undefined && error !== null) {
    const code = problemStatus(toApiProblem(error));
    return code !== undefined ? { kind: 'http', code } : { kind: 'failed' };
  }
  if (data === undefined) return null;
  const body = data as { traveldeals?: { content?: unknown } } | null;
  if (!body || !Array.isArray(body.traveldeals?.content)) return { kind: 'failed' };
  return null;
}
