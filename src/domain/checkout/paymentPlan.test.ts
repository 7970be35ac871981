import {
  amountDueNow,
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
