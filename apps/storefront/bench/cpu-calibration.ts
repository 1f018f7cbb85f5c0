// Lighthouse's simulated throttling multiplies what the host's CPU does: its mobile preset slows the
// CPU 4×, which stands for a mid-range phone only on a host as fast as the one Lighthouse was tuned
// on. On a slower host the same page blocks longer and scores lower. Lighthouse measures the host at
// the start of every run (`environment.benchmarkIndex`) and documents how to pick the multiplier
// that makes host × multiplier the same phone wherever it runs (docs/throttling.md, "CPU
// throttling", and its calculator). This is that calculation.

/** Lighthouse's mobile preset multiplier, for the report. */
export const LIGHTHOUSE_DEFAULT_CPU_MULTIPLIER = 4;

/**
 * The CPU slowdown for a host whose Lighthouse benchmarkIndex is `index`, so the host stands for the
 * phone Lighthouse's mobile preset means: 1300 → 3×, 1533 → 4×, 2000 → 6× (233 per step above
 * 1300); 800 → 2× (500 per step below 1300); 150 → 1× (650 per step below 800). A host slower than
 * that phone cannot be slowed to it: 1×.
 */
export function cpuMultiplierFor(index: number): number {
  if (!Number.isFinite(index) || index <= 150) return 1;
  if (index >= 1300) return 3 + (index - 1300) / 233;
  if (index >= 800) return 2 + (index - 800) / 500;
  return 1 + (index - 150) / 650;
}
