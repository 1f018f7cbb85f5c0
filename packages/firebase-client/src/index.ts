// Front door of the package. Heavy SDK parts have their own entry points so a page pulls in
// Firestore or Auth only where it uses them: '@voltia/firebase-client/firestore',
// '@voltia/firebase-client/auth' and, for server components, '@voltia/firebase-client/server'.
export { firebaseClientEnv, parseFirebaseClientEnv, type TFirebaseClientEnv } from './env';
export { functionsBaseUrl } from './functions-env';
export { requestStatsRollup, type TStatsRollupAnswer } from './stats/stats-rollup-api';
