/** Home: about sections, banners, home tours, popular destinations; and articles. */
import type {
  ArticleResponse,
  BannersResponse,
  DestinationsResponse,
  HomeToursResponse,
  MediaSectionsResponse,
} from '../../src/api/generated/contentApi';
import {
  articleOf,
  bannersOf,
  getDataset,
  homeToursOf,
  mediaSectionsOf,
  popularDestinationsOf,
} from '../data/index';
import { API, json, langParam, notFound, operation } from './util';

export const homeHandlers = {
  getMediaSections: operation('getMediaSections', 'get', `${API}/:lang/media-sections/all`, ({ params }) => {
    const lang = langParam(params);
    if (!lang) return notFound();
    return json<MediaSectionsResponse>({ success: true, data: mediaSectionsOf(lang) });
  }),

  getBanners: operation('getBanners', 'get', `${API}/:lang/banners`, ({ params }) => {
    const lang = langParam(params);
    if (!lang) return notFound();
    return json<BannersResponse>({ success: true, data: bannersOf(lang) });
  }),

  getHomeTours: operation('getHomeTours', 'get', `${API}/:lang/list-tours-home`, ({ params }) => {
    const lang = langParam(params);
    if (!lang) return notFound();
    return json<HomeToursResponse>({ success: true, data: homeToursOf(getDataset(), lang) });
  }),

  getPopularDestinations: operation(
    'getPopularDestinations',
    'get',
    `${API}/:lang/destinations-many-tours`,
    ({ params }) => {
      const lang = langParam(params);
      if (!lang) return notFound();
      return json<DestinationsResponse>({ success: true, data: popularDestinationsOf(getDataset(), lang) });
    },
  ),

  getArticle: operation('getArticle', 'get', `${API}/:lang/articles/:slug`, ({ params }) => {
    const lang = langParam(params);
    if (!lang) return notFound();
    const article = articleOf(lang, String(params.slug));
    if (!article) return notFound(lang);
    return json<ArticleResponse>({ success: true, data: article });
  }),
};
