/**
 * The one region of every Cloud Function (their global options) and of the Firestore database: the
 * storefront, the tests and the benchmarks build the functions' URLs from it. us-central1 (Iowa): of
 * the regions nearest the customers in Mexico, the one where Cloud Functions 2nd gen, Firestore and
 * Cloud Scheduler (the scheduled functions' jobs live in the functions' region) are all confirmed
 * (docs/decisions/014-functions-deploy-region-and-runtime.md).
 */
export const FUNCTIONS_REGION = 'us-central1';
