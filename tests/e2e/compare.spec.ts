/**
 * Trip comparison against the production build (spec part 2: compare page): one trip added from the search
 * listing and one from the detail page appear side by side, survive a reload, and can be removed and cleared.
 */
import type { Page } from '@playwright/test';
import { expect, test, injectAxe } from './helpers';

/** Serious and critical axe-core violations inside the page's main content. */
async function seriousViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            o: unknown,
          ) => Promise<{
            violations: Array<{ id: string; impact: string | null; nodes: Array<{ html: string }> }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(
      { include: [['#main-content']] },
      { iframes: false, resultTypes: ['violations'] },
    );
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.nodes
          .slice(0, 2)
          .map((n) => n.html.slice(0, 140))
          .join(' | ')}`,
    );
}

test.describe('compare trips', () => {
  test('empty state links back to search (vi)', async ({ page }) => {
    await page.goto('/vi/compare');
    await expect(page.getByRole('heading', { name: 'Không có chuyến đi nào để so sánh' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Quay lại tìm kiếm' })).toHaveAttribute('href', '/vi/search');
  });

  test('add from the listing and the detail page, compare side by side, reload, remove, clear (en)', async ({
    page,
  }) => {
    // 1. From the search listing.
    await page.goto('/en/search');
    const firstCard = page
      .getByRole('article')
      .filter({ hasNot: page.getByRole('heading', { name: 'Ha Long Bay Discovery', exact: true }) })
      .first();
    await expect(firstCard).toBeVisible();
    const listedTitle = ((await firstCard.getByRole('heading').textContent()) ?? '').trim();
    await firstCard.getByRole('button', { name: 'Add to compare' }).click();
    await expect(firstCard.getByRole('button', { name: 'Remove from compare' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const tray = page.getByRole('link', { name: 'Compare trips: 1 selected' });
    await expect(tray).toHaveAttribute('href', '/en/compare');

    // 2. From the detail page (a different trip).
    await page.goto('/en/detail-trip/ha-long-bay-discovery');
    await expect(page.getByRole('heading', { level: 1, name: 'Ha Long Bay Discovery' })).toBeVisible();
    await page.getByRole('button', { name: 'Add to compare' }).click();
    await expect(page.getByRole('button', { name: 'Remove from compare' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('link', { name: 'Compare trips: 2 selected' })).toBeVisible();

    // 3. The compare page: both trips side by side.
    await page.getByRole('link', { name: 'Compare trips: 2 selected' }).click();
    await expect(page).toHaveURL(/\/en\/compare$/);
    await expect(
      page.getByText('You can compare up to 4 trips. Excess trips will be ignored.'),
    ).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('heading', { name: 'Ha Long Bay Discovery' })).toBeVisible();
    await expect(table.getByRole('heading', { name: listedTitle })).toBeVisible();
    const columns = table.getByRole('columnheader');
    const count = 2;
    await expect(columns).toHaveCount(count);
    await expect(table.getByText(/^From [\d.]+ VNĐ$|^Contact for price$/)).toHaveCount(count);
    await expect(table.getByRole('rowheader', { name: 'Days' })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: 'Optional activities' })).toBeVisible();
    await expect(table.getByRole('link', { name: 'View Trip' }).first()).toHaveAttribute(
      'href',
      /^\/en\/detail-trip\//,
    );

    expect(await seriousViolations(page)).toEqual([]);

    // 4. Survives a reload.
    await page.reload();
    await expect(
      page.getByRole('table').getByRole('heading', { name: 'Ha Long Bay Discovery' }),
    ).toBeVisible();
    await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(count);

    // 5. Remove one, then clear.
    await page.getByRole('button', { name: 'Remove Ha Long Bay Discovery' }).click();
    await expect(page.getByRole('table').getByRole('heading', { name: 'Ha Long Bay Discovery' })).toHaveCount(
      0,
    );
    await expect(page.getByRole('table').getByRole('heading', { name: listedTitle })).toBeVisible();
    await page.getByRole('button', { name: 'Clear All' }).click();
    await expect(page.getByRole('heading', { name: 'No trips to compare' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'No trips to compare' })).toBeVisible();
  });
});
