import { contentApi } from '@/api';
import type { RoutePrefetch } from '@/api/prefetch';
import enContent from './content/en';
import type { StaticPageId } from './content/types';
import viContent from './content/vi';
import { highlightsArgs, lastMinuteArgs, onSaleArgs } from './listCalls';

const CONTENT = { vi: viContent, en: enContent } as const;

/** A static page's calls: the listing of each of its tour highlights sections (components/TourHighlights.tsx). */
export function staticPagePrefetch(page: StaticPageId): RoutePrefetch {
  return ({ lang }) =>
    CONTENT[lang][page].sections.flatMap((section) =>
      section.kind === 'highlights'
        ? [contentApi.endpoints.listTours.initiate(highlightsArgs(lang, section.count))]
        : [],
    );
}

/** The travel deals page's two lists: last-minute and on sale (pages/TravelDealsPage.tsx). */
export const travelDealsPrefetch: RoutePrefetch = ({ lang }) => [
  contentApi.endpoints.listTours.initiate(lastMinuteArgs(lang)),
  contentApi.endpoints.listTours.initiate(onSaleArgs(lang)),
];
