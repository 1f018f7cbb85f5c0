import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductViewedBeacon } from './product-viewed-beacon';

// createElement rather than JSX: the storefront's vitest config leaves JSX to Next (jsx: preserve).
const sendBeacon = vi.fn(() => true);
const fetchMock = vi.fn();

beforeEach(() => {
  vi.stubGlobal('navigator', { sendBeacon });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProductViewedBeacon', () => {
  it('renders nothing and records nothing on the server (views are counted in the browser only)', async () => {
    const event = { product_id: 'p-1', sku: 'SKU-1', product_description: 'Contactor 9 A', brand: 'ABB' };
    expect(renderToStaticMarkup(createElement(ProductViewedBeacon, { event, path: '/products/viewed' }))).toBe('');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
