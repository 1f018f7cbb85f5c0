/**
 * Firestore collection names (DESIGN 3) that more than one package reads or writes: the web client,
 * the functions and the demo seed. `firestore.rules` spells the same names.
 */
export const FIRESTORE_COLLECTIONS = {
  products: 'products',
  categories: 'categories',
  brands: 'brands',
  suppliers: 'suppliers',
  quotes: 'quote-detail',
  /** Sub-collection of a quote: its lines, keyed by product_id. */
  cartLines: 'cart',
  profiles: 'profile-user',
} as const;
