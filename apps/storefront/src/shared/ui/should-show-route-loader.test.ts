import { describe, expect, it } from 'vitest';
import { shouldShowRouteLoader, type ClickedLink, type LinkClick } from './should-show-route-loader';

const CURRENT = 'https://tienda.voltia.test/catalogo?pagina=2#filtros';

function click(overrides: Partial<LinkClick> = {}): LinkClick {
  return {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
    ...overrides,
  };
}

function link(overrides: Partial<ClickedLink> = {}): ClickedLink {
  return { href: '/b2b', target: '', download: false, ...overrides };
}

describe('shouldShowRouteLoader', () => {
  it('shows for a plain left click on an internal link to another page', () => {
    expect(shouldShowRouteLoader(click(), link(), CURRENT)).toBe(true);
    expect(shouldShowRouteLoader(click(), link({ href: 'https://tienda.voltia.test/b2b/login' }), CURRENT)).toBe(true);
    expect(shouldShowRouteLoader(click(), link({ target: '_self' }), CURRENT)).toBe(true);
  });

  it('shows when only the query string changes', () => {
    expect(shouldShowRouteLoader(click(), link({ href: '/catalogo?pagina=3' }), CURRENT)).toBe(true);
    expect(shouldShowRouteLoader(click(), link({ href: '/catalogo' }), CURRENT)).toBe(true);
  });

  it('does not show for the page already on screen or a jump within it', () => {
    expect(shouldShowRouteLoader(click(), link({ href: '/catalogo?pagina=2' }), CURRENT)).toBe(false);
    expect(shouldShowRouteLoader(click(), link({ href: '#resultados' }), CURRENT)).toBe(false);
    expect(shouldShowRouteLoader(click(), link({ href: '/catalogo?pagina=2#resultados' }), CURRENT)).toBe(false);
  });

  it.each([
    ['middle button', { button: 1 }],
    ['right button', { button: 2 }],
    ['Ctrl (new tab)', { ctrlKey: true }],
    ['Cmd (new tab)', { metaKey: true }],
    ['Shift (new window)', { shiftKey: true }],
    ['Alt (download)', { altKey: true }],
    ['a click another handler cancelled', { defaultPrevented: true }],
  ])('does not show for %s', (_name, overrides) => {
    expect(shouldShowRouteLoader(click(overrides), link(), CURRENT)).toBe(false);
  });

  it('does not show for links that open elsewhere or download', () => {
    expect(shouldShowRouteLoader(click(), link({ target: '_blank' }), CURRENT)).toBe(false);
    expect(shouldShowRouteLoader(click(), link({ target: 'ventana-cotizacion' }), CURRENT)).toBe(false);
    expect(shouldShowRouteLoader(click(), link({ download: true }), CURRENT)).toBe(false);
  });

  it('does not show for other origins or protocols', () => {
    expect(shouldShowRouteLoader(click(), link({ href: 'https://example.com/b2b' }), CURRENT)).toBe(false);
    expect(shouldShowRouteLoader(click(), link({ href: 'http://tienda.voltia.test/b2b' }), CURRENT)).toBe(false);
    expect(shouldShowRouteLoader(click(), link({ href: 'mailto:ventas@voltia.test' }), CURRENT)).toBe(false);
    expect(shouldShowRouteLoader(click(), link({ href: 'tel:+525500000000' }), CURRENT)).toBe(false);
    expect(shouldShowRouteLoader(click(), link({ href: 'javascript:void(0)' }), CURRENT)).toBe(false);
  });

  it('does not show when a URL cannot be parsed', () => {
    expect(shouldShowRouteLoader(click(), link({ href: 'http://[invalid' }), CURRENT)).toBe(false);
    expect(shouldShowRouteLoader(click(), link(), 'not a url')).toBe(false);
  });
});
