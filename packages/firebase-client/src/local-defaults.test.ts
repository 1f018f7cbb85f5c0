import { afterEach, describe, expect, it, vi } from 'vitest';

describe('LOCAL_DEFAULTS', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('are the demo project on the local emulators when nothing is configured', async () => {
    vi.stubEnv('NEXT_PUBLIC_DEPLOY_TARGET', '');
    vi.resetModules();
    const { LOCAL_DEFAULTS } = await import('./local-defaults');
    expect(LOCAL_DEFAULTS?.projectId).toBe('demo-voltia');
    expect(LOCAL_DEFAULTS?.firestoreEmulatorHost).toBe('127.0.0.1:8080');
  });

  it('do not exist in a build for deployment, which must then name its project', async () => {
    vi.stubEnv('NEXT_PUBLIC_DEPLOY_TARGET', 'production');
    vi.resetModules();
    const { LOCAL_DEFAULTS } = await import('./local-defaults');
    expect(LOCAL_DEFAULTS).toBeNull();
    const { deployTargetProblems } = await import('./deploy-target');
    expect(deployTargetProblems({ NEXT_PUBLIC_STAFF_EMAIL_DOMAIN: 'distribuidora.com.mx' })).toContain(
      'NEXT_PUBLIC_FIREBASE_PROJECT_ID is not set',
    );
  });
});
