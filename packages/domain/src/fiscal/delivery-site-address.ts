import type { TDeliverySite } from './delivery-site';
import { mexicanStateName } from './mexican-states';

/**
 * A delivery site's address as it is written on a page, an email or a PDF: the street line
 * ("Av. Constitución 1500 int. 3, Centro") and the town line ("Monterrey, Nuevo León, C.P. 64000").
 */
export function deliverySiteAddressLines(
  site: Pick<
    TDeliverySite,
    'street' | 'exterior_number' | 'interior_number' | 'colonia' | 'municipio' | 'estado' | 'codigo_postal'
  >,
): readonly [street: string, town: string] {
  const interior = site.interior_number === '' ? '' : ` int. ${site.interior_number}`;
  return [
    `${site.street} ${site.exterior_number}${interior}, ${site.colonia}`,
    `${site.municipio}, ${mexicanStateName(site.estado) ?? site.estado}, C.P. ${site.codigo_postal}`,
  ];
}
