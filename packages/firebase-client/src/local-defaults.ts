/**
 * What the app uses when nothing is configured: the demo project on the local emulators.
 * A build for deployment sets NEXT_PUBLIC_DEPLOY_TARGET=production
 * (apps/storefront/apphosting.yaml); Next.js writes that value into the bundles, the test below
 * becomes `"production" === "production"`, and the minifier drops these addresses and ids from
 * what the browser downloads (scripts/app-hosting-check.mjs reads the built files for them). Such a
 * build must then name its project and functions itself; deploy-target.ts refuses it otherwise.
 */
export type TLocalDefaults = {
  readonly projectId: string;
  readonly apiKey: string;
  readonly authEmulatorOrigin: string;
  readonly firestoreEmulatorHost: string;
  readonly functionsEmulatorOrigin: string;
};

export const LOCAL_DEFAULTS: TLocalDefaults | null =
  process.env.NEXT_PUBLIC_DEPLOY_TARGET === 'production'
    ? null
    : {
        projectId: 'demo-voltia',
        apiKey: 'demo-api-key',
        authEmulatorOrigin: 'http://127.0.0.1:9099',
        firestoreEmulatorHost: '127.0.0.1:8080',
        functionsEmulatorOrigin: 'http://127.0.0.1:5001',
      };
