import type { Route } from 'next';

/** The back-office's sections, in the order the navigation shows them. */
export const STAFF_NAV: readonly { readonly href: Route; readonly label: string }[] = [
  { href: '/cotizacion', label: 'Cotizaciones' },
  { href: '/pedidos', label: 'Pedidos' },
  { href: '/catalogo', label: 'Catálogo' },
  { href: '/proveedores', label: 'Proveedores' },
  { href: '/precios', label: 'Precios' },
  { href: '/metricas', label: 'Métricas' },
];

/** Whether a section is the one the path is in (its own page or one below it). */
export function isCurrentSection(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
