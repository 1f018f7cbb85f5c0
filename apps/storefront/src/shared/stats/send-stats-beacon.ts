/** How a failed send is told to the caller: the failure and what is known about it. */
export type TStatsSendFailure = (error: unknown, context: Record<string, unknown>) => void;

// A CORS-safelisted type: a beacon or fetch with it needs no preflight, and the stats API parses
// the JSON from the raw body.
const BEACON_CONTENT_TYPE = 'text/plain;charset=UTF-8';

/**
 * Sends one event without blocking the page: `navigator.sendBeacon` (queued by the browser, sent
 * even while the page unloads), else `fetch` with `keepalive`. Returns at once and never throws;
 * every failure, including an answer other than 2xx, goes to `onFailure`.
 */
export function sendStatsBeacon(url: string, body: string, onFailure: TStatsSendFailure): void {
  try {
    const nav = typeof navigator === 'undefined' ? undefined : navigator;
    if (typeof nav?.sendBeacon === 'function') {
      if (nav.sendBeacon(url, new Blob([body], { type: BEACON_CONTENT_TYPE }))) return;
      // false: the browser would not queue it (quota full, for example); fetch may still manage.
    }
    if (typeof fetch !== 'function') {
      onFailure(new Error('No transport for stats events: neither navigator.sendBeacon nor fetch exists.'), {
        url,
        transport: 'none',
      });
      return;
    }
    fetch(url, {
      method: 'POST',
      body,
      headers: { 'Content-Type': BEACON_CONTENT_TYPE },
      keepalive: true,
      credentials: 'omit',
      mode: 'cors',
    }).then(
      (response) => {
        if (!response.ok)
          onFailure(new Error(`The stats API answered ${response.status}.`), {
            url,
            transport: 'fetch',
            status: response.status,
          });
      },
      (error: unknown) => onFailure(error, { url, transport: 'fetch' }),
    );
  } catch (error) {
    onFailure(error, { url, transport: 'beacon' });
  }
}
