import type { ListToursArgs } from '@/api';
import type { Lang } from '@/domain/language';
import type { ListToursParams } from '@/domain/tourFilters';
import { sortArg, type TourSort } from '@/domain/tourSort';

/** The generated hook's argument for the contract's query parameters (undefined fields left out). */
export function toListToursArgs(
  lang: Lang,
  p: ListToursParams,
  sort: TourSort = 'recommended',
): ListToursArgs {
  const args: ListToursArgs = {
    lang,
    sort: sortArg(sort),
    page: p.page,
    perPage: p.per_page,
    keyword: p.keyword,
    style: p.style,
    theme: p.theme,
    deal: p.deal,
    durationFrom: p.duration_from,
    durationTo: p.duration_to,
    priceFrom: p.price_from,
    priceTo: p.price_to,
    startDay: p.start_day,
    endDay: p.end_day,
    physicalRating: p.physical_rating,
    onSale: p.onSale,
    earlyBird: p.earlyBird,
    lastMinute: p.lastMinute,
  };
  for (const key of Object.keys(args) as Array<keyof ListToursArgs>) {
    if (args[key] === undefined) delete args[key];
  }
  return args;
}
