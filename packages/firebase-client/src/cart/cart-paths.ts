import { FIRESTORE_COLLECTIONS } from '@voltia/domain';
import { collection, doc, type Firestore } from 'firebase/firestore';

// References to a quote and its lines (the collection names are the domain's FIRESTORE_COLLECTIONS).
export const QUOTES_COLLECTION = FIRESTORE_COLLECTIONS.quotes;
export const CART_SUBCOLLECTION = FIRESTORE_COLLECTIONS.cartLines;

export const quoteRef = (db: Firestore, quoteId: string) => doc(db, QUOTES_COLLECTION, quoteId);
export const cartLinesRef = (db: Firestore, quoteId: string) => collection(db, QUOTES_COLLECTION, quoteId, CART_SUBCOLLECTION);
export const cartLineRef = (db: Firestore, quoteId: string, productId: string) => doc(db, QUOTES_COLLECTION, quoteId, CART_SUBCOLLECTION, productId);
