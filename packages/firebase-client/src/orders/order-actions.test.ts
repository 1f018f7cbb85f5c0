import { AppError, FUNCTIONS_REGION } from '@voltia/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadOrderPdf } from './order-actions';

vi.mock('../account/auth-service', () => ({ currentIdToken: async () => 'token-1' }));

function answer(status: number, contentType: string, content: string) {
  const fetchMock = vi.fn<typeof fetch>(
    async () => new Response(content, { status, headers: { 'Content-Type': contentType } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('downloadOrderPdf', () => {
  it("posts the order's id with the caller's ID token to the quotes function's /order-pdf and answers the PDF", async () => {
    const fetchMock = answer(200, 'application/pdf', '%PDF-1.7 pedido');
    const pdf = await downloadOrderPdf('q-order');
    expect(await pdf.text()).toBe('%PDF-1.7 pedido');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`http://127.0.0.1:5001/demo-voltia/${FUNCTIONS_REGION}/quotes/order-pdf`);
    expect(init).toMatchObject({
      method: 'POST',
      headers: { Authorization: 'Bearer token-1' },
      body: '{"orderId":"q-order"}',
    });
  });

  it("an order that is not the caller's is the function's refusal, an AppError with its Spanish message", async () => {
    answer(404, 'application/json', JSON.stringify({ error: { code: 'firestore/not-found' } }));
    const refused: unknown = await downloadOrderPdf('q-ajeno').catch((caught: unknown) => caught);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe('firestore/not-found');
    expect((refused as AppError).userMessage).toBe('No encontramos lo que buscas. Es posible que se haya eliminado.');
  });
});
