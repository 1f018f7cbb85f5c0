import { describe, expect, it } from 'vitest';
import { deployTargetProblems } from './deploy-target';

const PRODUCTION = {
  NEXT_PUBLIC_DEPLOY_TARGET: 'production',
  NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'voltia-prod',
  NEXT_PUBLIC_FIREBASE_API_KEY: 'AIzaSomething',
  NEXT_PUBLIC_FUNCTIONS_REGION: 'us-central1',
  NEXT_PUBLIC_STAFF_EMAIL_DOMAIN: 'distribuidora.com.mx',
};

describe('deployTargetProblems: what keeps a storefront build from being deployed', () => {
  it('accepts a real project with its key, region and company domain', () => {
    expect(deployTargetProblems(PRODUCTION)).toEqual([]);
  });

  it('refuses a demo- project, the emulators, a functions URL on this machine and emulator hosts', () => {
    const problems = deployTargetProblems({
      ...PRODUCTION,
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'demo-voltia',
      NEXT_PUBLIC_FIREBASE_USE_EMULATORS: 'true',
      NEXT_PUBLIC_FUNCTIONS_ORIGIN: 'http://127.0.0.1:5001/demo-voltia/us-central1',
      NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST: '127.0.0.1:8080',
    });
    expect(problems.join('\n')).toMatch(/demo project \(demo-voltia\)/);
    expect(problems.join('\n')).toMatch(/USE_EMULATORS is true/);
    expect(problems.join('\n')).toMatch(/functions URL is on this machine/);
    expect(problems.join('\n')).toMatch(/NEXT_PUBLIC_FIRESTORE_EMULATOR_HOST is set/);
  });

  it('refuses a build that names no project (the local defaults would be the demo project)', () => {
    const problems = deployTargetProblems({ NEXT_PUBLIC_STAFF_EMAIL_DOMAIN: 'distribuidora.com.mx' });
    expect(problems.join('\n')).toMatch(/NEXT_PUBLIC_FIREBASE_PROJECT_ID (is not set|is a demo project)/);
  });

  it('refuses placeholders left from apphosting.yaml and the example staff domain', () => {
    const problems = deployTargetProblems({
      ...PRODUCTION,
      NEXT_PUBLIC_FIREBASE_API_KEY: 'REEMPLAZAR-api-key',
      NEXT_PUBLIC_STAFF_EMAIL_DOMAIN: 'voltia.example',
    });
    expect(problems.join('\n')).toMatch(/NEXT_PUBLIC_FIREBASE_API_KEY is still a placeholder/);
    expect(problems.join('\n')).toMatch(/example domain/);
  });

  it('refuses an http functions origin', () => {
    expect(
      deployTargetProblems({ ...PRODUCTION, NEXT_PUBLIC_FUNCTIONS_ORIGIN: 'http://api.voltia.com.mx' }).join('\n'),
    ).toMatch(/not https/);
  });
});
