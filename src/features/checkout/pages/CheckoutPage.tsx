/**
 * Checkout (/:lang/tour/:slug/booking, /:lang/booking, /checkout/booking, /booking — spec part 2, Checkout screen).
 *
 * Loads the tour (always the vi segment) and finds the departure by `dateId` and the room by `roomId` (query).
 * A missing or unknown id logs an error and replaces the address with the tour's detail page; the Vietnamese
 * 'invalid access' notice is the fallback view. Routes without a slug take it from `?slug=` or from the saved
 * checkout with the same ids. The checkout in progress is persisted ('checkout'), so a reload on step 2 keeps
 * the booking; the same selection continues, another one starts fresh, and a finished payment clears it.
 */
import { useCallback, useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import { Notice } from '@/components/Notice';
import { PageContainer } from '@/components/PageContainer';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useGetTourQuery } from '@/api';
import { useAppDispatch, useAppSelector, useLang } from '@/lib/hooks';
import { paths } from '@/lib/paths';
import { Loading } from '@/components/Loading';
import { PageTitle } from '@/components/PageTitle';
import { useServiceFailureStatus } from '@/components/ServerInfo';
import { checkoutAccess, checkoutSlug, parseSelectionId } from '@/domain/checkout/checkout';
import { paymentCompletion, type PaymentCompletion } from '@/domain/checkout/payment';
import { isSameSelection } from '@/domain/checkout/checkoutState';
import { tourLoadErrorMessage, tourLoadFailure } from '@/domain/checkout/checkoutErrors';
import { checkoutFinished, checkoutStarted } from '../checkoutSlice';
import { selectCheckoutSelection } from '../selectors';
import { CheckoutView, type CheckoutViewProps, type FinishedCheckout } from '../components/CheckoutView';
import { InvalidAccess } from '../components/InvalidAccess';

export interface CheckoutPageProps {
  /** Called once the payment is confirmed by the traveller (default: logged with console.info). */
  onComplete?: (completion: PaymentCompletion) => void;
}

const logCompletion = (completion: PaymentCompletion) => console.info('Payment completed', completion);

export default function CheckoutPage({ onComplete = logCompletion }: CheckoutPageProps) {
  const { t } = useTranslation('checkout');
  const lang = useLang();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const params = useParams();
  const [search] = useSearchParams();
  const [finished, setFinished] = useState<FinishedCheckout | null>(null);

  const dateId = parseSelectionId(search.get('dateId'));
  const roomId = parseSelectionId(search.get('roomId'));
  // The page selects only what it decides with (a slug, a flag): recording the selection after hydration (the
  // effect below) then re-renders nothing, so the first screen's work ends with hydration.
  const addressSlug = params.slug || search.get('slug');
  const slug = useAppSelector((state) =>
    checkoutSlug(addressSlug, selectCheckoutSelection(state), dateId, roomId),
  );

  const tourQuery = useGetTourQuery(
    { lang: 'vi', slug: slug ?? '' },
    { skip: !slug || dateId == null || roomId == null },
  );
  const tour = tourQuery.data;
  useServiceFailureStatus(tourQuery.error);
  // The details of a failed load (status, violation) are for the log; the page says it in words.
  useEffect(() => {
    if (tourQuery.error)
      console.error('Checkout: the tour could not be loaded:', tourLoadErrorMessage(tourQuery.error));
  }, [tourQuery.error]);
  const access = checkoutAccess(slug, dateId, roomId, tour ? tour.dates : undefined);
  const invalidReason = access.kind === 'invalid' ? access.reason : null;
  const selection = access.kind === 'ok' ? access.selection : null;
  // A checkout saved for this selection continues; with none saved, the fresh state for it equals the initial
  // state, so the view renders at once (also on the server) while the effect below records the selection.
  const ready = useAppSelector((state) => {
    const saved = selectCheckoutSelection(state);
    return !!selection && (saved === null || isSameSelection(saved, selection));
  });

  const rawDateId = search.get('dateId');
  const rawRoomId = search.get('roomId');
  useEffect(() => {
    if (!invalidReason) return;
    console.error('Checkout: invalid access', {
      slug,
      dateId: rawDateId,
      roomId: rawRoomId,
      reason: invalidReason,
    });
    if (slug) navigate(paths.tour(lang, slug), { replace: true });
  }, [invalidReason, slug, rawDateId, rawRoomId, lang, navigate]);

  const [selectedSlug, selectedDateId, selectedRoomId] = selection
    ? [selection.slug, selection.dateId, selection.roomId]
    : [null, null, null];
  useEffect(() => {
    if (selectedSlug === null || selectedDateId === null || selectedRoomId === null || finished) return;
    dispatch(checkoutStarted({ slug: selectedSlug, dateId: selectedDateId, roomId: selectedRoomId }));
  }, [selectedSlug, selectedDateId, selectedRoomId, finished, dispatch]);

  const onPaid = useCallback<CheckoutViewProps['onPaid']>(
    ({ bookingId, reference, amounts, travellers }) => {
      setFinished({ reference, travellers, amounts });
      dispatch(checkoutFinished());
      onComplete(paymentCompletion(bookingId, reference, amounts.dueNow));
    },
    [dispatch, onComplete],
  );

  const title = <PageTitle title={t('page.title')} description={t('metaDescription')} />;

  if (invalidReason) {
    return (
      <>
        {title}
        <InvalidAccess lang={lang} slug={slug} />
      </>
    );
  }
  if (tourQuery.isLoading || (tourQuery.isFetching && !tour)) {
    return (
      <>
        {title}
        <Loading label={t('page.loading')} />
      </>
    );
  }
  if (tourQuery.isError) {
    return (
      <PageContainer maxWidth="md" sx={{ py: 6 }}>
        {title}
        <Notice
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void tourQuery.refetch()}>
              {t('page.retry')}
            </Button>
          }
        >
          {t('page.loadFailed', { message: t(`page.failure.${tourLoadFailure(tourQuery.error)}`) })}
        </Notice>
      </PageContainer>
    );
  }
  if (!tour) {
    return (
      <PageContainer maxWidth="md" sx={{ py: 6 }}>
        {title}
        <Notice severity="error">{t('page.noTour')}</Notice>
      </PageContainer>
    );
  }
  if (access.kind !== 'ok') {
    return (
      <PageContainer maxWidth="md" sx={{ py: 6 }}>
        {title}
        <Notice severity="error">
          {t('page.dataError')} — {t('page.dataErrorHint')}
        </Notice>
      </PageContainer>
    );
  }
  if (!ready && !finished) {
    return (
      <>
        {title}
        <Loading label={t('page.loading')} />
      </>
    );
  }

  return (
    <>
      {title}
      <CheckoutView
        lang={lang}
        tour={tour}
        date={access.date}
        room={access.room}
        finished={finished}
        onPaid={onPaid}
      />
    </>
  );
}
