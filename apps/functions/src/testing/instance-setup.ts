// Vitest global setup of the integration suite (vitest.integration.config.mts): starts one instance
// of the built functions (function-instance.ts) for the bursts, beside the emulators, and stops it
// at the end. Its log goes to functions-instance.log in the repository root. Not bundled.
import { fork } from 'node:child_process';
import { openSync } from 'node:fs';
import { resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The instance's origin: `${origin}/${project}/${FUNCTIONS_REGION}/${name}` is a function's URL. */
    functionsInstanceOrigin: string;
  }
}

const BUNDLE = resolve(__dirname, '../../lib/index.js');
const LOG = resolve(__dirname, '../../../../functions-instance.log');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const log = openSync(LOG, 'w');
  const child = fork(resolve(__dirname, 'function-instance.ts'), [BUNDLE], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', log, log, 'ipc'],
  });
  const port = await new Promise<number>((done, fail) => {
    child.once('message', (message) => done((message as { port: number }).port));
    child.once('exit', (code) =>
      fail(new Error(`the functions instance exited (${code}) before listening: see ${LOG}`)),
    );
  });
  project.provide('functionsInstanceOrigin', `http://127.0.0.1:${port}`);
  return async () => {
    const exited = new Promise((done) => child.once('exit', done));
    child.disconnect();
    await exited;
  };
}
