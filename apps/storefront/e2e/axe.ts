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
 * instead of only how many problems there are. The toast area is left out: a scan looks at the screen
 * rather than at a toast halfway through its fade, which reads as low contrast for as long as it lasts
 * (a toast shown before the scan fades whenever its 4 s end, and later still when the pointer rested on
 * it). The toasts' own contrast has a check of its own, on a toast that has settled
 * (`expectToastReadable`, for a success and an error toast).
 */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  // A client navigation commits the new page a moment before its <title>: Next's router renders the
  // head apart from the page, and in between the document has no title at all, which axe's
  // document-title rule refuses (seen in 6 to 7 of 8 sign-ins that went on to /b2b/solicitar, for a
  // few milliseconds, and once in a CI run at the very moment of the scan). Every page of ours has a
  // title: the scan waits for it, and a page that never gets one still fails here.
  await expect(page, `${what} has a title`).toHaveTitle(/\S/);
  const { violations } = await axeOn(page).exclude('[data-sonner-toaster]').withTags(WCAG_TAGS).analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact ?? 'no impact'}): ${v.help} → ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, `accessibility violations on ${what}`).toEqual([]);
}

/** A toast of the kind shown, once its entrance has finished, reads at WCAG AA contrast. */
export async function expectToastReadable(page: Page, type: 'success' | 'error'): Promise<void> {
  const toast = page.locator(`[data-sonner-toast][data-type="${type}"][data-mounted="true"]`).first();
  await expect(toast).toBeVisible();
  await toast.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)).then(() => undefined),
  );
  const { violations } = await axeOn(page).include('[data-sonner-toaster]').withRules(['color-contrast']).analyze();
  expect(violations.flatMap((v) => v.nodes.map((n) => n.failureSummary ?? v.id))).toEqual([]);
}
