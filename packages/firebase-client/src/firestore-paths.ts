import { CATALOGUE_STATE_DOC_ID, FIRESTORE_COLLECTIONS, FISCAL_DATA_DOC_ID } from '@voltia/domain';

// Where every document this package reads or writes lives, in one place, built from the domain's
// collection names. Plain path segments, no SDK: the browser repositories make their refs with the
// full SDK (`doc(db, ...FIRESTORE_PATHS.quote(id))`) and the server catalogue with the Lite SDK,
// which a module importing either SDK could not serve both. Internal: not in the package's exports.

/** A document or sub-collection path as segments, spread into the SDK's `doc` or `collection`. */
export type TFirestorePath = readonly [string, ...string[]];

const { quotes, cartLines, profiles, products, categories, brands } = FIRESTORE_COLLECTIONS;
const { suppliers, productPrices, orders } = FIRESTORE_COLLECTIONS;

export const FIRESTORE_PATHS = {
  /** The quotes collection (carts, lists and requested quotes alike). */
  quotes,
  quote: (quoteId: string): TFirestorePath => [quotes, quoteId],
  /** A quote's lines, keyed by product_id. */
  cartLines: (quoteId: string): TFirestorePath => [quotes, quoteId, cartLines],
  cartLine: (quoteId: string, productId: string): TFirestorePath => [quotes, quoteId, cartLines, productId],
  /** Orders, keyed by the quote each came from (the functions write them; owner and staff read). */
  orders,
  order: (orderId: string): TFirestorePath => [orders, orderId],
  /** An order's append-only history of status moves. */
  orderHistory: (orderId: string): TFirestorePath => [orders, orderId, FIRESTORE_COLLECTIONS.quoteHistory],
  profile: (uid: string): TFirestorePath => [profiles, uid],
  /** The customer's invoice data (one document). */
  fiscalData: (uid: string): TFirestorePath => [profiles, uid, FIRESTORE_COLLECTIONS.billing, FISCAL_DATA_DOC_ID],
  /** The customer's delivery sites. */
  deliverySites: (uid: string): TFirestorePath => [profiles, uid, FIRESTORE_COLLECTIONS.deliverySites],
  deliverySite: (uid: string, siteId: string): TFirestorePath => [
    profiles,
    uid,
    FIRESTORE_COLLECTIONS.deliverySites,
    siteId,
  ],
  products,
  categories,
  brands,
  /** `catalogue-state/current`: the catalogue's version, epoch and last change. */
  catalogueState: [FIRESTORE_COLLECTIONS.catalogueState, CATALOGUE_STATE_DOC_ID] as TFirestorePath,
  /** Unpublished products' public facts (each stamped with the change that unpublished it). */
  retiredProducts: FIRESTORE_COLLECTIONS.retiredProducts,
  /** The public catalogue in a few gzip documents (`meta`, `bucket-{n}`), for a cold start. */
  catalogueSnapshot: FIRESTORE_COLLECTIONS.catalogueSnapshot,
  /** An unpublished product's public facts, for its "no longer available" page. */
  retiredProduct: (productId: string): TFirestorePath => [FIRESTORE_COLLECTIONS.retiredProducts, productId],
  /** Suppliers (staff read; the suppliers function writes). */
  suppliers,
  /** A product's price and every supplier's cost for it (staff read). */
  productPrice: (productId: string): TFirestorePath => [productPrices, productId],
  /** Staff only: the price history and the bulk batches. */
  priceHistory: FIRESTORE_COLLECTIONS.priceHistory,
  priceBatches: FIRESTORE_COLLECTIONS.priceBatches,
  productPrices,
} as const;
