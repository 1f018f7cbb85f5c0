/**
 * Firestore collection names that more than one package reads or writes: the web client,
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
  /** Sub-collection of a profile: `billing/fiscal`, the customer's invoice (CFDI 4.0) data; owner writes, staff read. */
  billing: 'billing',
  /** Sub-collection of a profile: the customer's delivery sites (obras); owner writes, staff read. */
  deliverySites: 'delivery-sites',
  /** `orders/{quoteId}`: what an accepted offer became (ZOrderDocument); owner and staff read, functions write. */
  orders: 'orders',
  /** Sub-collection of a quote or an order: its append-only history (moves and staff changes). */
  quoteHistory: 'history',
  /** Sub-collection of a quote: the customer–staff message thread. */
  quoteMessages: 'messages',
  /** The staff's working copy of each requested quote (prices, validity, terms, notes); staff only. */
  quoteDesks: 'quote-desk',
  /** Staff members the back-office knows (assignment, notifications); staff only. */
  staffMembers: 'staff-members',
  /** Counters such as the yearly quote number sequence; functions only. */
  counters: 'counters',
  /** Emails waiting to be delivered, one per event (deterministic ids); functions only. */
  mailOutbox: 'mail-outbox',
  /** Each product's cost, margin and list price, keyed by product_id; staff read, functions write. */
  productPrices: 'product-prices',
  /** Append-only record of every price change; staff read, functions write. */
  priceHistory: 'price-history',
  /** One bulk price adjustment (its scope, percentage and state), for its undo; staff read, functions write. */
  priceBatches: 'price-batches',
  /** SKU → product_id, one document per normalised SKU (`skuKey`): what keeps SKUs unique; functions only. */
  productSkus: 'product-skus',
  /** `catalogue-state/current`: a version the catalogue function bumps on every product change, so the storefront reloads its catalogue at once; public read. */
  catalogueState: 'catalogue-state',
  /** `retired-products/{product_id}` `{ sku, description, brand }`: an unpublished product's page says it is no longer available; public read, functions write. */
  retiredProducts: 'retired-products',
  /** `catalogue-snapshot/meta` and `catalogue-snapshot/bucket-{n}`: the published catalogue in a few gzip documents, for a cold start; public read, functions and the seed write. */
  catalogueSnapshot: 'catalogue-snapshot',
} as const;

/** The one document of a profile's `billing` sub-collection: the invoice data. */
export const FISCAL_DATA_DOC_ID = 'fiscal';

/** How many delivery sites a customer keeps (the profile lists them all). */
export const DELIVERY_SITES_LIMIT = 20;
