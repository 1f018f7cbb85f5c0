import { describe, expect, it } from 'vitest';
import { healthReport } from './health';

describe('healthReport', () => {
  it('reports ok with the app marker, the build, the Node it runs on and the given time', () => {
    const report = healthReport(new Date('2026-01-02T03:04:05.000Z'));
    expect(report).toEqual({
      status: 'ok',
      service: 'voltia-marketplace-web',
      // Unbundled source: build.mjs compiles the artifact's version in.
      version: 'development',
      node: process.version,
      time: '2026-01-02T03:04:05.000Z',
    });
  });
});
