// Quote cart data access. Paths stay inside; callers get functions of (db, …).
export {
  addLineToCart,
  createQuoteWithLine,
  removeLine,
  renameCart,
  setLineQuantity,
  subscribeCart,
  type TCartSnapshot,
} from './cart-repository';
