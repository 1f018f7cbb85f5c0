import { getApp, getApps, initializeApp, type FirebaseApp } from 'firebase/app';
import { firebaseClientEnv, type TFirebaseClientEnv } from './env';

const APP_NAME = 'voltia';

/** The one Firebase app of this runtime (browser tab or server process), created on first use. */
export function getFirebaseApp(env: TFirebaseClientEnv = firebaseClientEnv()): FirebaseApp {
  if (getApps().some((a) => a.name === APP_NAME)) return getApp(APP_NAME);
  return initializeApp(
    {
      projectId: env.projectId,
      apiKey: env.apiKey,
      authDomain: env.authDomain ?? `${env.projectId}.firebaseapp.com`,
      ...(env.appId ? { appId: env.appId } : {}),
    },
    APP_NAME,
  );
}
