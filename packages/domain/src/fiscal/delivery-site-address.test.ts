import { describe, expect, it } from 'vitest';
import { makeDeliverySite } from '../testing/factories';
import { deliverySiteAddressLines } from './delivery-site-address';

describe('deliverySiteAddressLines', () => {
  it('writes the street with its numbers and colonia, then the town, the state by name and the código postal', () => {
    expect(deliverySiteAddressLines(makeDeliverySite({ interior_number: '3' }))).toEqual([
      'Av. Constitución 1500 int. 3, Centro',
      'Monterrey, Nuevo León, C.P. 64000',
    ]);
  });

  it('leaves out an interior number the site does not have', () => {
    expect(deliverySiteAddressLines(makeDeliverySite({ estado: 'JAL', municipio: 'Guadalajara' }))).toEqual([
      'Av. Constitución 1500, Centro',
      'Guadalajara, Jalisco, C.P. 64000',
    ]);
  });
});
