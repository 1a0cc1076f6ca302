import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What axe reports and the test fails on: WCAG 2 A and AA rules, serious or critical. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** The serious and critical WCAG 2 A/AA violations on the page as it is now, one line each. */
export async function violations(page: Page, where: string): Promise<string[]> {
  // Colours are checked as they end up: a control still fading in (a dialog, a menu, a toast) would
  // be measured half-transparent. Endless animations (a skeleton's pulse) are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ');
      return `${where}: [${violation.impact}] ${violation.id}: ${violation.help} (${violation.nodes.length}×: ${targets})`;
    });
}
