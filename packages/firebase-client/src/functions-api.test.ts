import { AppError, FUNCTIONS_REGION, QUOTES_FILE_ROUTES, QUOTES_ROUTES, SUPPLIERS_ROUTES } from '@voltia/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callFileRoute, callRoute, FUNCTION_CALL_TIMEOUT_MS, postToFunction } from './functions-api';

/** Stubs fetch with one answer of the quotes function. */
function answer(status: number, body: unknown) {
  const fetchMock = vi.fn<typeof fetch>(
    async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function refusal(status: number, body: unknown): Promise<AppError> {
  answer(status, body);
  const error: unknown = await postToFunction('quotes', '/submit', { quoteId: 'q1' }, 'token').catch(
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('postToFunction', () => {
  it('posts JSON with the ID token and returns the answer', async () => {
    const fetchMock = answer(200, { quoteId: 'q1', status: 'requested' });
    expect(await postToFunction('quotes', '/submit', { quoteId: 'q1' }, 'token-1')).toEqual({
      quoteId: 'q1',
      status: 'requested',
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`http://127.0.0.1:5001/demo-voltia/${FUNCTIONS_REGION}/quotes/submit`);
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer token-1' },
      body: '{"quoteId":"q1"}',
    });
  });

  it('turns a refusal into the AppError of its code, with the status in the detail', async () => {
    const error = await refusal(503, { error: { code: 'firestore/aborted', message: 'x' } });
    expect(error.code).toBe('firestore/aborted');
    expect(error.detail).toBe('quotes/submit answered 503');
  });

  it('carries the unavailable products, so the person reads which ones to remove', async () => {
    const items = ['Transformador 500 kVA', 'Balastro electromagnético 2x40 W'];
    const error = await refusal(409, { error: { code: 'quote/unavailable-products', message: 'ignored', items } });
    expect(error.items).toEqual(items);
    expect(error.userMessage).toBe(
      'Estos productos ya no están disponibles: «Transformador 500 kVA», «Balastro electromagnético 2x40 W». Quítalos de tu carrito para continuar.',
    );
  });

  it('an unknown code or a body that is no error: unknown', async () => {
    expect((await refusal(500, { error: { code: 'nope' } })).code).toBe('unknown');
    expect((await refusal(502, null)).code).toBe('unknown');
  });

  it("gives up past the functions' own time limit with the Spanish timeout message, never hanging", async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn<typeof fetch>(
          (_url, init) =>
            new Promise((_resolve, reject) =>
              init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
            ),
        ),
      );
      const pending = postToFunction('quotes', '/desk-save', {}, 'token').catch((caught: unknown) => caught);
      await vi.advanceTimersByTimeAsync(FUNCTION_CALL_TIMEOUT_MS - 1);
      let settled = false;
      void pending.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(0);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const error = await pending;
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe('network/timeout');
      expect((error as AppError).userMessage).toBe('La solicitud tardó demasiado. Inténtalo de nuevo.');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('callRoute: a call by the contract of its route', () => {
  it('posts to the route with the body as given and answers what passes the answer schema', async () => {
    const fetchMock = answer(200, {
      quoteId: 'q1',
      status: 'requested',
      quote_number: 'COT-2026-000001',
      extra: 'ignored',
    });
    const answered = await callRoute(
      QUOTES_ROUTES.submit,
      {
        quoteId: 'q1',
        details: {
          contact_name: 'Ana Norte',
          email: 'ana@norte.example',
          phone: '+52 81 1234 5678',
          company: 'Norte',
          tax_id: 'ADN010203AB1',
          delivery_city: 'Monterrey',
        },
      },
      'token-1',
    );
    expect(answered).toEqual({ quoteId: 'q1', status: 'requested', quote_number: 'COT-2026-000001' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`http://127.0.0.1:5001/demo-voltia/${FUNCTIONS_REGION}/quotes/submit`);
  });

  it('an answer outside the contract is an error, never a value cast', async () => {
    answer(200, { id: 'norte' });
    const error: unknown = await callRoute(
      SUPPLIERS_ROUTES.save,
      { expected_updated_at: null, supplier: { name: 'Norte' } } as never,
      'token',
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('unknown');
    expect((error as AppError).detail).toMatch(/^suppliers\/save answered outside its contract/);
  });

  it('a refusal is still its AppError', async () => {
    answer(409, { error: { code: 'firestore/aborted' } });
    const error: unknown = await callRoute(QUOTES_ROUTES.requote, { quoteId: 'q1' }, 'token').catch(
      (caught: unknown) => caught,
    );
    expect((error as AppError).code).toBe('firestore/aborted');
  });
});

describe('callFileRoute: a file by the contract of its route', () => {
  function file(status: number, contentType: string, content: string) {
    const fetchMock = vi.fn<typeof fetch>(
      async () => new Response(content, { status, headers: { 'Content-Type': contentType } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    return fetchMock;
  }

  it("posts to the route and answers the file of the route's content type", async () => {
    const fetchMock = file(200, 'application/pdf', '%PDF-1.7');
    const pdf = await callFileRoute(QUOTES_FILE_ROUTES.pdf, { quoteId: 'q1' }, 'token-1');
    expect(await pdf.text()).toBe('%PDF-1.7');
    expect(fetchMock.mock.calls[0]?.[0]).toBe(`http://127.0.0.1:5001/demo-voltia/${FUNCTIONS_REGION}/quotes/pdf`);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ body: '{"quoteId":"q1"}' });
  });

  it('a file of another type is an error, and a refusal its AppError', async () => {
    file(200, 'text/html', '<html></html>');
    const wrong: unknown = await callFileRoute(QUOTES_FILE_ROUTES.pdf, { quoteId: 'q1' }, 'token').catch(
      (caught: unknown) => caught,
    );
    expect((wrong as AppError).detail).toBe('quotes/pdf answered text/html, not application/pdf');
    answer(404, { error: { code: 'firestore/not-found' } });
    const refused: unknown = await callFileRoute(QUOTES_FILE_ROUTES.pdf, { quoteId: 'q1' }, 'token').catch(
      (caught: unknown) => caught,
    );
    expect((refused as AppError).code).toBe('firestore/not-found');
  });
});
