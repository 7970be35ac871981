import { contentApi } from '@/api';
import type { RoutePrefetch } from '@/api/prefetch';

/** The home page's sections: media sections, banners, the home trips and the popular destinations. */
export const homePrefetch: RoutePrefetch = ({ lang }) => {
  const { getMediaSections, getBanners, getHomeTours, getPopularDestinations } = contentApi.endpoints;
  return [
    getMediaSections.initiate({ lang }),
    getBanners.initiate({ lang }),
    getHomeTours.initiate({ lang }),
    getPopularDestinations.initiate({ lang }),
  ];
};
