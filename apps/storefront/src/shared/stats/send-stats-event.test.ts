import { AppError } from '@voltia/domain';
import { firebaseClientEnv } from '@voltia/firebase-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setErrorReporter } from './error-reporter';
import type { TErrorReporter } from './error-reporter-port';
import { sendCheckedStatsEvent } from './send-stats-event';
import { makeViewedPayload } from './stats-test-payloads';

const STATS = `${firebaseClientEnv().functionsBaseUrl}/stats`;

let report: ReturnType<typeof vi.fn<TErrorReporter['report']>>;
let restoreReporter: () => void;

beforeEach(() => {
  report = vi.fn<TErrorReporter['report']>();
  restoreReporter = setErrorReporter({ report });
});

afterEach(() => {
  restoreReporter();
  vi.unstubAllGlobals();
});

describe('sendCheckedStatsEvent', () => {
  it('sends the event as it is, by beacon, to the stats API path given', async () => {
    const sendBeacon = vi.fn<(url: string, data?: BodyInit | null) => boolean>(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    expect(sendCheckedStatsEvent('product_viewed', '/products/viewed', makeViewedPayload())).toBeUndefined();
    expect(sendBeacon).toHaveBeenCalledOnce();
    expect(sendBeacon.mock.calls[0]?.[0]).toBe(`${STATS}/products/viewed`);
    const body = sendBeacon.mock.calls[0]?.[1];
    expect(body instanceof Blob ? JSON.parse(await body.text()) : null).toEqual(makeViewedPayload());
    expect(report).not.toHaveBeenCalled();
  });

  it('reports a send that fails (no beacon, the fetch refused), and never throws', async () => {
    vi.stubGlobal('navigator', {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    sendCheckedStatsEvent('product_viewed', '/products/viewed', makeViewedPayload());
    await vi.waitFor(() => expect(report).toHaveBeenCalledOnce());
    const [error, context] = report.mock.calls[0]!;
    expect(error).toBeInstanceOf(AppError);
    expect(context).toMatchObject({ kind: 'product_viewed', reason: 'stats-send-failed', status: 503 });
  });
});
