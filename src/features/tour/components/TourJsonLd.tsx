/** schema.org Product with an Offer (lowest current price, VND) and an AggregateRating, as JSON-LD. */
import type { TourDetail } from '@/api';

export interface TourJsonLdProps {
  tour: TourDetail;
  url: string;
  image: string | null;
  lowestPriceVnd: number | null;
  rating: { average: number; total: number } | null;
  description: string;
}

export function buildTourJsonLd({ tour, url, image, lowestPriceVnd, rating, description }: TourJsonLdProps) {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: tour.title,
    description,
    sku: tour.trip_code || String(tour.id),
    url,
  };
  if (image) data.image = [image];
  if (lowestPriceVnd != null) {
    data.offers = {
      '@type': 'Offer',
      price: lowestPriceVnd,
      priceCurrency: 'VND',
      availability: 'https://schema.org/InStock',
      url,
    };
  }
  if (rating && rating.total > 0) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: rating.average,
      reviewCount: rating.total,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return data;
}
