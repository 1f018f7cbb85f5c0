import { FIRESTORE_COLLECTIONS } from '@voltia/domain';

// Where every document this package reads or writes lives, in one place, built from the domain's
// collection names. Plain path segments, no SDK: the browser repositories make their refs with the
// full SDK (`doc(db, ...FIRESTORE_PATHS.quote(id))`) and the server catalogue with the Lite SDK,
// which a module importing either SDK could not serve both. Internal: not in the package's exports.

/** A document or sub-collection path as segments, spread into the SDK's `doc` or `collection`. */
export type TFirestorePath = readonly [string, ...string[]];

const { quotes, cartLines, profiles, products, categories, brands } = FIRESTORE_COLLECTIONS;

export const FIRESTORE_PATHS = {
  /** The quotes collection (carts, lists and requested quotes alike). */
  quotes,
  quote: (quoteId: string): TFirestorePath => [quotes, quoteId],
  /** A quote's lines, keyed by product_id. */
  cartLines: (quoteId: string): TFirestorePath => [quotes, quoteId, cartLines],
  cartLine: (quoteId: string, productId: string): TFirestorePath => [quotes, quoteId, cartLines, productId],
  profile: (uid: string): TFirestorePath => [profiles, uid],
  products,
  categories,
  brands,
} as const;
