import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { setLogLevel } from 'firebase/firestore';

// Denied requests are the point of these tests; the SDK would log each one as an error.
setLogLevel('silent');

const rulesPath = fileURLToPath(new URL('../../../firestore.rules', import.meta.url));

/** A rules test environment on the Firestore emulator named by FIRESTORE_EMULATOR_HOST, with the repo's rules. */
export async function createRulesTestEnv(suite: string): Promise<RulesTestEnvironment> {
  const hostPort = process.env.FIRESTORE_EMULATOR_HOST;
  if (!hostPort) throw new Error('FIRESTORE_EMULATOR_HOST is not set: run through scripts/emulators.mjs exec');
  const [host, port] = hostPort.split(':');
  return initializeTestEnvironment({
    // A project per suite keeps suites' data apart on one emulator.
    projectId: `demo-rules-${suite}`,
    firestore: { rules: readFileSync(rulesPath, 'utf8'), host: host ?? '127.0.0.1', port: Number(port) },
  });
}
