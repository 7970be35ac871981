/**
 * Forms that work without scripts (progressive enhancement): the manage-my-booking lookup is posted to the page's
 * own address (method="post": neither the reference nor the e-mail in a URL or the access log); the server asks the
 * content service (one uncached call) and renders the page with the answer, without scripts (nothing hydrates it),
 * `private, no-store`. With scripts the page does the same in place (src/features/checkout/pages/ManageBookingPage.tsx).
 */
import { checkAnswer } from '../src/api/contract';
import { lookupFailure, type LookupPost } from '../src/domain/checkout/managedBooking';
import { isEmailShape } from '../src/domain/shared/email';
import type { Lang } from '../src/domain/shared/language';
import type { Upstream } from './upstream';

function text(value: unknown, max: number): string {
  return typeof value === 'string' ? value.slice(0, max) : '';
}

/** What was typed, without a lookup: too many tries from this client (server/limits.ts). */
export function tooManyLookups(body: unknown): LookupPost<unknown> {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return {
    values: { bookingNumber: text(fields.bookingNumber, 40), email: text(fields.email, 254) },
    failure: 'tooMany',
  };
}

/** The lookup a posted form asks for, answered: what was typed, and the booking or why not. */
export async function lookUpPostedBooking(
  upstream: Upstream,
  contentBase: string,
  lang: Lang,
  body: unknown,
): Promise<LookupPost<unknown>> {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const values = { bookingNumber: text(fields.bookingNumber, 40), email: text(fields.email, 254) };
  const reference = values.bookingNumber.trim();
  const email = values.email.trim();
  if (!reference || !isEmailShape(email)) return { values, failure: 'notFound' };
  try {
    const answer = await upstream.send(
      new Request(`${contentBase}/api/bookings/lookup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ reference, email, lang }),
      }),
    );
    if (!answer.ok) {
      return {
        values,
        failure: lookupFailure({ kind: 'http', status: answer.status, body: null }) ?? 'failed',
      };
    }
    const checked = checkAnswer('findBooking', await answer.json());
    if (!checked.ok) return { values, failure: 'failed' };
    return { values, booking: (checked.data as { booking: unknown }).booking };
  } catch {
    return { values, failure: 'failed' };
  }
}
