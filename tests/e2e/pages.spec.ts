/**
 * Articles, static marketing pages, contact pages, manage booking and /test against the production build with
 * the embedded mock (spec part 1: Static marketing pages, Article page, Manage booking page, Contact page).
 * Every test also fails on an uncaught page error (helpers' `test`).
 */
import type { Page } from '@playwright/test';
import { expect, test, useScenario } from './helpers';

const SETTINGS = {
  phone: 'tel:+842838228899',
  email: 'mailto:hello@vivutravel.vn',
  address: {
    vi: '88 Đồng Khởi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
    en: '88 Dong Khoi Street, Ben Nghe Ward, District 1, Ho Chi Minh City',
  },
};

test.describe('article page', () => {
  for (const [lang, title, summary] of [
    ['vi', 'Ẩm thực đường phố Hà Nội', 'Mười món ăn phải thử ở phố cổ.'],
    ['en', 'Hanoi street food', 'Ten dishes to try in the Old Quarter.'],
  ] as const) {
    test(`shows an article of the content service (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}/post/street-food-hanoi`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(summary)).toBeVisible();
      await expect(page.getByRole('article').getByRole('img', { name: new RegExp(title) })).toHaveAttribute(
        'src',
        '/storage/articles/street-food-hanoi.jpg',
      );
      await expect(page).toHaveTitle(`${title} | ViVu Travel`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', summary);
    });
  }

  for (const lang of ['vi', 'en'] as const) {
    test(`renders the body sanitised: a script in the content is not rendered (${lang})`, async ({
      page,
    }) => {
      // The mock's 'unsafe-article' holds a script, an event handler and a javascript: link; it is rendered on the
      // server and hydrated in the browser, both through SafeHtml.
      await page.goto(`/${lang}/post/unsafe-article`);
      const article = page.getByRole('article');
      await expect(article.getByRole('heading', { level: 2, name: 'Body heading' })).toBeVisible();
      await expect(article.getByText('Safe paragraph.')).toBeVisible();
      expect(await article.locator('script:not([type="application/ld+json"])').count()).toBe(0);
      expect(await article.locator('[onerror]').count()).toBe(0);
      await expect(article.getByText('bad link')).not.toHaveAttribute('href', /javascript/);
      expect(
        await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected),
      ).toBeUndefined();
    });
  }

  for (const [lang, heading] of [
    ['vi', 'Bài viết không tồn tại'],
    ['en', 'Article Not Found'],
  ] as const) {
    test(`a missing article shows the not-found view (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}/post/no-such-article`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page).toHaveTitle(`${heading} | ViVu Travel`);
    });
  }

  test('the articles-404 scenario gives the not-found view for a known article', async ({
    page,
    context,
  }) => {
    await useScenario(context, 'articles-404');
    await page.goto('/en/post/street-food-hanoi');
    await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
  });

  test('the article list links to the articles of the menu and footer', async ({ page }) => {
    await page.goto('/en/post');
    await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
    const link = page.getByRole('main').getByRole('link', { name: /Best time to visit Japan/ });
    await expect(link).toHaveAttribute('href', '/en/post/best-time-to-visit-japan');
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Best time to visit Japan' })).toBeVisible();
  });
});

/** The active tab's section top sits just under the sticky tab bar. */
async function expectSectionUnderBar(page: Page, id: string) {
  await expect
    .poll(async () =>
      page.evaluate((sectionId) => {
        const bar = document.querySelector('nav[aria-label] [role="tablist"]')?.closest('nav');
        const section = document.getElementById(sectionId);
        if (!bar || !section) return Number.NaN;
        return Math.round(section.getBoundingClientRect().top - bar.getBoundingClientRect().bottom);
      }, id),
    )
    .toBeLessThanOrEqual(8);
}

/** Resolves once the page has not scrolled for 400 ms: the smooth scroll a tab started has ended. */
async function scrollSettled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let since = performance.now();
        const tick = () => {
          if (window.scrollY !== last) {
            last = window.scrollY;
            since = performance.now();
          }
          if (performance.now() - since >= 400) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

test.describe('static marketing pages', () => {
  const PAGES = [
    [
      'en',
      'who-we-are',
      'Who we are',
      ['About us', 'Inspiration', 'Highlights', 'Explore'],
      ['about-us', 'inspiration', 'highlights', 'explore'],
    ],
    [
      'en',
      'purpose',
      'Our Purpose',
      ['Our purpose', 'Commitments', 'Inspiration', 'Trips'],
      ['our-purpose', 'commitments', 'inspiration', 'highlights'],
    ],
    [
      'vi',
      'stories',
      'Câu chuyện của chúng tôi',
      ['Mới nhất', 'Con người', 'Chuyến đi trong câu chuyện', 'Đọc thêm'],
      ['latest-stories', 'our-people', 'trips-in-stories', 'more-to-read'],
    ],
    [
      'vi',
      'books',
      'Sách',
      ['Cẩm nang', 'Gợi ý đọc', 'Chuyến đi tiêu biểu', 'Thêm từ chúng tôi'],
      ['our-guides', 'reading-ideas', 'featured-trips', 'more-from-us'],
    ],
  ] as const;

  for (const [lang, path, title, tabs, ids] of PAGES) {
    test(`${path}: the tab bar scrolls to a section and marks it active (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}/${path}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} | ViVu Travel`);
      const tabList = page.getByRole('tablist');
      await expect(tabList.getByRole('tab')).toHaveText([...tabs]);
      await expect(tabList.getByRole('tab', { name: tabs[0] })).toHaveAttribute('aria-selected', 'true');

      for (const index of [2, 1, 3]) {
        await tabList.getByRole('tab', { name: tabs[index] }).click();
        await expect(tabList.getByRole('tab', { name: tabs[index] })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        await expectSectionUnderBar(page, ids[index]);
        await expect(page.locator(`#${ids[index]}`).getByRole('heading', { level: 2 })).toBeInViewport();
        // Still the active one once the smooth scroll has settled.
        await scrollSettled(page);
        await expect(tabList.getByRole('tab', { name: tabs[index] })).toHaveAttribute(
          'aria-selected',
          'true',
        );
      }

      // Scrolling by hand moves the highlight (IntersectionObserver).
      await page.evaluate((id) => {
        // Put the section's top 20 px above the bottom edge of the (stuck) tab bar.
        const section = document.getElementById(id)!;
        const bar = document.querySelector('[role="tablist"]')!.closest('nav')!;
        const line = parseFloat(getComputedStyle(bar).top) + bar.getBoundingClientRect().height;
        window.scrollTo({
          top: section.getBoundingClientRect().top + window.scrollY - line + 20,
          behavior: 'instant',
        });
      }, ids[1]);
      await expect(tabList.getByRole('tab', { name: tabs[1] })).toHaveAttribute('aria-selected', 'true');
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await expect(tabList.getByRole('tab', { name: tabs[0] })).toHaveAttribute('aria-selected', 'true');
    });
  }

  test('cards, carousel, highlights and call to action link where they should (en)', async ({ page }) => {
    await page.goto('/en/who-we-are');
    const main = page.getByRole('main');
    for (const [name, href] of [
      ['Read the blog', '/en/post'],
      ['See our impact', '/en/post/impact'],
      ['Meet the communities', '/en/post/community'],
      ['Why B Corp matters', '/en/post/bcorp'],
      ['Discover the foundation', '/en/post/foundation'],
      ['How our adventures work', '/en/post/adventures'],
      ['Latest news', '/en/post/newsroom'],
    ] as const) {
      await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    const carousel = main.getByRole('group', { name: 'Ideas for your next trip' });
    await expect(carousel.getByRole('link')).toHaveCount(6);
    await expect(carousel.getByRole('link').first()).toHaveAttribute('href', '/en/post/street-food-hanoi');
    const ctas = main.getByRole('link', { name: 'Find a trip', exact: true });
    await expect(ctas).toHaveCount(2);
    await expect(ctas.first()).toHaveAttribute('href', '/en/search');
    const trips = main.getByRole('link', { name: /^View trip: / });
    await expect(trips).toHaveCount(3);
    const href = await trips.first().getAttribute('href');
    expect(href).toMatch(/^\/en\/detail-trip\/[a-z0-9-]+$/);
    await trips.first().click();
    await expect(page).toHaveURL(href!);
  });
});

test.describe('contact pages', () => {
  for (const [lang, titles, buttons] of [
    [
      'vi',
      ['Gọi cho chúng tôi', 'Gửi email', 'Địa chỉ của chúng tôi'],
      ['Gọi ngay', 'Gửi email', 'Xem bản đồ'],
    ],
    ['en', ['Call us', 'Email us', 'Our local address'], ['Call now', 'Send an email', 'View on map']],
  ] as const) {
    test(`contact-us options link to the settings' phone, email and address (${lang})`, async ({ page }) => {
      await page.goto(`/${lang}/contact/contact-us`);
      const call = page.getByRole('region', { name: titles[0] });
      const email = page.getByRole('region', { name: titles[1] });
      const address = page.getByRole('region', { name: titles[2] });
      await expect(call.getByRole('link', { name: buttons[0] })).toHaveAttribute('href', SETTINGS.phone);
      await expect(email.getByRole('link', { name: buttons[1] })).toHaveAttribute('href', SETTINGS.email);
      const map = address.getByRole('link', { name: new RegExp(`^${buttons[2]}`) });
      await expect(map).toHaveAttribute(
        'href',
        `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(SETTINGS.address[lang])}`,
      );
      await expect(map).toHaveAttribute('target', '_blank');
      await expect(map).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(address.getByText(SETTINGS.address[lang])).toBeVisible();
    });
  }

  test('the generic contact page links to contact-us, manage booking and wishlist (en)', async ({ page }) => {
    await page.goto('/en/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Contact pages' });
    await expect(nav.getByRole('link', { name: /^Contact us/ })).toHaveAttribute(
      'href',
      '/en/contact/contact-us',
    );
    await expect(nav.getByRole('link', { name: /^Manage booking/ })).toHaveAttribute(
      'href',
      '/en/contact/manage-booking',
    );
    await expect(nav.getByRole('link', { name: /^Wishlist/ })).toHaveAttribute(
      'href',
      '/en/contact/wishlist',
    );
    await expect(page.getByRole('main').getByRole('link', { name: '+84 28 3822 8899' })).toHaveAttribute(
      'href',
      SETTINGS.phone,
    );
  });
});

test.describe('manage booking', () => {
  for (const [lang, labels, submit, messages, notFound] of [
    [
      'vi',
      ['Mã đặt chỗ', 'Email'],
      'Tìm đặt chỗ',
      ['Vui lòng nhập mã đặt chỗ', 'Vui lòng nhập email'],
      'Chúng tôi không tìm thấy đặt chỗ nào với thông tin này.',
    ],
    [
      'en',
      ['Booking number', 'Email'],
      'Find my booking',
      ['This field is required', 'This field is required'],
      'We could not find a booking with these details.',
    ],
  ] as const) {
    test(`refuses empty fields with the spec's messages, then looks the booking up by POST (${lang})`, async ({
      page,
    }) => {
      await page.goto(`/${lang}/contact/manage-booking`);
      const number = page.getByRole('textbox', { name: labels[0] });
      const email = page.getByRole('textbox', { name: labels[1] });
      await expect(email).toHaveAttribute('type', 'email');
      await expect(page).toHaveTitle(
        new RegExp(`^${lang === 'vi' ? 'Quản lý đặt chỗ' : 'Manage booking'} \\| `),
      );
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.method() !== 'GET') sent.push(`${request.method()} ${new URL(request.url()).pathname}`);
      });

      await page.getByRole('button', { name: submit }).click();
      await expect(number).toHaveAccessibleDescription(messages[0]);
      await expect(email).toHaveAccessibleDescription(messages[1]);
      expect(sent.filter((request) => request.includes('/bookings'))).toEqual([]);

      await number.fill('BK-2025-000123');
      await email.fill('an@example.com');
      await page.getByRole('button', { name: submit }).click();
      await expect(page.getByRole('alert')).toHaveText(notFound);
      // One lookup, its reference and e-mail in the body (never in a URL).
      expect(sent.filter((request) => request.includes('/bookings'))).toEqual(['POST /api/bookings/lookup']);
      await expect(email).toHaveValue('an@example.com');
    });
  }
});

test('/test shows the version and switches the mock scenario', async ({ page }) => {
  await page.goto('/test');
  await expect(page.getByTestId('active-scenario')).toHaveText('default');
  const select = page.getByRole('main').getByRole('combobox');
  await select.selectOption('articles-404');
  await page.waitForLoadState('load');
  await expect(page.getByTestId('active-scenario')).toHaveText('articles-404');
  await page.goto('/en/post/street-food-hanoi');
  await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
});
