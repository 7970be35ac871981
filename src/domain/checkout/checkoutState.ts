/**
 * The checkout's kept state as the checkout slice needs it on every page (the selection, the form's shape, the
 * 24-hour limit), imported from here by everyone. The page's rules are in ./checkout.ts.
 */

export type CheckoutStep = 1 | 2;

export interface TravellerForm {
  firstName: string;
  middleName: string;
  lastName: string;
  /** yyyy-MM-dd, or '' when not chosen. */
  dateOfBirth: string;
  email: string;
  phone: string;
  country: string;
  /** Province / state (sent as `city`). */
  province: string;
  /** District / county; for Vietnam since 1 July 2025 the ward or commune (sent as `district`). */
  district: string;
  addressLine1: string;
  /** Kept in state, not shown (spec). */
  addressLine2: string;
}

export const emptyTravellerForm: TravellerForm = {
  firstName: '',
  middleName: '',
  lastName: '',
  dateOfBirth: '',
  email: '',
  phone: '',
  country: '',
  province: '',
  district: '',
  addressLine1: '',
  addressLine2: '',
};

export interface CheckoutSelection {
  slug: string;
  dateId: number;
  roomId: number;
}

export function isSameSelection(
  a: CheckoutSelection | null | undefined,
  b: CheckoutSelection | null | undefined,
) {
  return !!a && !!b && a.slug === b.slug && a.dateId === b.dateId && a.roomId === b.roomId;
}

/** Personal details typed at checkout are kept in the browser this long after their last change (the transfer window). */
export const CHECKOUT_TTL_MS = 24 * 60 * 60 * 1000;

/** True when a checkout last changed at `updatedAt` (ms) has outlived its 24 hours at `now`. */
export function isCheckoutExpired(updatedAt: number | undefined, now: number): boolean {
  return (
    typeof updatedAt !== 'number' ||
    !Number.isFinite(updatedAt) ||
    now - updatedAt > CHECKOUT_TTL_MS ||
    updatedAt > now + 60_000
  );
}
