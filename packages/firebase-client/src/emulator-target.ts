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
