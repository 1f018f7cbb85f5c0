import { describe, expect, it } from 'vitest';
import { bulkAppliedText, bulkUndoneText } from './bulk-outcome-text';

describe('what a bulk adjustment and its undo tell the rep', () => {
  it('counts the prices an apply changed, and names those saved meanwhile that it left alone', () => {
    expect(bulkAppliedText({ batch_id: 'b', count: 1, skipped: [] })).toBe(
      'Ajuste aplicado: 1 precio cambió. Puedes deshacerlo desde «Ajustes masivos recientes».',
    );
    expect(bulkAppliedText({ batch_id: 'b', count: 40, skipped: [{ product_id: 'p1', sku: 'QO120' }] })).toBe(
      'Ajuste aplicado: 40 precios cambiaron; uno cambió mientras se aplicaba y se dejó como está: QO120. Puedes deshacerlo desde «Ajustes masivos recientes».',
    );
  });

  it('counts the prices an undo restored, and names those changed after the adjustment', () => {
    expect(bulkUndoneText({ batch_id: 'b', restored: 3, skipped: [] })).toBe('Se restauraron 3 precios.');
    expect(
      bulkUndoneText({
        batch_id: 'b',
        restored: 1,
        skipped: [
          { product_id: 'p1', sku: 'A' },
          { product_id: 'p2', sku: 'B' },
        ],
      }),
    ).toBe('Se restauró 1 precio; 2 cambiaron después del ajuste y se dejaron como están: A, B.');
  });
});
