import { setGlobalOptions } from 'firebase-functions/v2';

// One region for every function, so the storefront can build their URLs from one setting.
setGlobalOptions({ region: 'us-central1', maxInstances: 10 });

export { health } from './health';
export { stats } from './stats';
export { confirmEmail } from './confirm-email';
export { mailing } from './mailing';
export { quotes } from './quotes';
export { catalogue } from './catalogue';
export { suppliers } from './suppliers';
export { prices } from './prices';
export { metrics } from './metrics';
export { expireQuotes, deliverOutbox, rollUpStatsEvery } from './scheduled';
