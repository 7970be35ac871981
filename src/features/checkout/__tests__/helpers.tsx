/** Shared set-up for the checkout component tests. */
import { Suspense } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { TourDetail } from '@/api';
import { renderWithProviders } from '@/test/renderWithProviders';
import type { PreloadedState, AppStore } from '@/app/store';
import CheckoutPage from '../pages/CheckoutPage';
import { server } from '../../../../mocks/node';
import type { PaymentCompletion } from '@/domain/checkout/payment';

export const SLUG = 'ha-long-bay-discovery';

/** The showcase tour as the mock serves it, and a departure + room that can be booked. */
export async function bookableSelection(slug = SLUG, where: (startDate: string) => boolean = () => true) {
  const res = await fetch(`http://localhost/api/vi/tours/${slug}`);
  const body = (await res.json()) as { data: TourDetail };
  const tour = body.data;
  const today = new Date().toISOString().slice(0, 10);
  for (const date of tour.dates ?? []) {
    if (date.start_date < today || !where(date.start_date)) continue;
    const room = [...date.room_prices]
      .sort((a, b) => b.available_rooms - a.available_rooms)
      .find((r) => r.available_rooms >= 3);
    if (room) return { tour, date, room, dateId: date.id, roomId: room.room_id };
  }
  throw new Error('no bookable departure in the mock');
}

export function renderCheckout(
  route: string,
  options: {
    preloadedState?: PreloadedState;
    store?: AppStore;
    persist?: boolean;
    onComplete?: (c: PaymentCompletion) => void;
  } = {},
) {
  const { onComplete, ...rest } = options;
  const path = route.startsWith('/checkout')
    ? '/checkout/booking'
    : route.startsWith('/booking')
      ? '/booking'
      : route.includes('/tour/')
        ? '/:lang/tour/:slug/booking'
        : '/:lang/booking';
  return renderWithProviders(
    <Suspense fallback={<p>suspended</p>}>
      <CheckoutPage onComplete={onComplete} />
    </Suspense>,
    { route, path, ...rest },
  );
}

export interface Traveller {
  firstName: string;
  lastName: string;
  dob: string; // dd/MM/yyyy
  email: string;
  phone: string;
  country: string;
  province: string;
  district: string;
  address: string;
}

export const lan: Traveller = {
  firstName: 'Lan',
  lastName: 'Nguyễn',
  dob: '15/03/1990',
  email: 'lan.nguyen@example.vn',
  phone: '+84 912 345 678',
  country: 'Việt Nam',
  province: 'Thành phố Hồ Chí Minh',
  district: 'Phường Bến Thành',
  address: '12 Lê Lợi',
};

/** The DatePicker's hidden input takes a whole typed date (dd/MM/yyyy). */
export function setDateOfBirth(value: string) {
  const input = document.querySelector<HTMLInputElement>('input[name="dateOfBirth"]');
  if (!input) throw new Error('date of birth input not found');
  fireEvent.change(input, { target: { value } });
}

/** The place field once its Autocomplete has replaced the stand-in (it loads when the form is first used). */
export async function findPlaceField(name: (n: string) => boolean): Promise<HTMLElement> {
  return waitFor(() => {
    const box = screen.getByRole('combobox', { name });
    if (!box.classList.contains('MuiAutocomplete-input')) throw new Error('the place field is still loading');
    return box;
  });
}

export async function choose(user: UserEvent, name: (n: string) => boolean, option: string) {
  const box = await findPlaceField(name);
  await user.click(box);
  await user.clear(box);
  await user.paste(option.slice(0, 6));
  const listbox = await screen.findByRole('listbox');
  await user.click(within(listbox).getByRole('option', { name: option }));
}

/** A label matcher that ignores the required marker (' *'). */
export const label = (text: string) => (name: string) => name.replace(/[\s\u2009]*\*$/, '') === text;

export const viLabels = {
  firstName: label('Tên'),
  lastName: label('Họ'),
  email: label('Email'),
  phone: label('Số điện thoại liên hệ'),
  country: label('Quốc gia'),
  province: label('Tỉnh/Thành phố'),
  district: (name: string) => label('Phường/Xã')(name) || label('Quận/Huyện')(name),
  address: label('Địa chỉ'),
};

/** Types a value in one go (paste), like a person using autofill: MUI fields re-render on every key. */
export async function typeInto(user: UserEvent, name: (n: string) => boolean, value: string) {
  await user.click(screen.getByRole('textbox', { name }));
  await user.paste(value);
}

export async function fillTraveller(user: UserEvent, t: Traveller = lan) {
  await typeInto(user, viLabels.firstName, t.firstName);
  await typeInto(user, viLabels.lastName, t.lastName);
  setDateOfBirth(t.dob);
  await typeInto(user, viLabels.email, t.email);
  await typeInto(user, viLabels.phone, t.phone);
  await choose(user, viLabels.country, t.country);
  await choose(user, viLabels.province, t.province);
  await choose(user, viLabels.district, t.district);
  await typeInto(user, viLabels.address, t.address);
}

export const filledForm = {
  firstName: 'Lan',
  middleName: '',
  lastName: 'Nguyễn',
  dateOfBirth: '1990-03-15',
  email: 'lan.nguyen@example.vn',
  phone: '+84 912 345 678',
  country: 'Việt Nam',
  province: 'Thành phố Hồ Chí Minh',
  district: 'Phường Bến Thành',
  addressLine1: '12 Lê Lợi',
  addressLine2: '',
};

/** Records the booking calls the page makes (bodies in order). */
export function recordBookingCalls() {
  const calls = { posts: [] as unknown[], puts: [] as Array<{ url: string; body: unknown }> };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && /\/api\/bookings$/.test(request.url)) {
      void request
        .clone()
        .json()
        .then((b: unknown) => calls.posts.push(b));
    }
    if (request.method === 'PUT' && /\/api\/bookings\//.test(request.url)) {
      void request
        .clone()
        .json()
        .then((b: unknown) => calls.puts.push({ url: new URL(request.url).pathname, body: b }));
    }
  });
  return calls;
}

/** The booking request step 1 sends for the traveller typed by the tests (typedTraveller). */
export function expectedBookingBody(dateId: number, roomId: number, travellers = 1) {
  return {
    room_id: roomId,
    tour_date_id: dateId,
    first_name: 'Lan',
    middle_name: '',
    last_name: 'Nguyễn',
    date_of_birth: '1990-03-15',
    email: 'lan.nguyen@example.vn',
    phone_number: '+84 912 345 678',
    country: 'Việt Nam',
    city: 'Thành phố Hồ Chí Minh',
    district: 'Phường Bến Thành',
    detailed_address: '12 Lê Lợi',
    ticket_quantity: travellers,
    payment_status: 'pending',
    payment_plan: 'full',
  };
}

/** Creates a booking in the mock service (what step 1 did before a reload). */
export async function createMockBooking(dateId: number, roomId: number, travellers = 1) {
  const res = await fetch('http://localhost/api/bookings', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(expectedBookingBody(dateId, roomId, travellers)),
  });
  const body = (await res.json()) as { booking: { id: number; booking_reference: string | null } };
  return body.booking;
}
