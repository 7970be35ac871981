/** A booking through the site, for the journeys that pay (payment-plan.spec.ts, manage-booking.spec.ts). */
import type { APIRequestContext, Page } from '@playwright/test';

export const SLUG = 'ha-long-bay-discovery';
const DAY = 86_400_000;

export interface TourDate {
  id: number;
  start_date: string;
  end_date: string;
  room_prices: Array<{ room_id: number; available_rooms: number }>;
}

/** A departure with places left, more (`far`) or not more than 60 days away. */
export async function departure(request: APIRequestContext, far: boolean, slug = SLUG) {
  const body = (await (await request.get(`/api/vi/tours/${slug}`)).json()) as { data: { dates: TourDate[] } };
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  for (const date of body.data.dates) {
    const days = Math.round((new Date(`${date.start_date}T00:00:00`).getTime() - today.getTime()) / DAY);
    if (days < 1 || (far ? days <= 60 : days > 60)) continue;
    const room = date.room_prices.find((r) => r.available_rooms >= 2);
    if (room) return { date, roomId: room.room_id };
  }
  throw new Error('no such departure');
}

/** VNĐ as the site writes it: 5.000.000 VNĐ. */
export const vnd = (amount: number) => `${amount.toLocaleString('de-DE')} VNĐ`;
export const deposit = (total: number) => Math.min(total, Math.ceil((total * 0.2) / 1000 - 1e-9) * 1000);

export async function fillTraveller(page: Page, en: boolean) {
  await page.getByRole('textbox', { name: en ? /^First name/ : /^Tên( \*)?$/ }).fill('Emma');
  await page.getByRole('textbox', { name: en ? /^Last name/ : /^Họ/ }).fill('Brown');
  await page.getByRole('group', { name: en ? /Date of birth/ : /Ngày sinh/ }).click();
  await page.keyboard.type('02111985');
  await page.getByRole('textbox', { name: /^Email/ }).fill('emma.brown@example.com');
  await page
    .getByRole('textbox', { name: en ? /^Contact number/ : /^Số điện thoại/ })
    .fill('+44 20 7946 0958');
  for (const [label, option] of [
    [en ? /^Country/ : /^Quốc gia/, 'Việt Nam'],
    [en ? /^Province/ : /^Tỉnh\/Thành phố/, 'Thành phố Hồ Chí Minh'],
    [en ? /^Ward/ : /^Phường\/Xã/, 'Phường Bến Thành'],
  ] as const) {
    const box = page.getByRole('combobox', { name: label });
    await box.click();
    await box.fill(option.slice(0, 6));
    await page.getByRole('option', { name: option, exact: true }).click();
  }
  await page.getByRole('textbox', { name: en ? /^Street address/ : /^Địa chỉ/ }).fill('12 Lê Lợi');
}

/** A deposit booking for one traveller made through the service's API (not the page): its id and reference. */
export async function depositBooking(request: APIRequestContext) {
  const { date, roomId } = await departure(request, true);
  const answer = await request.post('/api/bookings', {
    data: {
      room_id: roomId,
      tour_date_id: date.id,
      first_name: 'Emma',
      middle_name: null,
      last_name: 'Brown',
      date_of_birth: '1985-11-02',
      email: 'emma.brown@example.com',
      phone_number: '+44 20 7946 0958',
      country: 'United Kingdom',
      city: 'England',
      district: 'Greater London',
      detailed_address: '221B Baker Street',
      ticket_quantity: 1,
      payment_status: 'pending',
      payment_plan: 'deposit',
    },
  });
  return ((await answer.json()) as { booking: { id: number; booking_reference: string } }).booking;
}
