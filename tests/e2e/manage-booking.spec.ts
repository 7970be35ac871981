/**
 * Manage my booking (issue 60): a deposit booking made through the site is found by its reference and e-mail, shows
 * the balance (total − deposit) and its day, and 'Pay the balance' asks for that amount with a QR code; a wrong
 * e-mail says so and keeps what was typed; nothing of the lookup is in a URL.
 */
import { departure, deposit, depositBooking, fillTraveller, SLUG, vnd } from './booking';
import { expect, test } from './helpers';

test('a deposit booking made on the site is found, shows its balance and pays it (vi)', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const { date, roomId } = await departure(request, true);
  await page.goto(`/vi/tour/${SLUG}/booking?dateId=${date.id}&roomId=${roomId}`);
  const summary = page.getByRole('complementary');
  const total = Number(((await summary.locator('dd').last().textContent()) ?? '').replace(/\D/g, ''));
  const due = deposit(total);
  await page.getByRole('radio', { name: /^Đặt cọc/ }).check();
  await fillTraveller(page, false);
  await page.getByRole('button', { name: 'Tiếp tục' }).click();
  await page.getByRole('checkbox', { name: /^Tôi đồng ý/ }).check();
  await page.getByRole('button', { name: 'Hoàn tất thanh toán' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thanh toán thành công!' });
  await expect(dialog).toBeVisible();
  const reference = /BK-[\d-]*\d/.exec((await dialog.textContent()) ?? '')![0];

  // 'Manage this booking' brings the reference along (not in the URL).
  await dialog.getByRole('link', { name: 'Quản lý đặt chỗ này' }).click();
  await expect(page).toHaveURL(/\/vi\/contact\/manage-booking$/);
  await expect(page.getByRole('textbox', { name: 'Mã đặt chỗ' })).toHaveValue(reference);
  await page.getByRole('textbox', { name: 'Email' }).fill('emma.brown@example.com');
  await page.getByRole('button', { name: 'Tìm đặt chỗ' }).click();

  const booking = page.getByRole('region', { name: `Đặt chỗ ${reference}` });
  await expect(booking).toBeVisible();
  await expect(booking.getByText('Số tiền còn lại')).toBeVisible();
  await expect(
    booking.getByText(new RegExp(`^${vnd(total - due).replace(/\./g, '\\.')} trước ngày`)),
  ).toBeVisible();
  await expect(booking.getByText(vnd(due), { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/vi\/contact\/manage-booking$/);

  await booking.getByRole('button', { name: 'Thanh toán phần còn lại' }).click();
  const qr = page.getByRole('img', { name: /^Mã VietQR/ });
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAccessibleName(new RegExp(` ${vnd(total - due).replace(/\./g, '\\.')} `));
  await page.getByRole('checkbox', { name: /^Tôi đồng ý/ }).check();
  await page.getByRole('button', { name: 'Hoàn tất thanh toán' }).click();
  await expect(
    page.getByText('Cảm ơn bạn. Chúng tôi sẽ xác nhận khoản thanh toán trong vòng 24 giờ.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Thanh toán phần còn lại' })).toHaveCount(0);
});

test('a wrong e-mail is told plainly, keeps what was typed, and nothing of the lookup is in a URL (en)', async ({
  page,
  request,
}) => {
  const created = await depositBooking(request);
  const urls: string[] = [];
  page.on('request', (req) => urls.push(req.url()));
  await page.goto('/en/contact/manage-booking');
  await page.getByRole('textbox', { name: 'Booking number' }).fill(created.booking_reference);
  await page.getByRole('textbox', { name: 'Email' }).fill('someone.else@example.com');
  await page.getByRole('button', { name: 'Find my booking' }).click();
  await expect(page.getByRole('alert')).toHaveText('We could not find a booking with these details.');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('someone.else@example.com');
  await expect(page.getByRole('textbox', { name: 'Booking number' })).toHaveValue(created.booking_reference);
  expect(urls.filter((url) => /example\.com|BK-/i.test(decodeURIComponent(url)))).toEqual([]);
});

test('without JavaScript the lookup is posted (nothing in the URL) and the page answers with the booking (en)', async ({
  browser,
  request,
}) => {
  const created = await depositBooking(request);
  await request.put(`/api/bookings/${created.id}`, { data: { payment_status: 'user_confirmed' } });
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await page.goto('/en/contact/manage-booking');
    await page.getByRole('textbox', { name: 'Booking number' }).fill(created.booking_reference);
    await page.getByRole('textbox', { name: 'Email' }).fill('emma.brown@example.com');
    await page.getByRole('button', { name: 'Find my booking' }).click();
    await expect(page.getByRole('heading', { name: `Booking ${created.booking_reference}` })).toBeVisible();
    await expect(page.getByText('Balance due')).toBeVisible();
    expect(page.url()).toMatch(/\/en\/contact\/manage-booking$/);
  } finally {
    await context.close();
  }
});
