/**
 * The write suite (--write only: it creates records on the target service): contacts, newsletter, bookings and
 * their states, payment plans, manage-my-booking, enquiries.
 */
import { balanceDueDate, depositAmount, isCloseToDeparture } from '../../src/domain/checkout/paymentPlan';
import { Json, asArray, isObject } from './types';
import { Checker } from './checker';
import { badBodies } from './negatives';

export async function runWrites(
  checker: Checker,
  langs: string[],
  tours: Json[],
  seed: number | null,
): Promise<void> {
  const stamp = Date.now();
  const contact = {
    first_name: 'Contract',
    last_name: 'Check',
    email: `contract-check+${stamp}@example.com`,
    phone: null,
    reason: 'Automated contract check — please ignore.',
  };
  await checker.probe('createContact', { body: contact, expect: [200, 201] });
  if (seed !== null) await badBodies(checker, 'createContact', contact, seed);
  await checker.probe('createContact', {
    body: { first_name: 'Contract', last_name: '', email: 'not-an-email', reason: '' },
    expect: [422],
    note: 'invalid',
  });
  for (const lang of langs) {
    await checker.probe('subscribeNewsletter', {
      lang,
      body: { first_name: 'Contract', email: `contract-check+${lang}${stamp}@example.com` },
      expect: [200, 201],
    });
    await checker.probe('subscribeNewsletter', {
      lang,
      body: { first_name: '', email: 'x' },
      expect: [422],
      note: 'invalid',
    });
  }
  if (seed !== null) {
    await badBodies(
      checker,
      'subscribeNewsletter',
      { first_name: 'Contract', email: `contract-check+bad${stamp}@example.com` },
      seed,
      { lang: langs[0] },
    );
  }

  // A room with places left, from the tours read above.
  let choice: { date: Json; room: Json } | undefined;
  for (const tour of tours) {
    for (const date of asArray(tour.dates)) {
      if (!isObject(date)) continue;
      const room = asArray(date.room_prices).find((r) => isObject(r) && Number(r.available_rooms) > 0);
      if (isObject(room)) choice ??= { date, room };
    }
  }
  if (!choice) {
    checker.skip('createBooking', '-', 'no departure with available rooms discovered');
    checker.skip('updateBookingPayment', '-', 'no booking created');
    return;
  }
  const traveller = {
    room_id: Number(choice.room.room_id),
    tour_date_id: Number(choice.date.id),
    first_name: 'Contract',
    middle_name: null,
    last_name: 'Check',
    date_of_birth: '1990-01-31',
    email: `contract-check+${stamp}@example.com`,
    phone_number: '0900000000',
    country: 'Việt Nam',
    city: 'Hà Nội',
    district: 'Hoàn Kiếm',
    detailed_address: '1 Automated Street',
    ticket_quantity: 1,
    payment_status: 'pending',
  };
  await checker.probe('createBooking', {
    body: { ...traveller, ticket_quantity: 0 },
    expect: [400, 422],
    note: 'invalid',
  });
  if (seed !== null) await badBodies(checker, 'createBooking', traveller, seed);
  // A room of another departure (or no room at all): the contract's 400.
  const foreignRoom = otherDeparturesRoom(tours, Number(choice.date.id));
  await checker.probe('createBooking', {
    body: { ...traveller, room_id: foreignRoom ?? 2147483647 },
    expect: [400],
    note: 'room not of this departure',
  });
  await checker.probe('createBooking', {
    body: { ...traveller, ticket_quantity: Number(choice.room.available_rooms) + 1 },
    expect: [409],
    note: 'more than available',
  });
  await checker.probe('createBooking', {
    body: { ...traveller, payment_status: 'confirmed' },
    expect: [400, 422],
    note: 'status other than pending',
  });
  // Idempotency: the same key answers the same booking; the same key with another body is refused.
  const key = { 'Idempotency-Key': `contract-check-${stamp}` };
  const created = await checker.probe('createBooking', { body: traveller, headers: key, expect: [201] });
  const booking = isObject(created) && isObject(created.booking) ? created.booking : undefined;
  const repeated = await checker.probe('createBooking', {
    body: traveller,
    headers: key,
    expect: [200, 201],
    note: 'same Idempotency-Key',
  });
  const repeatedBooking = isObject(repeated) && isObject(repeated.booking) ? repeated.booking : undefined;
  if (booking && repeatedBooking && repeatedBooking.id !== booking.id) {
    checker.fail(
      'createBooking',
      'same Idempotency-Key',
      `a second booking (${String(repeatedBooking.id)}) was created for a repeated key (expected ${String(booking.id)})`,
    );
  }
  await checker.probe('createBooking', {
    body: { ...traveller, last_name: 'Changed' },
    headers: key,
    expect: [422],
    note: 'same Idempotency-Key, other body',
  });
  if (booking) {
    if (seed !== null) {
      await badBodies(checker, 'updateBookingPayment', { payment_status: 'user_confirmed' }, seed, {
        pathParams: { id: Number(booking.id) },
      });
    }
    await checker.probe('updateBookingPayment', {
      pathParams: { id: Number(booking.id) },
      body: { payment_status: 'user_confirmed' },
      note: 'confirm the payment',
    });
  } else {
    checker.skip('updateBookingPayment', '-', 'no booking created');
  }
  // A second booking, cancelled (the traveller went back and changed their details).
  const second = await checker.probe('createBooking', {
    body: traveller,
    headers: { 'Idempotency-Key': `contract-check-cancel-${stamp}` },
    expect: [201],
    note: 'to cancel',
  });
  const toCancel = isObject(second) && isObject(second.booking) ? second.booking : undefined;
  if (toCancel) {
    await checker.probe('updateBookingPayment', {
      pathParams: { id: Number(toCancel.id) },
      body: { payment_status: 'cancelled' },
      note: 'cancel',
    });
  } else checker.skip('updateBookingPayment', '-', 'cancel: no booking created');
  await checker.probe('updateBookingPayment', {
    pathParams: { id: 2147483647 },
    body: { payment_status: 'user_confirmed' },
    expect: [404],
    note: 'unknown id',
  });
  await checkPaymentPlans(checker, tours, traveller);
  await checkTourEnquiries(checker, langs, tours, seed);
}

/** A departure with a place left whose start date satisfies `where`. */
export function departureWhere(tours: Json[], where: (start: string) => boolean) {
  for (const tour of tours) {
    for (const date of asArray(tour.dates)) {
      if (!isObject(date) || typeof date.start_date !== 'string' || !where(date.start_date)) continue;
      const room = asArray(date.room_prices).find((r) => isObject(r) && Number(r.available_rooms) > 0);
      if (isObject(room) && new Date(date.start_date) > new Date()) return { tour, date, room };
    }
  }
  return undefined;
}

/**
 * Deposit or full payment: a deposit for a departure more than 60 days away answers the deposit due now (20 %,
 * rounded up to 1 000 VNĐ) and the balance's due date (then released); a deposit for a close departure is refused.
 */
export async function checkPaymentPlans(
  checker: Checker,
  tours: Json[],
  traveller: Record<string, unknown>,
): Promise<void> {
  const far = departureWhere(tours, (start) => !isCloseToDeparture(start));
  if (far) {
    const answer = await bookDeposit(checker, far, traveller, 'deposit, departure > 60 days away');
    const booking = isObject(answer) && isObject(answer.booking) ? answer.booking : undefined;
    if (booking) {
      const total = Number(booking.ticket_price) * Number(booking.ticket_quantity ?? 1);
      const expected = {
        payment_plan: 'deposit',
        amount_due_now: depositAmount(total),
        balance_due_date: balanceDueDate(String(far.date.start_date)),
      };
      for (const [field, value] of Object.entries(expected)) {
        if (booking[field] !== value)
          checker.fail(
            'createBooking',
            'deposit, departure > 60 days away',
            `${field} is ${JSON.stringify(booking[field])}, expected ${JSON.stringify(value)}`,
          );
      }
      await checker.probe('updateBookingPayment', {
        pathParams: { id: Number(booking.id) },
        body: { payment_status: 'cancelled' },
        note: 'release the deposit booking',
      });
    }
    await checkManageBooking(checker, far, traveller);
  } else {
    checker.skip('createBooking', '-', 'deposit: no departure more than 60 days away discovered');
    checker.skip('findBooking', '-', 'no deposit booking created');
    checker.skip('recordBalancePayment', '-', 'no deposit booking created');
  }
  const near = departureWhere(tours, (start) => isCloseToDeparture(start));
  if (near) {
    await checker.probe('createBooking', {
      body: {
        ...traveller,
        room_id: Number(near.room.room_id),
        tour_date_id: Number(near.date.id),
        payment_plan: 'deposit',
      },
      expect: [422],
      note: 'deposit refused, departure ≤ 60 days away',
    });
  } else checker.skip('createBooking', '-', 'deposit: no departure within 60 days discovered');
}

/** A deposit booking of one departure's room for the traveller (201 expected): the probe's answer. */
function bookDeposit(
  checker: Checker,
  far: { date: Json; room: Json },
  traveller: Record<string, unknown>,
  note: string,
) {
  return checker.probe('createBooking', {
    body: {
      ...traveller,
      room_id: Number(far.room.room_id),
      tour_date_id: Number(far.date.id),
      payment_plan: 'deposit',
    },
    expect: [201],
    note,
  });
}

/**
 * Manage my booking: a deposit booking, paid, is found by its reference and e-mail (case aside) with its balance
 * (total − deposit); any mismatch answers the same 404; the balance is recorded once (then 409).
 */
export async function checkManageBooking(
  checker: Checker,
  far: { date: Json; room: Json },
  traveller: Record<string, unknown>,
): Promise<void> {
  const answer = await bookDeposit(checker, far, traveller, 'deposit, to manage');
  const booking = isObject(answer) && isObject(answer.booking) ? answer.booking : undefined;
  if (!booking) {
    checker.skip('findBooking', '-', 'no deposit booking created');
    checker.skip('recordBalancePayment', '-', 'no deposit booking created');
    return;
  }
  await checker.probe('updateBookingPayment', {
    pathParams: { id: Number(booking.id) },
    body: { payment_status: 'user_confirmed' },
    note: 'pay the deposit',
  });
  const reference = String(booking.booking_reference ?? `BK-${String(booking.id)}`);
  const email = String(traveller.email);
  const lookup = { reference, email };
  const found = await checker.probe('findBooking', {
    body: { ...lookup, reference: ` ${reference.toLowerCase()} `, email: email.toUpperCase() },
    note: 'reference and e-mail, case aside',
  });
  const details = isObject(found) && isObject(found.booking) ? found.booking : undefined;
  if (details) {
    const total = Number(booking.ticket_price) * Number(booking.ticket_quantity ?? 1);
    const expected = {
      total,
      amount_paid: Number(booking.amount_due_now),
      balance_due: total - Number(booking.amount_due_now),
      balance_status: 'due',
    };
    for (const [field, value] of Object.entries(expected))
      if (details[field] !== value)
        checker.fail(
          'findBooking',
          'deposit booking',
          `${field} is ${JSON.stringify(details[field])}, expected ${JSON.stringify(value)}`,
        );
  }
  await checker.probe('findBooking', {
    body: { ...lookup, email: 'someone-else@example.com' },
    expect: [404],
    note: 'other e-mail',
  });
  await checker.probe('findBooking', {
    body: { ...lookup, reference: 'BK-0000000' },
    expect: [404],
    note: 'unknown reference',
  });
  await checker.probe('findBooking', { body: { reference: '', email: 'x' }, expect: [422], note: 'invalid' });
  const id = { id: Number(booking.id) };
  await checker.probe('recordBalancePayment', {
    pathParams: id,
    body: { ...lookup, email: 'someone-else@example.com' },
    expect: [404],
    note: 'not the owner',
  });
  const paid = await checker.probe('recordBalancePayment', {
    pathParams: id,
    body: lookup,
    note: 'balance transferred',
  });
  if (isObject(paid) && isObject(paid.booking) && paid.booking.balance_status !== 'pending_confirmation')
    checker.fail(
      'recordBalancePayment',
      'balance transferred',
      `balance_status is ${JSON.stringify(paid.booking.balance_status)}, expected "pending_confirmation"`,
    );
  await checker.probe('recordBalancePayment', {
    pathParams: id,
    body: { reference },
    expect: [422],
    note: 'invalid',
  });
  await checker.probe('recordBalancePayment', {
    pathParams: id,
    body: lookup,
    expect: [409],
    note: 'nothing left to pay',
  });
}

/** Asking about a trip: accepted (201), field errors (422), an unknown trip (404). */
/** The id of a room offered on another departure than `dateId` and not on it, if any. */
export function otherDeparturesRoom(tours: Json[], dateId: number): number | undefined {
  const roomsOf = (date: Json) =>
    asArray(date.room_prices)
      .filter(isObject)
      .map((room) => Number(room.room_id));
  for (const tour of tours) {
    const dates = asArray(tour.dates).filter(isObject);
    const own = dates.find((date) => Number(date.id) === dateId);
    if (!own) continue;
    const mine = new Set(roomsOf(own));
    for (const date of dates) for (const id of roomsOf(date)) if (!mine.has(id)) return id;
  }
  return undefined;
}

export async function checkTourEnquiries(
  checker: Checker,
  langs: string[],
  tours: Json[],
  seed: number | null,
): Promise<void> {
  const tour = tours.find((t) => typeof t.slug === 'string');
  if (!tour) {
    checker.skip('createTourEnquiry', '-', 'no tour discovered');
    return;
  }
  const date = asArray(tour.dates).find(isObject);
  const enquiry = {
    tour_slug: String(tour.slug),
    tour_date_id: date ? Number(date.id) : null,
    name: 'Contract Check',
    email: `contract-check+${Date.now()}@example.com`,
    phone: null,
    message: 'Automated contract check — please ignore.',
  };
  for (const lang of langs) {
    await checker.probe('createTourEnquiry', { lang, body: enquiry, expect: [201] });
    await checker.probe('createTourEnquiry', {
      lang,
      body: { ...enquiry, email: 'not-an-email', message: 'short' },
      expect: [422],
      note: 'invalid',
    });
  }
  await checker.probe('createTourEnquiry', {
    lang: langs[0],
    body: { ...enquiry, tour_slug: 'no-such-trip-contract-check' },
    expect: [404],
    note: 'unknown trip',
  });
  if (seed !== null) await badBodies(checker, 'createTourEnquiry', enquiry, seed, { lang: langs[0] });
}
