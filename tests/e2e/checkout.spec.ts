/**
 * Checkout and payment against the production build and the embedded mock (spec part 2, "Checkout screen").
 * A real slug, departure and room come from the mock service itself.
 */
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { expect, networkSettled, test } from './helpers';

const SLUG = 'ha-long-bay-discovery';

interface RoomPrice {
  room_id: number;
  available_rooms: number;
  room: { name: string };
}
interface TourDate {
  id: number;
  start_date: string;
  room_prices: RoomPrice[];
}

/** A future departure with a room that has at least 3 places (so several runs can book it). */
async function bookable(request: APIRequestContext) {
  const res = await request.get(`/api/vi/tours/${SLUG}`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { data: { dates: TourDate[] } };
  const today = new Date().toISOString().slice(0, 10);
  for (const date of body.data.dates) {
    if (date.start_date < today) continue;
    const room = [...date.room_prices].sort((a, b) => b.available_rooms - a.available_rooms)[0];
    if (room && room.available_rooms >= 3) return { dateId: date.id, roomId: room.room_id };
  }
  throw new Error('no bookable departure');
}

/** Counts booking calls with their bodies. */
function watchBookings(page: Page) {
  const calls = { posts: [] as unknown[], puts: [] as Array<{ url: string; body: unknown }> };
  page.on('request', (req: Request) => {
    const url = new URL(req.url());
    if (req.method() === 'POST' && url.pathname === '/api/bookings') calls.posts.push(req.postDataJSON());
    if (req.method() === 'PUT' && url.pathname.startsWith('/api/bookings/'))
      calls.puts.push({ url: url.pathname, body: req.postDataJSON() });
  });
  return calls;
}

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: false }).first();

async function choose(page: Page, label: RegExp, option: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(option.slice(0, 6));
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('checkout without ids returns to the tour', async ({ page }) => {
  await page.goto(`/vi/tour/${SLUG}/booking`);
  await expect(page).toHaveURL(new RegExp(`/vi/detail-trip/${SLUG}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('Continue on an empty form shows every required message', async ({ page, request }) => {
  const { dateId, roomId } = await bookable(request);
  const calls = watchBookings(page);
  await page.goto(`/en/tour/${SLUG}/booking?dateId=${dateId}&roomId=${roomId}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Date of birth is required',
    'Email is required',
    'Contact number is required',
    'Country is required',
    'Province/State is required',
    'District/County is required',
    'Address is required',
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  expect(calls.posts).toHaveLength(0);
});

test('a full booking ends in Payment Successful! after exactly one POST and one PUT; a reload on step 2 keeps it', async ({
  page,
  request,
}) => {
  const { dateId, roomId } = await bookable(request);
  const calls = watchBookings(page);
  await page.goto(`/vi/tour/${SLUG}/booking?dateId=${dateId}&roomId=${roomId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Thêm một khách' }).click();
  await field(page, 'Tên').fill('Lan');
  await page.getByRole('textbox', { name: /^Họ/ }).fill('Nguyễn');
  // The date picker's field: type the day, month and year sections.
  await page.getByRole('group', { name: /Ngày sinh/ }).click();
  await page.keyboard.type('15031990');
  await page.getByRole('textbox', { name: /^Email/ }).fill('lan.nguyen@example.vn');
  await page.getByRole('textbox', { name: /^Số điện thoại liên hệ/ }).fill('+84 912 345 678');
  await choose(page, /^Quốc gia/, 'Việt Nam');
  await choose(page, /^Tỉnh\/Thành phố/, 'Thành phố Hồ Chí Minh');
  await choose(page, /^Phường\/Xã/, 'Phường Bến Thành');
  await page.getByRole('textbox', { name: /^Địa chỉ/ }).fill('12 Lê Lợi');
  await page.getByRole('button', { name: 'Tiếp tục' }).dblclick();

  await expect(page.getByRole('combobox', { name: 'Tài khoản ngân hàng' })).toContainText(
    'Vietcombank - 0071001234567',
  );
  expect(calls.posts).toEqual([
    {
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
      ticket_quantity: 2,
      payment_status: 'pending',
      payment_plan: 'full',
    },
  ]);
  const transfer = await page.getByText(/^Booking-\d+$/).textContent();
  await expect(page.getByRole('img', { name: /^Mã VietQR/ })).toBeVisible();

  // A reload on step 2 keeps the booking (no second POST).
  await page.reload();
  await expect(page.getByText(transfer ?? 'x', { exact: true })).toBeVisible();
  expect(calls.posts).toHaveLength(1);

  const complete = page.getByRole('button', { name: 'Hoàn tất thanh toán' });
  await expect(complete).toBeDisabled();
  await page.getByRole('checkbox', { name: /^Tôi đồng ý/ }).check();
  await complete.click();
  const dialog = page.getByRole('dialog', { name: 'Thanh toán thành công!' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/^Mã đặt chỗ: BK-/)).toBeVisible();
  const id = (transfer ?? '').replace('Booking-', '');
  expect(calls.puts).toEqual([{ url: `/api/bookings/${id}`, body: { payment_status: 'user_confirmed' } }]);
  expect(calls.posts).toHaveLength(1);

  await dialog.getByRole('link', { name: 'Về trang chủ' }).click();
  await expect(page).toHaveURL(/\/vi$/);
});

test('the amount on step 2 after a reload is the amount booked, for a booking that takes every place of a room', async ({
  page,
  request,
}) => {
  // The last future departure with a room of several places: booking all of them leaves the room at 0.
  const res = await request.get(`/api/vi/tours/${SLUG}`);
  const body = (await res.json()) as { data: { dates: TourDate[] } };
  const today = new Date().toISOString().slice(0, 10);
  const candidates = body.data.dates
    .filter((d) => d.start_date >= today)
    .flatMap((d) =>
      d.room_prices
        .filter((r) => r.available_rooms >= 4)
        .map((r) => ({ dateId: d.id, roomId: r.room_id, places: r.available_rooms })),
    );
  const { dateId, roomId, places } = candidates[candidates.length - 1];
  const calls = watchBookings(page);
  await page.goto(`/en/tour/${SLUG}/booking?dateId=${dateId}&roomId=${roomId}`);
  const add = page.getByRole('button', { name: 'Add a traveller' });
  for (let i = 1; i < places; i += 1) await add.click();
  await expect(add).toBeDisabled();
  await field(page, 'First name').fill('Lan');
  await page.getByRole('textbox', { name: /^Last name/ }).fill('Nguyen');
  await page.getByRole('group', { name: /Date of birth/ }).click();
  await page.keyboard.type('15031990');
  await page.getByRole('textbox', { name: /^Email/ }).fill('lan@example.com');
  await page.getByRole('textbox', { name: /^Contact number/ }).fill('+84 912 345 678');
  await choose(page, /^Country/, 'Vietnam');
  await choose(page, /^Province/, 'Thành phố Hồ Chí Minh');
  await choose(page, /^Ward/, 'Phường Bến Thành');
  await page.getByRole('textbox', { name: /^Street address/ }).fill('12 Lê Lợi');
  await page.getByRole('button', { name: 'Continue' }).click();

  const summary = page.getByRole('complementary', { name: 'Booking summary' });
  const qr = page.getByRole('img', { name: /^VietQR code/ });
  await expect(qr).toBeVisible();
  await expect(summary).toContainText(`${places} × `);
  const before = {
    summary: await summary.textContent(),
    qr: (await qr.getAttribute('aria-label')) ?? (await qr.getAttribute('alt')),
  };
  expect(calls.posts).toHaveLength(1);
  expect((calls.posts[0] as { ticket_quantity: number }).ticket_quantity).toBe(places);

  await page.reload();
  await expect(qr).toBeVisible();
  await expect(summary).toContainText(`${places} × `);
  expect(await summary.textContent()).toBe(before.summary);
  expect((await qr.getAttribute('aria-label')) ?? (await qr.getAttribute('alt'))).toBe(before.qr);
  expect(calls.posts).toHaveLength(1);
});

test("step 1's code loads on first use, and what is typed and clicked before it arrives is kept", async ({
  page,
  request,
}) => {
  const { dateId, roomId } = await bookable(request);
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await page.goto(`/en/tour/${SLUG}/booking?dateId=${dateId}&roomId=${roomId}`);
  await networkSettled(page);
  // The form is on screen, server-rendered, but none of its code (react-hook-form among it) has been fetched.
  const form = page.getByRole('main').locator('[data-hydrate-pending]');
  await expect(form).toHaveCount(1);
  const before = scripts.length;
  await page.waitForTimeout(500);
  expect(scripts).toHaveLength(before);

  // Used at once: the typed name and the press on Continue both count once the code has arrived.
  await field(page, 'First name').fill('Lan');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Last name is required', { exact: true })).toBeVisible();
  await expect(page.getByText('First name is required', { exact: true })).toHaveCount(0);
  await expect(field(page, 'First name')).toHaveValue('Lan');
  await expect(form).toHaveCount(0);
  expect(scripts.length).toBeGreaterThan(before);
});

test('a country typed before the searchable field arrives stays a search: the list opens on the matches', async ({
  page,
  request,
}) => {
  const { dateId, roomId } = await bookable(request);
  // Hydrated (the fixture's goto waits for it).
  await page.goto(`/vi/tour/${SLUG}/booking?dateId=${dateId}&roomId=${roomId}`);
  // A slow network from here on: the form's code and the Autocomplete's arrive after the typing.
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const country = page.getByRole('combobox', { name: /^Quốc gia/ });
  await country.click();
  await country.fill('Việt N');
  await page.getByRole('option', { name: 'Việt Nam', exact: true }).click();
  await expect(country).toHaveValue('Việt Nam');
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await expect(page.getByText('Vui lòng chọn quốc gia', { exact: true })).toHaveCount(0);
});
