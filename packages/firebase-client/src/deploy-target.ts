import { DEFAULT_STAFF_EMAIL_DOMAIN } from '@voltia/domain/client';
import type { TRawEnv } from './env-checks';
import { parseFirebaseClientEnv } from './env';

/** Marks a value in apphosting.yaml that the person deploying must replace with their project's. */
export const PLACEHOLDER_PREFIX = 'REEMPLAZAR';

const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\]|0\.0\.0\.0)$/i;

function isLoopbackUrl(url: string): boolean {
  try {
    return LOOPBACK.test(new URL(url).hostname);
  } catch {
    return false;
  }
}

/**
 * Why a storefront built with `raw` must not be deployed, in the words of the variable to fix; empty
 * when it may. A deployed store talks to a real project: never the emulators, never a `demo-`
 * project (those exist only in the emulators), never a value left as a placeholder, and staff
 * accounts on the company's own email domain (the example domain would make nobody staff).
 * next.config.ts fails the build with these when NEXT_PUBLIC_DEPLOY_TARGET=production.
 */
export function deployTargetProblems(raw: TRawEnv): string[] {
  const problems: string[] = [];
  for (const [name, value] of Object.entries(raw)) {
    if (name.startsWith('NEXT_PUBLIC_') && value?.trim().startsWith(PLACEHOLDER_PREFIX))
      problems.push(`${name} is still a placeholder (${value.trim()})`);
  }
  let env;
  try {
    env = parseFirebaseClientEnv(raw);
  } catch (error) {
    return [...problems, error instanceof Error ? error.message : String(error)];
  }
  if (env.projectId === '') problems.push('NEXT_PUBLIC_FIREBASE_PROJECT_ID is not set');
  else if (env.projectId.startsWith('demo-'))
    problems.push(
      `NEXT_PUBLIC_FIREBASE_PROJECT_ID is a demo project (${env.projectId}), which exists only in the emulators`,
    );
  if (env.apiKey === '') problems.push('NEXT_PUBLIC_FIREBASE_API_KEY is not set');
  if (raw.NEXT_PUBLIC_FIREBASE_USE_EMULATORS?.trim() === 'true')
    problems.push('NEXT_PUBLIC_FIREBASE_USE_EMULATORS is true');
  if (isLoopbackUrl(env.functionsBaseUrl))
    problems.push(`the functions URL is on this machine (${env.functionsBaseUrl})`);
  if (!env.functionsBaseUrl.startsWith('https://'))
    problems.push(`the functions URL is not https (${env.functionsBaseUrl})`);
  for (const name of ['NEXT_PUBLIC_AUTH_EMULATOR_ORIGIN', 'NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST'] as const) {
    if (raw[name]?.trim()) problems.push(`${name} is set: a deployed store never uses the emulators`);
  }
  if (env.staffEmailDomain === DEFAULT_STAFF_EMAIL_DOMAIN) {
    problems.push(
      `NEXT_PUBLIC_STAFF_EMAIL_DOMAIN is the example domain (${DEFAULT_STAFF_EMAIL_DOMAIN}): set the company's email domain`,
    );
  }
  return problems;
}
