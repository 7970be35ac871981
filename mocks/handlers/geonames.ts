/** The geonames copy served under /geonames (country list and children of a place). */
import type { ChildrenResponse, CountryInfoResponse, GeoStatus } from '../../src/api/generated/geonamesApi';
import { GEO_CHILDREN, GEO_COUNTRIES } from '../data/content';
import { json, GEONAMES, operation } from './util';

function accountError(): Response {
  return json<GeoStatus>(
    { status: { message: 'user account not enabled to use the free webservice.', value: 10 } },
    401,
  );
}

/** Generated provinces/districts for places without a hand-written list (deterministic from the id). */
function generatedChildren(geonameId: number) {
  const isCountry = GEO_COUNTRIES.some((c) => c.geonameId === geonameId);
  const isProvince =
    GEO_COUNTRIES.some((c) => (GEO_CHILDREN[c.geonameId] ?? []).some((p) => p.geonameId === geonameId)) ||
    (geonameId >= 9_000_000 && geonameId < 10_000_000);
  if (!isCountry && !isProvince) return [];
  const label = isCountry ? 'Region' : 'District';
  return Array.from({ length: 5 }, (_, i) => {
    const id = isCountry
      ? 9_000_000 + (geonameId % 100_000) * 10 + i
      : 10_000_000 + (geonameId % 1_000_000) * 10 + i;
    return {
      toponymName: `${label} ${String.fromCharCode(65 + i)}`,
      geonameId: id,
      name: `${label} ${String.fromCharCode(65 + i)}`,
    };
  });
}

export const geonamesHandlers = {
  getCountryInfo: operation('getCountryInfo', 'get', `${GEONAMES}/countryInfoJSON`, ({ request }) => {
    const url = new URL(request.url);
    if (!url.searchParams.get('username')) return accountError();
    const lang = url.searchParams.get('lang') === 'vi' ? 'vi' : 'en';
    const geonames = GEO_COUNTRIES.map((c) => ({
      countryName: c.name[lang],
      countryCode: c.countryCode,
      geonameId: c.geonameId,
    })).sort((a, b) => a.countryName.localeCompare(b.countryName, lang));
    return json<CountryInfoResponse>({ geonames });
  }),

  getChildren: operation('getChildren', 'get', `${GEONAMES}/childrenJSON`, ({ request }) => {
    const url = new URL(request.url);
    if (!url.searchParams.get('username')) return accountError();
    const id = Number(url.searchParams.get('geonameId'));
    if (!Number.isInteger(id) || id <= 0)
      return json<GeoStatus>({ status: { message: 'invalid geonameId', value: 14 } }, 500);
    const list = GEO_CHILDREN[id] ?? generatedChildren(id);
    if (!list.length) return json<ChildrenResponse>({ totalResultsCount: 0 });
    return json<ChildrenResponse>({ totalResultsCount: list.length, geonames: list });
  }),
};
