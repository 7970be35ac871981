import { bookingTotal, finalRoomPrice } from './checkout';
import { answerAgrees } from './bookingAnswer';
import {
  amountDueNow,
  paymentAmounts,
  balanceDueDate,
  depositAmount,
  effectivePaymentPlan,
  FULL_PAYMENT_WITHIN_DAYS,
  isCloseToDeparture,
  paymentPlansFor,
} from './paymentPlan';

describe('close to departure (full payment at booking)', () => {
  const now = new Date(2026, 10, 25, 18, 0);

  it('is 60 days away or closer', () => {
    expect(FULL_PAYMENT_WITHIN_DAYS).toBe(60);
    expect(isCloseToDeparture('2026-11-26', now)).toBe(true);
    expect(isCloseToDeparture('2027-01-24', now)).toBe(true); // 60 days
    expect(isCloseToDeparture('2027-01-25', now)).toBe(false); // 61 days
    expect(isCloseToDeparture('2027-05-25', now)).toBe(false); // six months away
  });

  it('is close for a day gone by or a day it cannot read', () => {
    expect(isCloseToDeparture('2026-11-01', now)).toBe(true);
    expect(isCloseToDeparture('soon', now)).toBe(true);
    expect(isCloseToDeparture(undefined, now)).toBe(true);
  });
});

describe('deposit or full payment', () => {
  const now = new Date(2026, 10, 25, 18, 0);

  it('offers a deposit only for a departure more than 60 days away', () => {
    expect(paymentPlansFor('2027-05-25', now)).toEqual(['deposit', 'full']);
    expect(paymentPlansFor('2027-01-24', now)).toEqual(['full']);
    expect(effectivePaymentPlan('deposit', '2027-05-25', now)).toBe('deposit');
    expect(effectivePaymentPlan('deposit', '2027-01-24', now)).toBe('full');
    expect(effectivePaymentPlan(undefined, '2027-05-25', now)).toBe('full');
  });

  it('takes 20 % of the total, rounded up to the nearest 1 000 VNĐ', () => {
    expect(depositAmount(25_000_000)).toBe(5_000_000);
    expect(depositAmount(10_200_000)).toBe(2_040_000);
    expect(depositAmount(14_300_001)).toBe(2_861_000);
    expect(depositAmount(1_234_567)).toBe(247_000);
    expect(depositAmount(500)).toBe(500); // never more than the total
    expect(depositAmount(0)).toBe(0);
    expect(amountDueNow(25_000_000, 'deposit')).toBe(5_000_000);
    expect(amountDueNow(25_000_000, 'full')).toBe(25_000_000);
  });

  it('puts the balance 60 days before departure', () => {
    expect(balanceDueDate('2027-05-25')).toBe('2027-03-26');
    expect(balanceDueDate('2027-03-01')).toBe('2026-12-31');
    expect(balanceDueDate('soon')).toBeNull();
  });
});

describe('every amount of a tour priced in US dollars (the summary, step 2, the success screen)', () => {
  // A room written as US$4 140 (under 10 000: US dollars × 24 000) for one traveller.
  const unit = finalRoomPrice({ price: 4140, sale_price: null, sale_start: null, sale_end: null });
  const total = bookingTotal(unit, 1);

  it('asks for the summary total in đồng when paid in full', () => {
    expect(total).toBe(99_360_000);
    const amounts = paymentAmounts(total, 'full', '2027-06-01');
    expect(amounts).toEqual({
      plan: 'full',
      total: 99_360_000,
      dueNow: 99_360_000,
      balance: 0,
      balanceDueDate: null,
    });
  });

  it('asks for 20 % of the đồng total as a deposit, the rest by 60 days before departure', () => {
    const amounts = paymentAmounts(total, 'deposit', '2027-06-01');
    expect(amounts.dueNow).toBe(19_872_000);
    expect(amounts.balance).toBe(79_488_000);
    expect(amounts.dueNow + amounts.balance).toBe(total);
    expect(amounts.balanceDueDate).toBe('2027-04-02');
  });

  it('adds travellers before the deposit is taken', () => {
    const two = paymentAmounts(bookingTotal(unit, 2), 'deposit', '2027-06-01');
    expect(two.total).toBe(198_720_000);
    expect(two.dueNow).toBe(39_744_000);
    expect(two.balance).toBe(158_976_000);
  });

  it('reads an answered amount by the same rule, whatever unit it came in', () => {
    expect(answerAgrees(99_360_000, total)).toBe(true);
    expect(answerAgrees(4140, total)).toBe(true); // US dollars, as a tour priced in dollars writes it
    expect(answerAgrees(828, 19_872_000)).toBe(true);
    expect(answerAgrees(1000, 19_872_000)).toBe(false); // a deposit rounded in dollars is not the summary's
    expect(answerAgrees(undefined, total)).toBe(true);
    expect(answerAgrees(0, 0)).toBe(true);
  });
});
