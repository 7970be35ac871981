/**
 * A wishlist shared as a link (/{lang}/contact/wishlist?trips=…; src/domain/tour/sharedWishlist.ts): those trips with
 * today's prices (each read from the content service, so it is server-rendered like any page), and 'Save all to
 * my wishlist', which adds the ones not saved yet. The visitor's own list changes only on that press.
 */
import { useState } from 'react';
import { AppLink } from '@/components/AppLink';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toApiProblem, useGetTourQuery, type TourDetail } from '@/api';
import { Loading } from '@/components/Loading';
import { Notice } from '@/components/Notice';
import { Price } from '@/components/Price';
import { useMoney } from '@/components/currency/useMoney';
import { useWishlist } from '@/components/wishlist/WishlistProvider';
import { wishlistItemFromTour } from '@/components/wishlist/toWishlistItem';
import { tourFromPriceVnd } from '@/domain/tour/availability';
import type { Lang } from '@/domain/shared/language';
import { paths } from '@/domain/shared/paths';
import { pickMainImage } from '@/domain/tour/tourMedia';
import { tripPriceDisplay } from '@/domain/tour/tripPrice';
import { contentImageUrl } from '@/lib/contentImage';

/** Today's lowest bookable price in VNĐ, as the tour page shows it ('From …'). */
function SharedTripRow({
  lang,
  slug,
  onLoaded,
}: {
  lang: Lang;
  slug: string;
  onLoaded: (slug: string, tour: TourDetail) => void;
}) {
  const { t } = useTranslation('wishlist');
  const money = useMoney();
  const { currentData, error, isError, isFetching } = useGetTourQuery({ lang, slug });
  const tour = currentData ?? null;
  if (tour) onLoaded(slug, tour);
  if (isFetching && currentData === undefined) {
    return (
      <Box component="li">
        <Loading label={t('shared.loading')} minHeight={107} />
      </Box>
    );
  }
  if (!tour) {
    const problem = isError ? toApiProblem(error) : null;
    const gone = currentData === null || (problem?.kind === 'http' && problem.status === 404);
    return (
      <Box component="li">
        <Notice severity={gone ? 'info' : 'error'} role="note">
          {t(gone ? 'shared.gone' : 'shared.failed', { slug })}
        </Notice>
      </Box>
    );
  }
  const href = paths.tour(lang, tour.slug || slug);
  const image = pickMainImage(tour.media)?.url ?? tour.image ?? '';
  const price = tripPriceDisplay(tourFromPriceVnd(tour, money.rate), null, money);
  const facts = [
    tour.country ?? tour.start_location,
    tour.duration_days ? t('item.days', { count: tour.duration_days }) : null,
    tour.trip_code,
  ].filter(Boolean);
  return (
    <Card component="li" variant="outlined" sx={{ display: 'flex', gap: 2, p: 1.5, alignItems: 'center' }}>
      <AppLink to={href} tabIndex={-1} aria-hidden="true" style={{ flexShrink: 0, lineHeight: 0 }}>
        <img
          src={contentImageUrl(image)}
          alt=""
          width={160}
          height={107}
          loading="lazy"
          style={{ objectFit: 'cover', borderRadius: 4, width: 160, height: 107, maxWidth: '30vw' }}
        />
      </AppLink>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          <Link component={AppLink} to={href} underline="hover" color="inherit">
            {tour.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {facts.join(' · ')}
        </Typography>
        <Box sx={{ mt: 0.5 }}>
          <Price display={price} />
        </Box>
      </Box>
    </Card>
  );
}

export function SharedWishlist({ lang, slugs }: { lang: Lang; slugs: readonly string[] }) {
  const { t } = useTranslation('wishlist');
  const money = useMoney();
  const { has, toggle } = useWishlist();
  // The trips as they arrived (a map kept for the page's life: rows report while rendering, nothing re-renders).
  const [loaded] = useState(() => new Map<string, TourDetail>());
  const [saved, setSaved] = useState<number | null>(null);

  const saveAll = () => {
    let added = 0;
    for (const slug of slugs) {
      const tour = loaded.get(slug);
      if (!tour || has(tour.id)) continue;
      toggle(wishlistItemFromTour(tour, tourFromPriceVnd(tour, money.rate)));
      added += 1;
    }
    setSaved(added);
  };

  return (
    <>
      <Typography color="textSecondary" sx={{ mb: 2 }}>
        {t('shared.intro', { count: slugs.length })}
      </Typography>
      {slugs.length === 0 ? (
        <Notice severity="info" role="note" variant="outlined">
          {t('shared.empty')}
        </Notice>
      ) : (
        <>
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}>
            {slugs.map((slug) => (
              <SharedTripRow key={slug} lang={lang} slug={slug} onLoaded={(s, tour) => loaded.set(s, tour)} />
            ))}
          </Stack>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <Button variant="contained" onClick={saveAll}>
              {t('shared.saveAll')}
            </Button>
            <Link component={AppLink} to={paths.wishlist(lang)}>
              {t('shared.mine')}
            </Link>
          </Box>
          {saved != null ? (
            <Notice severity="success" role="status" sx={{ mt: 2 }}>
              {saved === 0 ? t('shared.allSaved') : t('shared.saved', { count: saved })}
            </Notice>
          ) : null}
        </>
      )}
    </>
  );
}
