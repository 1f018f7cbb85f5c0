import { describe, expect, it } from 'vitest';
import { AppError, getErrorEntry } from '@voltia/domain';
import { failureMessage } from './failure-message';

describe('failureMessage', () => {
  it('shows the catalogue message of a refusal', () => {
    expect(failureMessage(new AppError('desk/line-not-found'), 'desk/save-failed')).toBe(
      getErrorEntry('desk/line-not-found').message,
    );
    expect(failureMessage(new TypeError('Failed to fetch'), 'desk/save-failed')).toBe(
      getErrorEntry('network/request-failed').message,
    );
  });

  it("falls back to the action's message for what the catalogue does not name", () => {
    expect(failureMessage(new AppError('unknown', { detail: 'quotes/desk answered 503' }), 'desk/save-failed')).toBe(
      getErrorEntry('desk/save-failed').message,
    );
    expect(failureMessage({ weird: true }, 'quote/message-failed')).toBe(getErrorEntry('quote/message-failed').message);
  });
});
