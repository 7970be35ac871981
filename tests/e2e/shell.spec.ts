/**
 * The page shell against the production build: routing basics, 404, language switch, header search and the
 * contact widget in both languages (spec part 1, section 2; part 2, 404 page).
 */
import { expect, scrollPast, test, useScenario } from './helpers';

test.describe('routing', () => {
  test('/ redirects to /vi', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/vi$/);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: 'ViVu Travel - Trang chủ' })).toHaveAttribute('href', '/vi');
  });

  test('an unknown page shows the Vietnamese 404 page with a link home', async ({ page }) => {
    await page.goto('/vi/this/page/does/not/exist');
    await expect(page.getByRole('heading', { name: '404 - Trang không tồn tại' })).toBeVisible();
    const home = page.getByRole('link', { name: 'Về trang chủ' });
    await expect(home).toHaveAttribute('href', '/vi');
    await home.click();
    await expect(page).toHaveURL(/\/vi$/);
  });
});

test.describe('header', () => {
  test('the language switch keeps the path and the query string', async ({ page }) => {
    await page.goto('/vi/search?keyword=japan&page=2');
    await page.getByRole('button', { name: 'Switch to English' }).click();
    await expect(page).toHaveURL(/\/en\/search\?keyword=japan&page=2$/);
    await expect(page.getByRole('link', { name: 'ViVu Travel - Home' })).toBeVisible();
    // The whole page speaks the new language (the page on its way out must not pull the old one back).
    await expect(page.getByRole('heading', { level: 1, name: 'Search trips' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The lock ignores a second click within 1 s; after it the switch works again.
    await page.waitForTimeout(1100);
    await page.getByRole('button', { name: 'Chuyển sang tiếng Việt' }).click();
    await expect(page).toHaveURL(/\/vi\/search\?keyword=japan&page=2$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tìm kiếm chuyến đi' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  });

  test('the desktop menu opens one dropdown at a time', async ({ page }) => {
    await page.goto('/vi');
    const nav = page.getByRole('navigation', { name: 'Menu chính' });
    const destinations = nav.getByRole('button', { name: 'Điểm đến' });
    const deals = nav.getByRole('button', { name: 'Ưu đãi' });
    await destinations.click();
    await expect(destinations).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Châu Á' })).toBeVisible();
    await deals.click();
    await expect(destinations).toHaveAttribute('aria-expanded', 'false');
    await expect(deals).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(deals).toHaveAttribute('aria-expanded', 'false');
  });

  test('the header search appears after scrolling and submits the trimmed keyword', async ({ page }) => {
    await page.goto('/vi');
    await expect(page.getByRole('banner')).toBeVisible();
    const search = page.getByRole('textbox', { name: 'Tìm kiếm điểm đến' });
    await expect(search).toHaveCount(0);
    await page.evaluate(() => {
      // Make sure the page can scroll even while its content is still loading.
      document.body.style.minHeight = '3000px';
    });
    await scrollPast(page, 300);
    await expect(search).toBeVisible();
    await expect(search).toHaveAttribute('placeholder', 'Tìm kiếm...');
    await search.click();
    await expect(search).toHaveAttribute('placeholder', 'Nhập điểm đến');
    await expect(page.getByRole('heading', { name: 'Tìm kiếm gần đây' })).toBeVisible();
    await search.fill('   Hạ Long bay  ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/vi\/Search\?keyword=H%E1%BA%A1\+Long\+bay$/);
  });

  test('the mobile drawer opens a nested menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/en');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Mobile menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Show Destinations submenu' }).click();
    await drawer.getByRole('link', { name: 'Asia' }).click();
    await expect(page).toHaveURL(/\/en\/asia$/);
    await expect(drawer).toBeHidden();
  });
});

test.describe('footer', () => {
  test('shows link columns and the copyright line', async ({ page }) => {
    await page.goto('/vi');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Liên kết chân trang' })).toBeVisible();
    await expect(footer.getByText('© 2025 ViVu Travel. Bảo lưu mọi quyền.')).toBeVisible();
  });

  test('shows the error text when the footer fails', async ({ page, context }) => {
    await useScenario(context, 'footer-500');
    await page.goto('/vi');
    await expect(page.getByRole('contentinfo').getByText('Lỗi khi tải footer')).toBeVisible();
  });
});

const CONTACT = {
  vi: {
    open: 'Liên hệ với chúng tôi',
    title: 'Liên hệ ViVu Travel',
    firstName: 'Tên',
    lastName: 'Họ',
    email: 'Email',
    message: 'Lý do liên hệ',
    submit: 'Gửi',
    required: 'Vui lòng điền đầy đủ thông tin!',
    invalidEmail: 'Email không hợp lệ!',
    success: 'Gửi thành công! Chúng tôi sẽ liên hệ sớm.',
    failure: 'Gửi thất bại. Vui lòng thử lại!',
  },
  en: {
    open: 'Contact us',
    title: 'ViVu Travel Contact',
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    message: 'Reason for enquiry',
    submit: 'Send',
    required: 'Please fill in all required fields!',
    invalidEmail: 'Invalid email address!',
    success: "Sent successfully! We'll contact you soon.",
    failure: 'Send failed. Please try again.',
  },
} as const;

for (const lang of ['vi', 'en'] as const) {
  const text = CONTACT[lang];
  test.describe(`contact widget (${lang})`, () => {
    test('refuses empty and invalid input, then sends a valid enquiry', async ({ page }) => {
      await page.goto(`/${lang}`);
      await page.getByRole('button', { name: text.open }).click();
      const dialog = page.getByRole('dialog', { name: text.title });
      await expect(dialog).toBeVisible();

      await dialog.getByRole('button', { name: text.submit }).click();
      await expect(page.getByText(text.required)).toBeVisible();

      await dialog.getByRole('textbox', { name: text.firstName }).fill('An');
      await dialog.getByRole('textbox', { name: text.lastName }).fill('Nguyễn');
      await dialog.getByRole('textbox', { name: text.email }).fill('an nguyen@example');
      await dialog.getByRole('textbox', { name: text.message }).fill('Tour Hạ Long tháng 10?');
      await dialog.getByRole('button', { name: text.submit }).click();
      await expect(page.getByText(text.invalidEmail)).toBeVisible();

      await dialog.getByRole('textbox', { name: text.email }).fill('an.nguyen@example.com');
      const request = page.waitForRequest((r) => r.url().endsWith('/api/contacts') && r.method() === 'POST');
      await dialog.getByRole('button', { name: text.submit }).click();
      expect((await request).postDataJSON()).toEqual({
        first_name: 'An',
        last_name: 'Nguyễn',
        email: 'an.nguyen@example.com',
        phone: null,
        reason: 'Tour Hạ Long tháng 10?',
      });
      await expect(page.getByText(text.success)).toBeVisible();
      await expect(dialog).toBeHidden();
    });

    test('shows the failure toast and keeps the input when sending fails', async ({ page, context }) => {
      await useScenario(context, 'contact-500');
      await page.goto(`/${lang}`);
      await page.getByRole('button', { name: text.open }).click();
      const dialog = page.getByRole('dialog', { name: text.title });
      await dialog.getByRole('textbox', { name: text.firstName }).fill('Emma');
      await dialog.getByRole('textbox', { name: text.lastName }).fill('Brown');
      await dialog.getByRole('textbox', { name: text.email }).fill('emma@example.com');
      await dialog.getByRole('textbox', { name: text.message }).fill('Private tours?');
      await dialog.getByRole('button', { name: text.submit }).click();
      await expect(page.getByText(text.failure)).toBeVisible();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: text.firstName })).toHaveValue('Emma');
      await expect(dialog.getByRole('textbox', { name: text.message })).toHaveValue('Private tours?');
    });
  });
}
