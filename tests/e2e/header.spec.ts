/** The header at every width: the collapsed search, the open search beside the menu, social links, toasts, the home search's suggestions by keyboard. */
import { expect, test } from './helpers';

for (const width of [1280, 1290, 1300, 1366]) {
  test(`the open header search never covers a menu item (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/en');
    await page.mouse.wheel(0, 400);
    const input = page.getByRole('textbox', { name: 'Search destinations' });
    await input.click();
    // Measured once the search has opened (its width grows in a short transition).
    const overlap = async () => {
      const search = await input.evaluate((el) => el.closest('form')!.getBoundingClientRect().left);
      const items = await page.getByRole('navigation', { name: 'Main menu' }).evaluate((nav) =>
        [...nav.querySelectorAll('li')]
          .map((li) => li.getBoundingClientRect())
          .filter((r) => r.width > 0)
          .map((r) => r.right),
      );
      return items.length === 0 ? Infinity : Math.max(...items) - search;
    };
    await expect.poll(overlap, { timeout: 5000 }).toBeLessThanOrEqual(0);
    // …and it stays so.
    await page.waitForTimeout(500);
    expect(await overlap()).toBeLessThanOrEqual(0);
  });
}

test('the header-only social links are in the phone menu (390 px)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/en');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.locator('.MuiDrawer-paper');
  await expect(drawer.getByRole('list', { name: 'Social media' }).getByRole('link').first()).toBeVisible();
});

test('between 1 280 and 1 439 px the header-only social links are in the footer', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto('/en');
  const header = page.getByRole('banner').getByRole('list', { name: 'Social media' });
  await expect(header).toBeHidden();
  const footer = page.getByRole('contentinfo').getByRole('list', { name: 'Social media' });
  await footer.scrollIntoViewIfNeeded();
  const settings = (await (await page.request.get('/api/app-settings')).json()) as {
    data: { social_media: Array<{ label: string; position: string; is_active: boolean }> };
  };
  const headerOnly = settings.data.social_media.filter((e) => e.is_active && e.position === 'header');
  expect(headerOnly.length).toBeGreaterThan(0);
  for (const entry of headerOnly) await expect(footer.getByRole('link', { name: entry.label })).toBeVisible();
});

test('a toast opens below the header, clear of the language switch', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/en');
  await page.getByRole('button', { name: 'Subscribe' }).scrollIntoViewIfNeeded();
  await page.getByRole('textbox', { name: /^First name/ }).fill('Lan');
  await page
    .getByRole('textbox', { name: /^Email/ })
    .last()
    .fill('lan@example.com');
  await page.getByRole('checkbox', { name: 'I agree to the privacy policy' }).check();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  const toast = page.getByText("Subscribed successfully! You'll receive updates soon.");
  await expect(toast).toBeVisible();
  const header = await page.getByRole('banner').boundingBox();
  const box = await toast.boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
});

test('the home search suggestions are reachable with the arrow keys', async ({ page }) => {
  await page.goto('/en');
  const input = page.getByRole('combobox', { name: 'Keywords' });
  await input.click();
  await expect(page.getByRole('dialog', { name: /POPULAR SEARCHES|SMART SUGGESTIONS/ })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
  expect(focused.trim().length).toBeGreaterThan(0);
  await expect(input).not.toBeFocused();
  await page.keyboard.press('ArrowDown');
  const second = await page.evaluate(() => document.activeElement?.textContent ?? '');
  expect(second).not.toBe(focused);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('list', { name: 'Chosen keywords' }).getByText(second.trim())).toBeVisible();
});

for (const width of [320, 390]) {
  test(`the collapsed header search on a phone is one round control of at least 24 px, with no sliver of text (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto('/en');
    await page.mouse.wheel(0, 400);
    const input = page.getByRole('textbox', { name: 'Search destinations' });
    await expect(input).toBeVisible();
    const box = (await input.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
    // The field covers the round button unseen: no clipped placeholder shows.
    expect(await input.evaluate((el) => getComputedStyle(el.closest('.MuiInputBase-root')!).opacity)).toBe(
      '0',
    );
    // The picture-button is not a second stop for the keyboard until the search opens.
    const form = input.locator('xpath=ancestor::form');
    await expect(form.getByRole('button', { name: 'Search', exact: true })).toHaveCount(0);
    await input.click();
    await expect(form.getByRole('button', { name: 'Search', exact: true })).toHaveCount(1);
    await expect(input).toHaveAttribute('placeholder', /./);
    // It opens in a 200 ms transition.
    await expect.poll(async () => (await input.boundingBox())!.width).toBeGreaterThan(200);
  });
}
