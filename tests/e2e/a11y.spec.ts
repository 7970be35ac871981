/**
 * Accessibility: axe-core (node_modules/axe-core/axe.min.js) on the home page must find no serious or critical
 * violation; the shell's open states (menu dropdown, header search, contact form, mobile drawer) are scanned in
 * their own region. The footer map iframe (a third-party page) is not scanned.
 */
import type { Page } from '@playwright/test';
import { expect, test, injectAxe } from './helpers';


interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; html: string }>;
}

/** Serious and critical violations in the page, or only inside the elements matching `include` (CSS selectors). */
async function seriousViolations(page: Page, include?: string[]): Promise<AxeViolation[]> {
  await injectAxe(page);
  const violations = await page.evaluate(async (selectors) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const context = selectors ? { include: selectors.map((selector) => [selector]) } : document;
    const result = await axe.run(context, { iframes: false, resultTypes: ['violations'] });
    return result.violations;
  }, include);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

const describe = (violations: AxeViolation[]) =>
  violations.map(
    (v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.html.slice(0, 160)).join(' | ')}`,
  );

test('home page (/vi) has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/vi');
  await expect(page.getByRole('contentinfo').getByText('© 2025 ViVu Travel. Bảo lưu mọi quyền.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(describe(await seriousViolations(page))).toEqual([]);
});

test('the open menu dropdown, the header search and the open contact form have no serious or critical axe violations', async ({ page }) => {
  await page.goto('/vi');
  await page.getByRole('navigation', { name: 'Menu chính' }).getByRole('button', { name: 'Điểm đến' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu chính' }).getByRole('link', { name: 'Châu Á' })).toBeVisible();
  expect(describe(await seriousViolations(page, ['header']))).toEqual([]);
  await page.keyboard.press('Escape');

  await page.evaluate(() => {
    document.body.style.minHeight = '3000px';
    window.scrollTo(0, 300);
  });
  await page.getByRole('textbox', { name: 'Tìm kiếm điểm đến' }).click();
  await expect(page.getByRole('heading', { name: 'Tìm kiếm gần đây' })).toBeVisible();
  expect(describe(await seriousViolations(page, ['header']))).toEqual([]);

  await page.getByRole('button', { name: 'Liên hệ với chúng tôi' }).click();
  await expect(page.getByRole('dialog', { name: 'Liên hệ ViVu Travel' })).toBeVisible();
  expect(describe(await seriousViolations(page, ['[role="dialog"]']))).toEqual([]);
});

test('the mobile drawer has no serious or critical axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/vi');
  await page.getByRole('button', { name: 'Mở menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Menu di động' });
  await drawer.getByRole('button', { name: 'Mở menu con Điểm đến' }).click();
  await expect(drawer.getByRole('link', { name: 'Châu Á' })).toBeVisible();
  expect(describe(await seriousViolations(page, ['.MuiDrawer-root']))).toEqual([]);
});
