import { describe, expect, it } from 'vitest';
import { cpuMultiplierFor } from './cpu-calibration';

describe('cpuMultiplierFor', () => {
  it("gives Lighthouse's calculator's anchors", () => {
    expect(cpuMultiplierFor(2000)).toBeCloseTo(6.004, 2);
    expect(cpuMultiplierFor(1533)).toBeCloseTo(4, 2);
    expect(cpuMultiplierFor(1300)).toBe(3);
    expect(cpuMultiplierFor(1050)).toBe(2.5);
    expect(cpuMultiplierFor(800)).toBe(2);
    expect(cpuMultiplierFor(475)).toBe(1.5);
  });

  it('slows a slower host less, and never below 1× (a host slower than the phone)', () => {
    expect(cpuMultiplierFor(1200)).toBeLessThan(cpuMultiplierFor(1600));
    expect(cpuMultiplierFor(150)).toBe(1);
    expect(cpuMultiplierFor(40)).toBe(1);
    expect(cpuMultiplierFor(Number.NaN)).toBe(1);
  });
});
