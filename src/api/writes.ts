/**
 * The content service's writes (contact, newsletter, enquiry, booking, payment, manage my booking), generated into
 * their own file (scripts/codegen.mjs, WRITE_OPERATIONS) and injected into the same API when a feature that writes
 * first imports this module: a page that only reads does not carry them. Their answers pass the same contract check
 * in the base query (src/api/emptyApi.ts).
 */
import { contentWritesApi } from './generated/contentWrites';

export const {
  useCreateContactMutation,
  useSubscribeNewsletterMutation,
  useCreateTourEnquiryMutation,
  useCreateBookingMutation,
  useUpdateBookingPaymentMutation,
  useFindBookingMutation,
  useRecordBalancePaymentMutation,
} = contentWritesApi;
