/** The editor field a refusal of /save is about (shown beside it), or null for a message of the whole form. */
export function saveErrorField(code: string): string | null {
  switch (code) {
    case 'catalogue/duplicate-sku':
      return 'sku';
    case 'catalogue/unknown-brand':
      return 'brand_id';
    case 'catalogue/unknown-category':
      return 'category_id';
    case 'catalogue/unknown-supplier':
      return 'supplier_ids';
    default:
      return null;
  }
}
