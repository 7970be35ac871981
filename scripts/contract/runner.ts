/**
 * The contract checker's run: every read operation in each language (slugs discovered from list answers), then the
 * generated bad requests and, with --write, the writes.
 */
import { DEFAULT_USD_TO_VND_RATE } from '../../src/domain/shared/price';
import { randomSeed } from './negative';
import { CheckOptions, CheckReport, Json, MISSING_SLUG, asArray, isObject } from './types';
import { Checker } from './checker';
import { articlePaths, footerSlugs, menuSlugs, tourOf } from './discovery';
import { runNegatives } from './negatives';
import { runWrites } from './writes';

// ---------------------------------------------------------------- the run
export async function runCheck(options: CheckOptions): Promise<CheckReport> {
  const checker = new Checker(options);
  const seed = options.seed ?? randomSeed();
  const langs = options.langs?.length ? options.langs : ['vi', 'en'];
  const limit = options.limit ?? 3;
  const take = (set: Set<string>) => [...set].slice(0, limit);
  const tours: Json[] = [];

  await checker.probe('getAppSettings');
  if (checker.rows[0]?.status === 'network error')
    return { ok: false, rows: checker.rows, seed, unreachable: true };
  await checker.probe('listBankAccounts');
  const found = { tour: undefined as string | undefined, category: undefined as string | undefined };

  for (const lang of langs) {
    const categories = new Set<string>();
    const articles = new Set<string>();
    const tourSlugs = new Set<string>();

    const header = await checker.probe('getHeader', { lang });
    if (isObject(header)) menuSlugs(asArray(header.data), categories, articles);
    const footer = await checker.probe('getFooter', { lang });
    if (isObject(footer)) footerSlugs(asArray(footer.data), categories, articles);
    await checker.probe('getSiteSettings', { lang });
    await checker.probe('getMediaSections', { lang });
    await checker.probe('getBanners', { lang });

    const home = await checker.probe('getHomeTours', { lang });
    if (isObject(home) && isObject(home.data)) {
      for (const trip of [
        ...asArray(home.data.new),
        ...asArray(home.data.popular),
        ...asArray(home.data.only),
      ]) {
        if (isObject(trip) && typeof trip.slug === 'string') tourSlugs.add(trip.slug);
      }
    }
    const list = await checker.probe('listTours', {
      lang,
      query: { page: 1, per_page: 12 },
      note: 'search page',
    });
    await checker.probe('listTours', { lang, query: { page: 1, per_page: 100 }, note: 'suggestion source' });
    if (isObject(list)) {
      for (const tour of asArray(list.data)) {
        if (isObject(tour) && typeof tour.slug === 'string') tourSlugs.add(tour.slug);
      }
      const counts = isObject(list.counts) ? list.counts : {};
      const firstId = (group: unknown) => {
        const option = isObject(group) ? asArray(group.data)[0] : undefined;
        return isObject(option) && option.id !== undefined ? String(option.id) : undefined;
      };
      await checker.probe('listTours', {
        lang,
        query: {
          page: 1,
          per_page: 12,
          style: firstId(counts.style),
          theme: firstId(counts.theme),
          deal: firstId(counts.deals),
          physical_rating: '1,2,3,4,5',
          duration_from: 2,
          duration_to: 30,
          onSale: 'true',
        },
        note: 'with filters',
      });
    }
    // Sorting: the order the contract describes (prices in VNĐ, values under 10 000 being US$; unpriced last).
    const priceOf = (trip: unknown) => {
      const price = isObject(trip) ? Number(trip.price ?? 0) : 0;
      return price > 0 ? (price < 10000 ? price * DEFAULT_USD_TO_VND_RATE : price) : Number.POSITIVE_INFINITY;
    };
    const sortChecks: Array<[string, (trip: unknown) => number]> = [
      ['price_asc', priceOf],
      ['duration_asc', (trip) => (isObject(trip) ? Number(trip.duration) : 0)],
      ['rating_desc', (trip) => (isObject(trip) ? -Number(trip.rating) : 0)],
    ];
    for (const [sort, key] of sortChecks) {
      const sorted = await checker.probe('listTours', {
        lang,
        query: { page: 1, per_page: 100, sort },
        note: `sort=${sort}`,
      });
      if (!isObject(sorted)) continue;
      const values = asArray(sorted.data).map(key);
      const bad = values.findIndex((value, i) => i > 0 && value < values[i - 1]);
      if (bad > 0)
        checker.fail('listTours', `sort=${sort}`, `trip ${bad + 1} is out of order for sort=${sort}`);
    }

    const destinations = await checker.probe('getPopularDestinations', { lang });
    if (isObject(destinations)) {
      for (const item of asArray(destinations.data)) {
        if (isObject(item) && typeof item.slug === 'string')
          categories.add(item.slug.replace(/^\/?(vi|en)\//, ''));
      }
    }

    if (tourSlugs.size === 0) checker.skip('getTour', lang, 'no tour slug discovered');
    for (const slug of take(tourSlugs)) {
      const tour = tourOf(await checker.probe('getTour', { lang, pathParams: { slug } }));
      if (tour) tours.push(tour);
      await checker.probe('getTourReviews', {
        lang,
        query: { type: 'tour', slug, page: 1, per_page: 1 },
        note: 'review summary',
      });
      await checker.probe('getTourReviews', {
        lang,
        query: { type: 'tour', slug, page: 1, per_page: 10, 'stars[]': [5, 4] },
        note: 'filtered page',
      });
    }
    await checker.probe('getTour', {
      lang,
      pathParams: { slug: MISSING_SLUG },
      expect: [404],
      note: 'unknown slug',
    });

    found.tour ??= [...tourSlugs][0];
    found.category ??= [...categories][0];
    if (categories.size === 0) checker.skip('getHomepageData', lang, 'no category slug discovered');
    for (const slug of take(categories)) {
      const page = await checker.probe('getHomepageData', { lang, query: { slug } });
      articlePaths(page, articles);
      await checker.probe('getToursOfCategory', { lang, query: { slug, page: 1 } });
      await checker.probe('getTravelDealsOfCategory', { lang, query: { slug } });
      await checker.probe('getTourReviews', {
        lang,
        query: { type: 'category', slug, page: 1, per_page: 10 },
      });
    }
    await checker.probe('getHomepageData', {
      lang,
      query: { slug: MISSING_SLUG },
      expect: [404],
      note: 'unknown slug',
    });

    if (articles.size === 0) checker.skip('getArticle', lang, 'no article slug discovered');
    for (const slug of take(articles)) await checker.probe('getArticle', { lang, pathParams: { slug } });
    await checker.probe('getArticle', {
      lang,
      pathParams: { slug: MISSING_SLUG },
      expect: [404],
      note: 'unknown slug',
    });
  }

  if (options.geonamesBaseUrl && options.geonamesUsername) {
    const username = options.geonamesUsername;
    const countries = await checker.probe('getCountryInfo', { query: { username, lang: langs[0] } });
    const first = isObject(countries) ? asArray(countries.geonames)[0] : undefined;
    if (isObject(first))
      await checker.probe('getChildren', { query: { geonameId: Number(first.geonameId), username } });
  } else {
    checker.skip('getCountryInfo', '-', 'no --geonames-base-url / --geonames-username');
    checker.skip('getChildren', '-', 'no --geonames-base-url / --geonames-username');
  }

  if (!options.skipNegative) await runNegatives(checker, langs[0], seed, found);
  if (options.write) await runWrites(checker, langs, tours, options.skipNegative ? null : seed);

  const ok = checker.rows.every((row) => row.result !== 'FAIL');
  return { ok, rows: checker.rows, seed, unreachable: false };
}
