/**
 * Beyond the spec: a deposit for a departure more than 60 days away (step 2's amount, the VietQR code and the summary
 * show 20 % of the total, and survive a reload), full payment for a close one, and 'Add to calendar' on success.
 */
import { readFileSync } from 'node:fs';
import { departure, deposit, fillTraveller, vnd } from './booking';
import { expect, test } from './helpers';

const SLUG = 'ha-long-bay-discovery';
/** A tour whose room prices are written in US dollars (under 10 000): every amount is still the summary's đồng. */
const DOLLAR_SLUG = 'tour-du-mont-blanc';
// The whole journey in Vietnamese (the place fields' Vietnamese names); English below up to the booking.
for (const [lang, slug] of [
  ['vi', SLUG],
  ['vi', DOLLAR_SLUG],
] as Array<['en' | 'vi', string]>) {
  const en = lang === 'en';
  test(`a deposit booking asks for 20 % now, keeps it on a reload, and the success screen adds the trip to a calendar (${lang}, ${slug})`, async ({
    page,
    request,
  }) => {
    const { date, roomId } = await departure(request, true, slug);
    await page.goto(`/${lang}/tour/${slug}/booking?dateId=${date.id}&roomId=${roomId}`);
    const summary = page.getByRole('complementary');
    const totalText = await summary.locator('dd').last().textContent();
    const total = Number((totalText ?? '').replace(/\D/g, ''));
    expect(total).toBeGreaterThan(0);
    const due = deposit(total);

    await page.getByRole('radio', { name: en ? /^Pay a deposit now/ : /^Đặt cọc/ }).check();
    await expect(summary.getByText(en ? 'Deposit due now' : 'Tiền cọc cần thanh toán')).toBeVisible();
    await fillTraveller(page, en);
    const posts: unknown[] = [];
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/bookings')
        posts.push(req.postDataJSON());
    });
    await page.getByRole('button', { name: en ? 'Continue' : 'Tiếp tục' }).click();

    const qr = page.getByRole('img', { name: en ? /^VietQR code/ : /^Mã VietQR/ });
    await expect(qr).toBeVisible();
    expect(posts).toEqual([expect.objectContaining({ payment_plan: 'deposit' })]);
    const check = async () => {
      await expect(qr).toHaveAccessibleName(new RegExp(` ${vnd(due).replace(/\./g, '\\.')} `));
      await expect(page.getByText(vnd(due), { exact: true }).first()).toBeVisible();
      await expect(summary.getByText(vnd(total - due))).toBeVisible();
      await expect(summary.getByText(en ? 'Deposit due now' : 'Tiền cọc cần thanh toán')).toBeVisible();
    };
    await check();
    await page.reload();
    await expect(qr).toBeVisible();
    await check();

    await page.getByRole('checkbox', { name: en ? /^I agree/ : /^Tôi đồng ý/ }).check();
    await page.getByRole('button', { name: en ? 'Complete Payment' : 'Hoàn tất thanh toán' }).click();
    const dialog = page.getByRole('dialog', { name: en ? 'Payment Successful!' : 'Thanh toán thành công!' });
    await expect(dialog).toBeVisible();
    // What was paid, the balance and its day (60 days before departure).
    await expect(dialog.getByText(vnd(due), { exact: false })).toBeVisible();
    await expect(dialog.getByText(vnd(total - due), { exact: false })).toBeVisible();
    const google = dialog.getByRole('link', {
      name: en ? 'Add to Google Calendar' : 'Thêm vào Google Calendar',
    });
    const dates = new URL((await google.getAttribute('href')) ?? '').searchParams.get('dates');
    const compact = (day: string) => day.replace(/-/g, '');
    const after = new Date(`${date.end_date}T00:00:00Z`);
    after.setUTCDate(after.getUTCDate() + 1);
    const endExclusive = after.toISOString().slice(0, 10);
    expect(dates).toBe(`${compact(date.start_date)}/${compact(endExclusive)}`);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('link', { name: en ? /^Download calendar file/ : /^Tải tệp lịch/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^BK-.*\.ics$/);
    const ics = readFileSync((await download.path())!, 'utf8');
    expect(ics).toContain(`DTSTART;VALUE=DATE:${compact(date.start_date)}\r\n`);
    expect(ics).toContain(`DTEND;VALUE=DATE:${compact(endExclusive)}\r\n`);
    expect(ics).toMatch(/DESCRIPTION:(Booking reference|Mã đặt chỗ): BK-/);
  });
}

test('the deposit choice and its figures in English', async ({ page, request }) => {
  const { date, roomId } = await departure(request, true);
  await page.goto(`/en/tour/${SLUG}/booking?dateId=${date.id}&roomId=${roomId}`);
  const summary = page.getByRole('complementary');
  const total = Number(((await summary.locator('dd').last().textContent()) ?? '').replace(/\D/g, ''));
  const full = page.getByRole('radio', { name: /^Pay in full/ });
  await expect(full).toBeChecked();
  await page.getByRole('radio', { name: /^Pay a deposit now/ }).check();
  await expect(
    page.getByText(new RegExp(`^${vnd(deposit(total)).replace(/\./g, '\\.')} now \\(20\\s%\\)`)),
  ).toBeVisible();
  await expect(summary.getByText('Deposit due now')).toBeVisible();
  await expect(summary.getByText(vnd(total - deposit(total)))).toBeVisible();
  await full.check();
  await expect(summary.getByText('Deposit due now')).toHaveCount(0);
});

test('a departure 60 days away or less offers full payment only, and says why (en)', async ({
  page,
  request,
}) => {
  const { date, roomId } = await departure(request, false);
  await page.goto(`/en/tour/${SLUG}/booking?dateId=${date.id}&roomId=${roomId}`);
  await expect(
    page.getByText('This departure is 60 days away or less, so full payment is required at booking.'),
  ).toBeVisible();
  await expect(page.getByRole('radio', { name: /^Pay a deposit now/ })).toHaveCount(0);
});
