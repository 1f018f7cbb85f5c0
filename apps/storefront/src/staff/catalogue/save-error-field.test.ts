import { describe, expect, it } from 'vitest';
import { saveErrorField } from './save-error-field';

describe('saveErrorField', () => {
  it('puts a duplicate SKU on the SKU field and unknown references on theirs', () => {
    expect(saveErrorField('catalogue/duplicate-sku')).toBe('sku');
    expect(saveErrorField('catalogue/unknown-brand')).toBe('brand_id');
    expect(saveErrorField('catalogue/unknown-supplier')).toBe('supplier_ids');
  });

  it('keeps every other failure for the whole form (with Reintentar)', () => {
    expect(saveErrorField('catalogue/stale-product')).toBeNull();
    expect(saveErrorField('network/request-failed')).toBeNull();
  });
});
