/**
 * The one region of every Cloud Function (their global options) and of the Firestore database: the
 * storefront, the tests and the benchmarks build the functions' URLs from it. us-south1 (Dallas) is
 * the region nearest the customers in Mexico that offers both Cloud Functions 2nd gen and Firestore
 * (docs/decisions/014-functions-deploy-region-and-runtime.md).
 */
export const FUNCTIONS_REGION = 'us-south1';
