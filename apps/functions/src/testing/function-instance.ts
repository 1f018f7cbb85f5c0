// One instance of the functions, the way Cloud Functions 2nd gen runs them: the built bundle
// (lib/index.js, the artifact the Functions emulator runs and a deploy uploads) loaded once, in one
// Node process, serving concurrent requests. The integration tests' bursts go here; everything
// else goes through the Functions emulator. Not bundled. docs/decisions/009-tests-on-a-busy-machine.md
// says why: the emulator starts one worker process per request in flight, which costs a 2-core
// machine about a minute per burst of 50 and is not how a 2nd gen instance (concurrency 80) runs.
//
// Started by instance-setup.ts as `node --import tsx function-instance.ts <bundle>`; it listens on
// a free port of 127.0.0.1 and tells its parent the port over IPC. Its pino logs go to its stdout.
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Request, Response } from 'express';
import { FUNCTIONS_REGION } from '@voltia/domain';

type TRequestHandler = (req: Request, res: Response) => unknown;

/** Same parsers and limits as the Functions emulator's runtime (and the Functions Framework): the raw bytes kept as `rawBody`. */
function withBodyParsers(app: express.Express): void {
  const limit = '32mb';
  const verify = (req: Request, _res: Response, buf: Buffer) => {
    (req as Request & { rawBody?: Buffer }).rawBody = buf;
  };
  app.enable('trust proxy');
  app.use(express.json({ limit, verify }));
  app.use(express.text({ limit, verify }));
  app.use(express.urlencoded({ extended: true, limit, verify }));
  app.use(express.raw({ type: '*/*', limit, verify }));
}

/** Serves each HTTP function of `bundle` at `/{project}/{region}/{name}`, the emulator's URLs. */
export function functionsApp(bundle: string, project: string): express.Express {
  const exported = createRequire(__filename)(bundle) as Record<string, unknown>;
  const app = express();
  withBodyParsers(app);
  for (const [name, fn] of Object.entries(exported)) {
    const endpoint = (fn as { __endpoint?: { httpsTrigger?: unknown; region?: readonly string[] } }).__endpoint;
    if (typeof fn !== 'function' || endpoint?.httpsTrigger === undefined) continue;
    const handler = fn as TRequestHandler;
    app.use(`/${project}/${endpoint.region?.[0] ?? FUNCTIONS_REGION}/${name}`, (req, res) => {
      void handler(req, res);
    });
  }
  return app;
}

async function main(): Promise<void> {
  const [bundle] = process.argv.slice(2);
  const project = process.env.GCLOUD_PROJECT;
  if (bundle === undefined || project === undefined)
    throw new Error('usage: function-instance.ts <bundle> (with GCLOUD_PROJECT set)');
  const server = functionsApp(bundle, project).listen(0, '127.0.0.1', () => {
    process.send?.({ port: (server.address() as AddressInfo).port });
  });
  process.on('disconnect', () => server.close(() => process.exit(0)));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
