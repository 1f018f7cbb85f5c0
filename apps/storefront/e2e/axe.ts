import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The WCAG 2.1 A and AA rules axe checks automatically (contrast, names, landmarks, ARIA use…). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe as every journey runs it: `axe.run` in the page itself (legacy mode) rather than a partial run
 * per frame finished in a second, blank page, and only the violations worked out in full. Our pages
 * have no frames of their own, so both give the same violations; measured on /productos and the home
 * page, this takes half the time (1.0–2.4 s instead of 2.2–3.9 s on the 2-core machine), and the
 * journeys scan about 80 pages (docs/decisions/009-tests-on-a-busy-machine.md).
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
}

/**
 * Fails with each violation's rule, impact and the elements it names, so a failure says what to fix
 * instead of only how many problems there are.
 */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  await expectNoViolationsIn(axeOn(page), what);
}

/**
 * The same check of a screen that a toast may still be crossing: the toast area is left out, so the
 * scan looks at the screen rather than at a toast halfway through its fade (instead of waiting the
 * 4 s a toast stays). The toasts' own contrast and names have a journey of their own
 * (accessibility.spec.ts).
 */
export async function expectNoAxeViolationsBesideToasts(page: Page, what: string): Promise<void> {
  await expectNoViolationsIn(axeOn(page).exclude('[data-sonner-toaster]'), what);
}

async function expectNoViolationsIn(builder: AxeBuilder, what: string): Promise<void> {
  const { violations } = await builder.withTags(WCAG_TAGS).analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact ?? 'no impact'}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, `accessibility violations on ${what}`).toEqual([]);
}
