/** The tour's section menu: whole on one line from 1 280 px where it fits (1 600 and 1 920 px in both languages), the section being read marked. */
import { expect, test } from './helpers';

const LABELS = {
  en: ['Overview', 'Itinerary', 'Dates and prices', 'Important notes', 'Reviews'],
  vi: ['Tổng quan', 'Lịch trình', 'Ngày khởi hành và giá', 'Lưu ý quan trọng', 'Đánh giá'],
} as const;

for (const lang of ['en', 'vi'] as const) {
  for (const width of [1600, 1920]) {
    test(`every section's link is in view, without scroll cues (${lang}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${lang}/detail-trip/ha-long-bay-discovery`);
      const nav = page.getByRole('navigation', {
        name: lang === 'en' ? 'Tour sections' : 'Các phần của tour',
      });
      for (const label of LABELS[lang]) {
        const link = nav.getByRole('link', { name: label, exact: true });
        await expect(link).toBeInViewport({ ratio: 1 });
      }
      const list = nav.getByRole('list');
      expect(await list.evaluate((ul) => ul.scrollWidth <= ul.clientWidth)).toBe(true);
      await expect(nav.getByRole('button')).toHaveCount(0);
      // The section being read is marked.
      await expect(nav.getByRole('link', { name: LABELS[lang][0], exact: true })).toHaveAttribute(
        'aria-current',
        'location',
      );
      await nav.getByRole('link', { name: LABELS[lang][2], exact: true }).click();
      await expect(nav.getByRole('link', { name: LABELS[lang][2], exact: true })).toHaveAttribute(
        'aria-current',
        'location',
      );
      await expect(nav.locator('[aria-current]')).toHaveCount(1);
    });
  }
}
