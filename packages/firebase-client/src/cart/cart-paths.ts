import { collection, doc, type Firestore } from 'firebase/firestore';

// The Firestore layout of quotes (DESIGN 3) stays inside this package.
export const QUOTES_COLLECTION = 'quote-detail';
export const CART_SUBCOLLECTION = 'cart';

export const quoteRef = (db: Firestore, quoteId: string) => doc(db, QUOTES_COLLECTION, quoteId);
export const cartLinesRef = (db: Firestore, quoteId: string) => collection(db, QUOTES_COLLECTION, quoteId, CART_SUBCOLLECTION);
export const cartLineRef = (db: Firestore, quoteId: string, productId: string) => doc(db, QUOTES_COLLECTION, quoteId, CART_SUBCOLLECTION, productId);
