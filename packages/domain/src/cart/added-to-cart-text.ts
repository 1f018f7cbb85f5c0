import { isLineQuantity, mergedLineQuantity, type TLineMerge } from './line-quantity';

// Its own module: the storefront loads it when an add is saved, not with the pages that offer one.
/**
 * What the person is told once an add is saved, so a quantity typed over a line already in the cart
 * is never mistaken for units added to it (the `typed` rule replaces): "Producto agregado…" for a new
 * line, the new quantity and the one before when the line was there.
 */
export function addedToCartText(stored: number | undefined, incoming: number, merge: TLineMerge = 'typed'): string {
  const held = stored !== undefined && isLineQuantity(stored) ? stored : undefined;
  const result = mergedLineQuantity(held, incoming, merge);
  if (held === undefined || result === null) return 'Producto agregado a tu cotización.';
  if (result === held) return `Este producto ya estaba en tu cotización con ${result}: no cambió.`;
  if (result === held + incoming)
    return `Agregaste ${incoming}: en tu cotización ahora hay ${result} (tenías ${held}).`;
  return `Tu cotización ya tenía ${held}: la cantidad ahora es ${result}. Cámbiala en tu cotización si querías sumarlos.`;
}
