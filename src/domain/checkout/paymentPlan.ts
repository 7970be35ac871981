/**
 * Deposit or full payment (beyond the spec, as first-class operators do). A departure at most
 * FULL_PAYMENT_WITHIN_DAYS days away is "close to departure" (the spec's late-request box: "for bookings close to
 * departure full payment is needed") and is paid in full at booking; further away, a traveller may hold the trip
 * with a deposit of DEPOSIT_SHARE of the total, rounded up to the nearest 1 000 VNĐ, and pay the balance
 * FULL_PAYMENT_WITHIN_DAYS days before departure. The mock content service applies the same rules.
 */
import { addDays, daysBetween, formatDay, parseDay, startOfDay } from '../shared/dates';

/** A departure this many days away or closer is paid in full at booking. */
export const FULL_PAYMENT_WITHIN_DAYS = 60;
/** The deposit's share of the total. */
export const DEPOSIT_SHARE = 0.2;
/** The deposit is rounded up to a multiple of this (VNĐ). */
export const DEPOSIT_ROUNDING = 1000;

export type PaymentPlan = 'deposit' | 'full';

/** Whether the departure (yyyy-MM-dd) is close: at most 60 calendar days from today (a past or unreadable day too). */
export function isCloseToDeparture(startDate: string | null | undefined, now: Date = new Date()): boolean {
  const start = parseDay(startDate);
  if (!start) return true;
  return daysBetween(startOfDay(now), start) <= FULL_PAYMENT_WITHIN_DAYS;
}

/** The plans a departure offers: a close one only `full`. */
export function paymentPlansFor(startDate: string | null | undefined, now: Date = new Date()): PaymentPlan[] {
  return isCloseToDeparture(startDate, now) ? ['full'] : ['deposit', 'full'];
}

/** The plan that applies: the chosen one when the departure offers it, else `full`. */
export function effectivePaymentPlan(
  chosen: PaymentPlan | null | undefined,
  startDate: string | null | undefined,
  now: Date = new Date(),
): PaymentPlan {
  return chosen === 'deposit' && !isCloseToDeparture(startDate, now) ? 'deposit' : 'full';
}

/** 20 % of the total, rounded up to the nearest 1 000 VNĐ (never more than the total). */
export function depositAmount(total: number): number {
  if (!Number.isFinite(total) || total <= 0) return 0;
  const share = Math.ceil((total * DEPOSIT_SHARE) / DEPOSIT_ROUNDING - 1e-9) * DEPOSIT_ROUNDING;
  return Math.min(share, total);
}

/** What is transferred at booking under a plan. */
export function amountDueNow(total: number, plan: PaymentPlan): number {
  return plan === 'deposit' ? depositAmount(total) : total;
}

/** The day the balance of a deposit is due: 60 days before departure (yyyy-MM-dd), null when unreadable. */
export function balanceDueDate(startDate: string | null | undefined): string | null {
  const start = parseDay(startDate);
  return start ? formatDay(addDays(start, -FULL_PAYMENT_WITHIN_DAYS)) : null;
}

/**
 * Every amount a booking asks the traveller for, in VNĐ, from the one total the summary shows: what is due now
 * (the total or the deposit), the balance left and its day. The summary, step 2 (amount, copy button, VietQR), the
 * success screen and the calendar event all read these, so the money asked for is always the money shown.
 */
export interface PaymentAmounts {
  plan: PaymentPlan;
  total: number;
  dueNow: number;
  /** What is left after a deposit (0 when paid in full). */
  balance: number;
  /** When the balance is due (yyyy-MM-dd); null when paid in full. */
  balanceDueDate: string | null;
}

export function paymentAmounts(
  total: number,
  plan: PaymentPlan,
  startDate: string | null | undefined,
): PaymentAmounts {
  const dueNow = amountDueNow(total, plan);
  return {
    plan,
    total,
    dueNow,
    balance: plan === 'deposit' ? Math.max(0, total - dueNow) : 0,
    balanceDueDate: plan === 'deposit' ? balanceDueDate(startDate) : null,
  };
}
