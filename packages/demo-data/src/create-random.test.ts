import { describe, expect, it } from 'vitest';
import { createRandom, createRandomFor } from './create-random';

const draw = (random: () => number, count: number): number[] => Array.from({ length: count }, () => random());

describe('createRandom', () => {
  it('gives the same numbers in [0, 1) for the same seed, and others for another seed', () => {
    const numbers = draw(createRandom(7), 1000);
    expect(draw(createRandom(7), 1000)).toEqual(numbers);
    expect(draw(createRandom(8), 1000)).not.toEqual(numbers);
    expect(numbers.every((value) => value >= 0 && value < 1)).toBe(true);
    // Spread over the interval, not bunched.
    expect(numbers.filter((value) => value < 0.5).length).toBeGreaterThan(400);
    expect(numbers.filter((value) => value < 0.5).length).toBeLessThan(600);
  });
});

describe('createRandomFor', () => {
  it('gives each label its own reproducible stream', () => {
    expect(draw(createRandomFor('a:2026-11-25'), 5)).toEqual(draw(createRandomFor('a:2026-11-25'), 5));
    expect(draw(createRandomFor('a:2026-11-25'), 5)).not.toEqual(draw(createRandomFor('a:2026-11-24'), 5));
  });
});
