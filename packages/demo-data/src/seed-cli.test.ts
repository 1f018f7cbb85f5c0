import { describe, expect, it } from 'vitest';
import { resolveProjectId } from './seed-cli';

describe('resolveProjectId', () => {
  it('defaults to demo-voltia', () => {
    expect(resolveProjectId([], {})).toBe('demo-voltia');
    expect(resolveProjectId([], { GCLOUD_PROJECT: ' ' })).toBe('demo-voltia');
  });

  it('reads GCLOUD_PROJECT', () => {
    expect(resolveProjectId([], { GCLOUD_PROJECT: 'demo-otro' })).toBe('demo-otro');
  });

  it('prefers the command line over GCLOUD_PROJECT', () => {
    const env = { GCLOUD_PROJECT: 'demo-env' };
    expect(resolveProjectId(['demo-arg'], env)).toBe('demo-arg');
    expect(resolveProjectId(['--project', 'demo-flag'], env)).toBe('demo-flag');
    expect(resolveProjectId(['--project=demo-eq'], env)).toBe('demo-eq');
  });
});
