import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { emulatorFunctionUrl } from './testing/function-urls';

const origin = process.env.FUNCTIONS_EMULATOR_ORIGIN;
const projectId = process.env.GCLOUD_PROJECT;

describe('health function through the Functions emulator', () => {
  it('runs under the emulators', () => {
    expect(origin, 'FUNCTIONS_EMULATOR_ORIGIN is set by scripts/emulators.mjs').toBeTruthy();
    expect(projectId).toMatch(/^demo-/);
  });

  it('answers GET with the health report', async () => {
    const res = await fetch(emulatorFunctionUrl('health'));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; service: string; version: string; node: string; time: string };
    expect(body.status).toBe('ok');
    expect(body.service).toBe('voltia-marketplace-web');
    // The emulator runs the deployable artifact (lib/, firebase.json's source) on the runtime's Node.
    const artifact = JSON.parse(readFileSync(resolve(__dirname, '../lib/package.json'), 'utf8')) as { version: string };
    expect(body.version).toBe(artifact.version);
    expect(body.version).toMatch(/^\d+\.\d+\.\d+\+[0-9a-f]{24}$/);
    expect(body.node).toMatch(/^v22\./);
    expect(Math.abs(Date.parse(body.time) - Date.now())).toBeLessThan(60_000);
  });

  it('refuses other methods with a Spanish error', async () => {
    const res = await fetch(emulatorFunctionUrl('health'), { method: 'POST' });
    expect(res.status).toBe(405);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toBe('Método no permitido.');
  });
});
