import { describe, expect, it } from 'vitest';
import { createOncePerKey } from './create-once-per-key';

describe('createOncePerKey', () => {
  it('claims each key once', () => {
    const once = createOncePerKey();
    expect(once('p-1')).toBe(true);
    // StrictMode runs a mount effect twice: the second run must not count again.
    expect(once('p-1')).toBe(false);
    expect(once('p-2')).toBe(true);
    expect(once('p-1')).toBe(false);
  });

  it('keeps separate claims per instance', () => {
    const a = createOncePerKey();
    const b = createOncePerKey();
    expect(a('p-1')).toBe(true);
    expect(b('p-1')).toBe(true);
  });
});
