import type { Page } from '@playwright/test';

type TSentBeacon = { path: string; body: unknown };

/**
 * Stats events go out with navigator.sendBeacon, whose body a test cannot read from the network:
 * wrap it before any page script runs and keep a copy of each event the page sends (the copy
 * lives as long as the document: a full navigation starts a new one).
 */
export async function recordStatsBeacons(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sent: { path: string; body: unknown }[] = [];
    Object.assign(window, { __statsBeacons: sent });
    const original = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
      if (data instanceof Blob) {
        void data
          .text()
          .then((text) => sent.push({ path: new URL(url, location.href).pathname, body: JSON.parse(text) }));
      }
      return original(url, data);
    };
  });
}

/** The bodies of the stats events the page has sent so far to paths ending in `pathEnd` (e.g. '/search/record'). */
export async function sentStatsEvents(page: Page, pathEnd: string): Promise<unknown[]> {
  const sent = await page.evaluate(
    () => (window as unknown as { __statsBeacons?: TSentBeacon[] }).__statsBeacons ?? [],
  );
  return sent.filter((beacon) => beacon.path.endsWith(pathEnd)).map((beacon) => beacon.body);
}
