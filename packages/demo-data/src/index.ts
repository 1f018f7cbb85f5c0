export { DEMO_BRANDS, type TDemoBrandId } from './brands';
export { DEMO_CATEGORIES, type TDemoCategoryId } from './categories';
export { DEMO_PRODUCTS, DEMO_SAT_KEYS, buildDemoProducts, productIdFor } from './products';
export { DEMO_SUPPLIERS } from './suppliers';
export { DEMO_USERS, demoUserByUid, type TDemoUser, type TDemoUserProfile } from './demo-users';
export { DEMO_BILLING, demoBillingOf, type TDemoBilling } from './demo-billing';
export {
  buildDemoQuotes,
  type TDemoOrder,
  type TDemoQuote,
  type TDemoQuoteCounter,
  type TDemoQuotes,
} from './demo-quotes';
export { createRandom, createRandomFor } from './create-random';
export { demoDeliveryDays, demoDiscountBp, demoUnitPriceCents } from './demo-prices';
export {
  DEMO_IMAGE_BASE_PATH,
  buildDemoProductImages,
  demoProductImagePath,
  demoProductImageSvg,
} from './demo-product-images';
