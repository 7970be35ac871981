/** Category landing pages: page data, paged tours, travel deals. */
import type {
  CategoryPageResponse,
  CategoryToursResponse,
  TravelDealsResponse,
} from '../../src/api/generated/contentApi';
import { buildPageData, categoryTours, findPage, travelDeals } from '../data/categories';
import { getDataset } from '../data/index';
import { API, intParam, json, langParam, notFound, operation } from './util';

export const categoryHandlers = {
  getToursOfCategory: operation(
    'getToursOfCategory',
    'get',
    `${API}/:lang/get-tour-of-category`,
    ({ request, params }) => {
      const lang = langParam(params);
      if (!lang) return notFound();
      const url = new URL(request.url);
      const slug = url.searchParams.get('slug');
      const page = intParam(url, 'page') ?? 1;
      if (!slug) return notFound(lang);
      if (!Number.isInteger(page) || page < 1) return notFound(lang);
      const ds = getDataset();
      const found = findPage(ds.pages, slug);
      if (!found) return notFound(lang);
      return json<CategoryToursResponse>(categoryTours(found, ds.tours, lang, ds.today, page));
    },
  ),

  getTravelDealsOfCategory: operation(
    'getTravelDealsOfCategory',
    'get',
    `${API}/:lang/get-travel-deals-of-category`,
    ({ request, params }) => {
      const lang = langParam(params);
      if (!lang) return notFound();
      const slug = new URL(request.url).searchParams.get('slug');
      if (!slug) return notFound(lang);
      const ds = getDataset();
      const found = findPage(ds.pages, slug);
      if (!found) return notFound(lang);
      return json<TravelDealsResponse>({
        success: true,
        traveldeals: {
          // A deals page's own name already says so ('Travel deals', 'Asia deals').
          title:
            lang === 'vi'
              ? /^ưu đãi/i.test(found.title.vi)
                ? found.title.vi
                : `Ưu đãi ${found.title.vi}`
              : /deals$/i.test(found.title.en)
                ? found.title.en
                : `${found.title.en} deals`,
          content: travelDeals(found, ds.tours, lang, ds.today),
        },
      });
    },
  ),

  getHomepageData: operation(
    'getHomepageData',
    'get',
    `${API}/:lang/homepage-data`,
    ({ request, params }) => {
      const lang = langParam(params);
      if (!lang) return notFound();
      const slug = new URL(request.url).searchParams.get('slug');
      if (!slug) return notFound(lang);
      const ds = getDataset();
      const found = findPage(ds.pages, slug);
      if (!found) return notFound(lang);
      return json<CategoryPageResponse>({
        success: true,
        data: buildPageData(found, ds.pages, ds.tours, lang, ds.today),
      });
    },
  ),
};
