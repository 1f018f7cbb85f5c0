import { describe, expect, it } from 'vitest';
import { MEXICAN_STATES, MEXICAN_STATE_CODES, mexicanStateName } from './mexican-states';

describe('Mexican states', () => {
  it('are the 32 federal entities, each code and name once, sorted by name', () => {
    expect(MEXICAN_STATES).toHaveLength(32);
    expect(new Set(MEXICAN_STATE_CODES).size).toBe(32);
    expect(new Set(MEXICAN_STATES.map((state) => state.name)).size).toBe(32);
    for (const code of MEXICAN_STATE_CODES) expect(code).toMatch(/^[A-Z]{3}$/);
    const names = MEXICAN_STATES.map((state) => state.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it('names a state by its code', () => {
    expect(mexicanStateName('NLE')).toBe('Nuevo León');
    expect(mexicanStateName('CMX')).toBe('Ciudad de México');
    expect(mexicanStateName('MEX')).toBe('Estado de México');
    expect(mexicanStateName('DIF')).toBeUndefined(); // Distrito Federal: CMX since 2016
  });
});
