// First: every function below is defined with the options it sets (global-options.ts says why).
import './global-options';
import { keepRequestBodiesRaw } from './http/keep-request-bodies-raw';

// Before the runtime creates its server: the functions read request bodies themselves (decision 010).
keepRequestBodiesRaw();

export { health } from './health';
export { stats } from './stats';
export { confirmEmail } from './confirm-email';
export { mailing } from './mailing';
export { quotes } from './quotes';
export { catalogue } from './catalogue';
export { suppliers } from './suppliers';
export { prices } from './prices';
export { metrics } from './metrics';
export { expireQuotes, deliverOutbox, rollUpStatsEvery, refreshCatalogueSnapshotEvery } from './scheduled';
