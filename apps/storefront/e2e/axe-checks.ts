import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The WCAG 2.1 A and AA rules axe checks automatically (contrast, names, landmarks, ARIA use…). */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Fails with each violation's rule, impact and the elements it names, so a failure says what to fix
 * instead of only how many problems there are.
 */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const found = violations.map((v) => `${v.id} (${v.impact ?? 'no impact'}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found, `accessibility violations on ${what}`).toEqual([]);
}
