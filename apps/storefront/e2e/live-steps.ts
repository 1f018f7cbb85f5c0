import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** What a journey that blocks Firestore's listen channel sees in the console: the aborted requests, the SDK's offline notice and its connectivity probe. */
export const BLOCKED_LISTEN_CONSOLE_ERRORS = [
  /^Failed to load resource: net::ERR_(FAILED|NAME_NOT_RESOLVED)$|Could not reach Cloud Firestore backend/,
];

/**
 * Blocks Firestore's listen channel and reloads: the screen's live read never gets a server answer,
 * so after LIVE_FIRST_ANSWER_TIMEOUT_MS (20 s) `error` says so (never an endless skeleton, never an
 * empty list from the SDK's offline cache: `absent`, what must not show meanwhile); then unblocks,
 * clicks "Reintentar" and waits for `loaded`. The page's clock is moved on rather than waited for:
 * the bounded wait, then once over the SDK's own back-off before it reconnects.
 */
export async function expectBoundedWaitThenRetry(
  page: Page,
  screen: { error: Locator; absent: Locator; loaded: Locator },
): Promise<void> {
  const listen = '**/google.firestore.v1.Firestore/Listen/**';
  await page.route(listen, (route) => route.abort());
  await page.clock.install();
  await page.reload();
  // The timer starts with the screen's live read, once its code has loaded: move on until it fires
  // (its 20 s are the unit tests' business: use-live.test.ts).
  await expect(async () => {
    await page.clock.fastForward(5_000);
    await expect(screen.error).toContainText('La solicitud tardó demasiado. Inténtalo de nuevo.', { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(screen.absent).toHaveCount(0);
  await page.unroute(listen);
  await screen.error.getByRole('button', { name: 'Reintentar' }).click();
  // One jump over the SDK's back-off before it reconnects (short of the retry's own 20 s), then real
  // time: jumping again while it reconnects would time out the very requests that bring the answer.
  await page.clock.fastForward(15_000);
  await expect(screen.loaded).toBeVisible({ timeout: 60_000 });
  await expect(screen.error).toHaveCount(0);
}
