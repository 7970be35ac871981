/**
 * Accessibility: axe-core (node_modules/axe-core/axe.min.js) on the home page must find no serious or critical
 * violation. The footer map iframe (a third-party page) is not scanned.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './helpers';

const AXE = path.resolve(__dirname, '../../node_modules/axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: AXE });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, { iframes: false, resultTypes: ['violations'] });
    return result.violations;
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

const describe = (violations: AxeViolation[]) =>
  violations.map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);

test('home page (/vi) has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/vi');
  await expect(page.getByRole('contentinfo').getByText('© 2025 ViVu Travel. Bảo lưu mọi quyền.')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(describe(await seriousViolations(page))).toEqual([]);
});

test('the open contact form and the open menu dropdown have no serious or critical axe violations', async ({ page }) => {
  await page.goto('/vi');
  await page.getByRole('navigation', { name: 'Menu chính' }).getByRole('button', { name: 'Điểm đến' }).click();
  expect(describe(await seriousViolations(page))).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Liên hệ với chúng tôi' }).click();
  await expect(page.getByRole('dialog', { name: 'Liên hệ ViVu Travel' })).toBeVisible();
  expect(describe(await seriousViolations(page))).toEqual([]);
});
