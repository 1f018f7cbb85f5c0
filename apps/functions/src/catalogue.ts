import { verifyCaller } from './admin-auth';
import { adminFirestore } from './admin-firestore';
import { handleCatalogueRequest } from './catalogue/handle-catalogue-request';
import { firestoreCatalogueStore } from './catalogue/firestore-catalogue-store';
import { catalogueIndexCache } from './catalogue/staff-catalogue-index';
import { functionsEnv } from './env';
import { httpFunction } from './http/serve-http';
import { logger } from './logger';

const catalogueLogger = logger.child({ fn: 'catalogue' });
let instance:
  { store: ReturnType<typeof firestoreCatalogueStore>; index: ReturnType<typeof catalogueIndexCache> } | undefined;

/**
 * The catalogue function: POST /search, /save and /import, relative to this function's
 * URL, with `Authorization: Bearer <staff ID token>`. Every write to products goes through here
 * (firestore.rules deny client writes), but for the supplier a price save links (the prices
 * function); an import row with cost columns also sets the product's price. The in-memory search
 * index lives as long as the instance.
 */
export const catalogue = httpFunction(catalogueLogger, (req) => {
  const env = functionsEnv();
  if (instance === undefined) {
    const store = firestoreCatalogueStore(adminFirestore());
    instance = { store, index: catalogueIndexCache(store, catalogueLogger) };
  }
  const { store, index } = instance;
  return handleCatalogueRequest(req, {
    allowedOrigins: env.storefrontOrigins,
    now: () => new Date(),
    verifyIdToken: verifyCaller,
    store,
    index: () => index.current(),
    logger: catalogueLogger,
  });
});
