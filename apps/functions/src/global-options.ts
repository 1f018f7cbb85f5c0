import { setGlobalOptions } from 'firebase-functions/v2/options';

// Imported first by index.ts: a function takes the global options when it is defined, so they must be
// set before any module that defines one is evaluated. One region for every function, so the
// storefront can build their URLs from one setting.
setGlobalOptions({ region: 'us-central1', maxInstances: 10 });
