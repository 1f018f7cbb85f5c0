// A test fails on an unexpected console.error (STYLE.md): an error logged and swallowed is a bug.
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';

let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  expect(consoleError, 'unexpected console.error').not.toHaveBeenCalled();
  consoleError.mockRestore();
});
