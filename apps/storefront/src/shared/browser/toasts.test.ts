import { describe, expect, it } from 'vitest';
import { loadToasts, toast } from './toasts';

describe('toast', () => {
  it('keeps a toast raised while sonner is still loading and hands it to sonner once loaded', async () => {
    toast.error('No se pudo guardar tu perfil.');
    toast.success('Guardamos tu perfil.');

    const sonner = await loadToasts();

    const shown = sonner.toast.getToasts().map((t) => ('type' in t ? [t.type, t.title] : null));
    expect(shown).toEqual(
      expect.arrayContaining([
        ['error', 'No se pudo guardar tu perfil.'],
        ['success', 'Guardamos tu perfil.'],
      ]),
    );
  });

  it('loads sonner once, however many toasts ask for it', async () => {
    expect(loadToasts()).toBe(loadToasts());
    expect(await loadToasts()).toBe(await loadToasts());
  });
});
