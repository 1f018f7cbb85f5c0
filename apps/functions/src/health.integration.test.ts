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
    const body = (await res.json()) as { status: string; service: string; time: string };
    expect(body.status).toBe('ok');
    expect(body.service).toBe('voltia-marketplace-web');
    expect(Math.abs(Date.parse(body.time) - Date.now())).toBeLessThan(60_000);
  });

  it('refuses other methods with a Spanish error', async () => {
    const res = await fetch(emulatorFunctionUrl('health'), { method: 'POST' });
    expect(res.status).toBe(405);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toBe('Método no permitido.');
  });
});
