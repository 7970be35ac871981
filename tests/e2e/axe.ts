/** axe-core in the page (WCAG 2.2 AA rules): the serious and critical violations, and a readable list of them. */
import type { Page } from '@playwright/test';
import { injectAxe } from './helpers';

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: Array<{ target: string[]; html: string }>;
}

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Serious and critical violations in the page, or only inside the elements matching `include` (CSS selectors). */
export async function seriousViolations(page: Page, include?: string[]): Promise<AxeViolation[]> {
  await injectAxe(page);
  const violations = await page.evaluate(
    async ({ selectors, tags }) => {
      const axe = (
        window as unknown as {
          axe: { run: (ctx: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> };
        }
      ).axe;
      const context = selectors ? { include: selectors.map((selector) => [selector]) } : document;
      const result = await axe.run(context, {
        iframes: false,
        resultTypes: ['violations'],
        runOnly: { type: 'tag', values: tags },
      });
      return result.violations;
    },
    { selectors: include, tags: TAGS },
  );
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

export const describeViolations = (violations: AxeViolation[]) =>
  violations.map(
    (v) =>
      `${v.impact} ${v.id}: ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 140)}`)
        .join(' | ')}`,
  );
