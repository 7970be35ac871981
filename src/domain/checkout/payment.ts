/** The payment step's rules (spec part 2 §4, §9): the bank accounts offered, the completion payload, its timings. */
/** The completion callback's payload (spec §4: method, amount, timestamp, booking id and reference, status). */
export interface PaymentCompletion {
  method: 'bank_transfer';
  amount: number;
  timestamp: string;
  bookingId: number;
  reference: string;
  status: 'user_confirmed';
}

export function paymentCompletion(
  bookingId: number,
  reference: string,
  amount: number,
  now: Date = new Date(),
): PaymentCompletion {
  return {
    method: 'bank_transfer',
    amount,
    timestamp: now.toISOString(),
    bookingId,
    reference,
    status: 'user_confirmed',
  };
}

/** Active bank accounts only, in the service's order (the first is preselected). */
export function activeBankAccounts<T extends { is_active?: boolean | null }>(
  accounts: readonly T[] | null | undefined,
): T[] {
  return (accounts ?? []).filter((a) => a.is_active === true);
}

/** The bank dropdown's option text: 'bank name - account number'. */
export function bankAccountLabel(account: { bank_name: string; account_number: string }): string {
  return `${account.bank_name} - ${account.account_number}`;
}

/** 'Copied!' shows for 2 s after a Copy button (spec §9). */
export const COPY_CONFIRMATION_MS = 2000;
/** 'Processing...' lasts about 1 s after the payment update before the success modal (spec §4, §9). */
export const PAYMENT_SUCCESS_DELAY_MS = 1000;
