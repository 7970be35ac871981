/**
 * /:lang/contact/wishlist: the trips saved in this browser. Empty state (links to trips, signup, login, home)
 * or the list (each item links to its trip and can be removed).
 * Signup and login screens do not exist (spec part 1 §6): their links go to the contact page.
 * Beyond the spec: 'Share list' makes a link to the list (?trips=slug1,slug2); opened, that link shows the shared
 * trips instead (../components/SharedWishlist.tsx).
 */
import { useSearchParams } from 'react-router-dom';
import { AppLink } from '@/components/AppLink';
import ShareOutlinedIcon from '@mui/icons-material/ShareOutlined';
import { shareLink } from '@/components/shareLink';
import { useIsHydrating } from '@/components/useIsHydrating';
import { parseSharedTrips, sharedWishlistPath } from '@/domain/tour/sharedWishlist';
import { SharedWishlist } from '../components/SharedWishlist';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { PageContainer } from '@/components/PageContainer';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { appConfig } from '@/api/config';
import { useAppSelector, useLang } from '@/lib/hooks';
import { useGetTourQuery } from '@/api';
import { Loading } from '@/components/Loading';
import { wishlistItemFromTour } from '@/components/wishlist/toWishlistItem';
import { tourFromPriceVnd } from '@/domain/tour/availability';
import { HoverLabel } from '@/components/HoverLabel';
import { PageTitle } from '@/components/PageTitle';
import type { Lang } from '@/domain/shared/language';
import { paths } from '@/domain/shared/paths';
import { formatRating } from '@/domain/tour/rating';
import { tripPriceDisplay } from '@/domain/tour/tripPrice';
import { Price } from '@/components/Price';
import { useWishlist } from '@/components/wishlist/WishlistProvider';
import type { WishlistItem } from '@/lib/state/wishlistSlice';
import { selectWishlistReady } from '../wishlistReady';
import { useMoney } from '@/components/currency/useMoney';
import { contentImageUrl } from '@/lib/contentImage';

function EmptyWishlist({ lang }: { lang: Lang }) {
  const { t } = useTranslation('wishlist');
  return (
    <Box sx={{ textAlign: 'center', py: 6, maxWidth: 560, mx: 'auto' }}>
      <FavoriteBorderIcon aria-hidden="true" sx={{ fontSize: 56, color: 'text.secondary', mb: 2 }} />
      <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
        {t('empty.title')}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('empty.message')}
      </Typography>
      <Button variant="contained" component={AppLink} to={paths.search(lang)} sx={{ mb: 4 }}>
        {t('empty.browse')}
      </Button>
      <Typography color="textSecondary" sx={{ mb: 1.5 }}>
        {t('empty.accountHint')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', mb: 3 }}>
        <Button variant="outlined" component={AppLink} to={paths.contact(lang)}>
          {t('empty.signup')}
        </Button>
        <Button variant="outlined" component={AppLink} to={paths.contact(lang)}>
          {t('empty.login')}
        </Button>
      </Stack>
      <Link component={AppLink} to={paths.home(lang)}>
        {t('empty.home')}
      </Link>
    </Box>
  );
}

/**
 * A saved trip as it is today, in the page's language and currency: read again from the content service by its slug
 * (as a shared list is), the stored copy standing in when the service cannot answer. Until it answers, a placeholder
 * of the row's size: the title never changes language under the visitor's eyes.
 */
function WishlistRow({
  item: stored,
  lang,
  onRemove,
}: {
  item: WishlistItem;
  lang: Lang;
  onRemove: () => void;
}) {
  const { t } = useTranslation('wishlist');
  const money = useMoney();
  const { currentData: tour, isFetching } = useGetTourQuery({ lang, slug: stored.slug });
  if (isFetching && tour === undefined) {
    return (
      <Box component="li">
        <Loading label={t('shared.loading')} minHeight={131} />
      </Box>
    );
  }
  const item: WishlistItem = tour ? wishlistItemFromTour(tour, tourFromPriceVnd(tour, money.rate)) : stored;
  const price = tripPriceDisplay(item.price, null, money);
  const href = paths.tour(lang, item.slug || stored.slug);
  const removeLabel = t('item.removeNamed', { title: item.title });
  return (
    <Card component="li" variant="outlined" sx={{ display: 'flex', gap: 2, p: 1.5, alignItems: 'center' }}>
      <AppLink to={href} tabIndex={-1} aria-hidden="true" style={{ flexShrink: 0, lineHeight: 0 }}>
        <img
          src={contentImageUrl(item.imageUrl)}
          alt=""
          width={160}
          height={107}
          loading="lazy"
          style={{ objectFit: 'cover', borderRadius: 4, width: 160, height: 107 }}
        />
      </AppLink>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
          <Link component={AppLink} to={href} underline="hover" color="inherit">
            {item.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {[item.location, t('item.days', { count: item.duration }), item.tripCode]
            .filter(Boolean)
            .join(' · ')}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          ★ {t('item.rating', { value: formatRating(item.rating) })}
        </Typography>
        <Box sx={{ mt: 0.5 }}>
          <Price display={price} />
        </Box>
      </Box>
      <HoverLabel title={t('item.remove')}>
        <IconButton aria-label={removeLabel} onClick={onRemove}>
          <DeleteOutlineIcon />
        </IconButton>
      </HoverLabel>
    </Card>
  );
}

export default function WishlistPage() {
  const { t } = useTranslation('wishlist');
  const lang = useLang();
  const { items, remove } = useWishlist();
  const ready = useAppSelector(selectWishlistReady);
  const [params] = useSearchParams();
  const shared = parseSharedTrips(params.get('trips'));
  const hydrating = useIsHydrating();

  if (shared) {
    return (
      <PageContainer maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
        <PageTitle title={t('shared.title')} description={t('shared.metaDescription')} />
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
          {t('shared.title')}
        </Typography>
        <SharedWishlist lang={lang} slugs={shared} />
      </PageContainer>
    );
  }

  const share = async () => {
    const origin = appConfig.siteUrl || window.location.origin;
    const url = `${origin}${sharedWishlistPath(
      lang,
      items.map((item) => item.slug),
    )}`;
    await shareLink(
      { title: t('shared.title'), url },
      { copied: t('share.copied'), failed: t('share.failed') },
    );
  };

  return (
    <PageContainer maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title={t('title')} description={t('metaDescription')} />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
        {t('title')}
      </Typography>
      {!ready ? (
        // The stored list is still being read (and on the server): neither empty nor a list yet.
        <Loading label={t('loading')} minHeight={320} />
      ) : items.length === 0 ? (
        <EmptyWishlist lang={lang} />
      ) : (
        <>
          <Box
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              gap: 2,
              alignItems: 'center',
              justifyContent: 'space-between',
              mb: 3,
            }}
          >
            <Typography color="textSecondary">{t('count', { count: items.length })}</Typography>
            <Button
              variant="outlined"
              size="small"
              startIcon={<ShareOutlinedIcon />}
              disabled={hydrating}
              onClick={() => void share()}
            >
              {t('share.button')}
            </Button>
          </Box>
          <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {items.map((item) => (
              <WishlistRow key={item.id} item={item} lang={lang} onRemove={() => remove(item.id)} />
            ))}
          </Stack>
        </>
      )}
    </PageContainer>
  );
}
