import { FUNCTIONS_REGION } from '@voltia/domain';
import { setGlobalOptions } from 'firebase-functions/v2/options';

// A side-effect module, imported first by index.ts and by every module that defines functions
// (http/serve-http.ts, scheduled.ts): a function takes the global options when it is defined, so they
// must be set before any definition is evaluated, whatever order a bundler gives the modules.
// scripts/deploy-check.mjs reads the artifact's manifest and checks them on every function. One
// region for every function, so the storefront can build their URLs from one setting.
setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 10 });
