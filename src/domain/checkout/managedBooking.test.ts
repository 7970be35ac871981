import { canPayBalance, lookupFailure, managedStatus, type ManagedBookingFacts } from './managedBooking';

const deposit: ManagedBookingFacts = {
  payment_status: 'user_confirmed',
  payment_plan: 'deposit',
  balance_status: 'due',
  balance_due: 40_000_000,
};

describe('a found booking’s state', () => {
  it('a deposit with its balance to pay can be paid', () => {
    expect(managedStatus(deposit)).toBe('balanceDue');
    expect(canPayBalance(deposit)).toBe(true);
  });

  it('nothing to pay: in full, balance sent or confirmed, cancelled, or the first payment not made', () => {
    expect(managedStatus({ ...deposit, payment_plan: 'full', balance_status: 'none', balance_due: 0 })).toBe(
      'paidInFull',
    );
    expect(managedStatus({ ...deposit, balance_status: 'pending_confirmation', balance_due: 0 })).toBe(
      'balancePending',
    );
    expect(managedStatus({ ...deposit, balance_status: 'paid', balance_due: 0 })).toBe('paidInFull');
    expect(managedStatus({ ...deposit, payment_status: 'cancelled' })).toBe('cancelled');
    expect(managedStatus({ ...deposit, payment_status: 'pending' })).toBe('awaitingPayment');
    for (const status of ['paidInFull', 'balancePending', 'cancelled', 'awaitingPayment'] as const)
      expect(
        canPayBalance({
          ...deposit,
          ...(status === 'cancelled'
            ? { payment_status: 'cancelled' }
            : status === 'awaitingPayment'
              ? { payment_status: 'pending' }
              : status === 'balancePending'
                ? { balance_status: 'pending_confirmation' }
                : { payment_plan: 'full', balance_status: 'none' }),
        }),
      ).toBe(false);
  });

  it('a failed lookup: no match (the same for any mismatch), too many tries, or try again', () => {
    expect(lookupFailure({ kind: 'http', status: 404, body: null })).toBe('notFound');
    expect(lookupFailure({ kind: 'http', status: 422, body: null })).toBe('notFound');
    expect(lookupFailure({ kind: 'http', status: 429, body: null })).toBe('tooMany');
    expect(lookupFailure({ kind: 'http', status: 500, body: null })).toBe('failed');
    expect(lookupFailure({ kind: 'network', message: 'x' })).toBe('failed');
    expect(lookupFailure({ kind: 'aborted' })).toBeNull();
  });
});
