import type { TFirebaseClientEnv } from './env';

/** Splits `host:port` as written in FIRESTORE_EMULATOR_HOST-style settings. */
export function splitHostPort(hostPort: string): { host: string; port: number } {
  const at = hostPort.lastIndexOf(':');
  const port = Number(hostPort.slice(at + 1));
  if (at <= 0 || !Number.isInteger(port) || port <= 0) throw new Error(`Expected host:port, got "${hostPort}"`);
  return { host: hostPort.slice(0, at), port };
}

// An SDK instance can be pointed at its emulator only once, and before first use: remember which are.
const connected = new WeakSet<object>();

/** Runs `connect` for `instance` the first time only. */
export function connectOnce(instance: object, connect: () => void): void {
  if (connected.has(instance)) return;
  connect();
  connected.add(instance);
}

/** The SDK's own connectFirestoreEmulator: the full and the Lite SDK each have one. */
export type TConnectFirestoreEmulator<TDb> = (db: TDb, host: string, port: number) => void;

/**
 * Points a Firestore instance (full or Lite SDK, each with its own `connect`) at the emulator the
 * configuration names, once, and only when the configuration says to use the emulators.
 */
export function connectFirestoreEmulatorOnce<TDb extends object>(
  db: TDb,
  env: Pick<TFirebaseClientEnv, 'useEmulators' | 'firestoreEmulatorHost'>,
  connect: TConnectFirestoreEmulator<TDb>,
): TDb {
  if (env.useEmulators) {
    connectOnce(db, () => {
      const { host, port } = splitHostPort(env.firestoreEmulatorHost);
      connect(db, host, port);
    });
  }
  return db;
}
