import { AppError, FUNCTIONS_REGION } from '@voltia/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { requestStatsRollup } from './stats-rollup-api';

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('requestStatsRollup', () => {
  it('posts {} to the metrics function with the ID token and returns what was folded', async () => {
    const fetchMock = answer(200, { ok: true, folded: 3, days: ['2026-11-20'] });
    expect(await requestStatsRollup('token-1')).toEqual({ folded: 3, days: ['2026-11-20'] });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`http://127.0.0.1:5001/demo-voltia/${FUNCTIONS_REGION}/metrics/rollup`);
    expect(init).toMatchObject({ method: 'POST', headers: { Authorization: 'Bearer token-1' }, body: '{}' });
  });

  it('a refusal is the AppError of its code, with its Spanish message', async () => {
    answer(403, { error: { code: 'staff/forbidden', message: 'x' } });
    const error: unknown = await requestStatsRollup('token').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('staff/forbidden');
    expect((error as AppError).userMessage).toBe('Solo el personal de la empresa puede hacer este cambio.');
  });

  it('an answer without the figures is an error, not a silent success', async () => {
    answer(200, { ok: true });
    await expect(requestStatsRollup('token')).rejects.toBeInstanceOf(AppError);
  });
});
