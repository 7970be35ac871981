/**
 * Prices in US dollars for visitors who want them (issue: beyond the spec): the header's currency choice changes
 * listing and tour prices to US$ and back, is remembered, and the checkout still charges VNĐ.
 */
import { bookingPath, expect, SITE, test } from './helpers';

const TOUR = 'ha-long-bay-discovery';

test('the currency choice changes listing and tour prices to US$ and back, and is remembered (en)', async ({
  page,
}) => {
  await page.goto('/en/search');
  const cards = page.getByRole('article');
  await expect(cards.first()).toContainText('VNĐ');
  const currency = page.getByRole('banner').getByLabel('Currency');
  await expect(currency).toHaveValue('VND');
  await currency.selectOption({ label: 'US$' });
  await expect(cards.first()).toContainText(/US\$\d{1,3}(,\d{3})*/);
  await expect(cards.first()).not.toContainText('VNĐ');

  await page.goto(`/en/detail-trip/${TOUR}`);
  await expect(page.getByRole('banner').getByLabel('Currency')).toHaveValue('USD');
  await expect(page.getByRole('complementary', { name: 'Trip facts' })).toContainText(/US\$\d/);
  // The departures (their code arrives as the visitor comes near them).
  const dates = page.getByRole('region', { name: 'Dates and prices' });
  await dates.scrollIntoViewIfNeeded();
  await expect(dates).toContainText(/US\$\d/);

  await page.getByRole('banner').getByLabel('Currency').selectOption({ label: 'VNĐ' });
  await expect(page.getByRole('region', { name: 'Dates and prices' })).not.toContainText('US$');
  await page.goto('/en/search');
  await expect(cards.first()).toContainText('VNĐ');
});

test('Vietnamese: the choice is labelled “Tiền tệ”; the checkout charges VNĐ and shows the dollars as an approximation', async ({
  page,
}) => {
  await page.goto('/vi');
  await page.getByRole('banner').getByLabel('Tiền tệ').selectOption({ label: 'US$' });
  await page.goto(await bookingPath(SITE, { lang: 'vi', slug: TOUR }));
  const summary = page
    .getByRole('complementary', { name: 'Tóm tắt chuyến đi' })
    .or(page.locator('aside').filter({ hasText: 'VNĐ' }));
  await expect(summary.first()).toContainText(/\d VNĐ/);
  await expect(summary.first()).toContainText(/Khoảng US\$\d[\d,]* \(thanh toán bằng VNĐ\)/);
});

test('with US$ chosen, the price filter and its chip are in US$; the listing is asked in VNĐ (en)', async ({
  page,
}) => {
  await page.goto('/en/search');
  await page.getByRole('banner').getByLabel('Currency').selectOption({ label: 'US$' });
  const min = page.getByRole('spinbutton', { name: 'Min price (US$)' });
  await expect(min).toBeVisible();
  const asked = page.waitForRequest(
    (request) => new URL(request.url()).searchParams.get('price_from') === String(500 * 24_000),
  );
  await min.fill('500');
  await asked;
  await expect(page.getByRole('button', { name: /^Remove filter: From US\$500/ })).toBeVisible();
  await expect(page.getByText(/From 12\.000\.000 VNĐ/)).toHaveCount(0);
});
