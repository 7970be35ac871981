/**
 * Beyond the spec: 'Ask about this trip' from the tour page and from a departure row, in both languages. A bad
 * e-mail is refused beside its field, then the question is sent and the page says when to expect an answer.
 */
import { expect, test } from './helpers';

const SLUG = 'ha-long-bay-discovery';

test('an enquiry with a bad e-mail is refused, then sent (en)', async ({ page }) => {
  await page.goto(`/en/detail-trip/${SLUG}`);
  await page.getByRole('button', { name: 'Ask about this trip' }).click();
  const dialog = page.getByRole('dialog', { name: /^Ask about / });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('textbox', { name: /^Full name/ }).fill('Emma Brown');
  await dialog.getByRole('textbox', { name: /^Email/ }).fill('emma@example');
  await dialog
    .getByRole('textbox', { name: /^Your question/ })
    .fill('Is this trip suitable for a 10-year-old?');
  await dialog.getByRole('button', { name: 'Send question' }).click();
  await expect(dialog.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /^Your question/ })).toHaveValue(
    'Is this trip suitable for a 10-year-old?',
  );
  await dialog.getByRole('textbox', { name: /^Email/ }).fill('emma@example.com');
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/en/tour-enquiries'),
  );
  await dialog.getByRole('button', { name: 'Send question' }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    tour_slug: SLUG,
    tour_date_id: null,
    email: 'emma@example.com',
  });
  await expect(dialog.getByText('We will answer by email within 24 hours.')).toBeVisible();
});

test('asked from a departure row, the form names that departure (vi)', async ({ page }) => {
  await page.goto(`/vi/detail-trip/${SLUG}`);
  const rows = page.locator('[data-departure-id]');
  await rows.first().scrollIntoViewIfNeeded();
  const row = rows.first();
  const id = await row.getAttribute('data-departure-id');
  await row.getByRole('button').first().click();
  await row.getByRole('button', { name: /^Hỏi về ngày khởi hành này/ }).click();
  const dialog = page.getByRole('dialog', { name: /^Hỏi về / });
  await expect(dialog.getByRole('combobox', { name: 'Ngày khởi hành' })).toHaveValue(id ?? 'x');
  await dialog.getByRole('textbox', { name: /^Họ và tên/ }).fill('Lan');
  await dialog.getByRole('textbox', { name: /^Email/ }).fill('lan@example.vn');
  await dialog.getByRole('textbox', { name: /^Câu hỏi của bạn/ }).fill('Ngày này còn phòng đôi không?');
  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/vi/tour-enquiries'),
  );
  await dialog.getByRole('button', { name: 'Gửi câu hỏi' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ tour_date_id: Number(id) });
  await expect(dialog.getByText('Chúng tôi sẽ trả lời qua email trong vòng 24 giờ.')).toBeVisible();
});
