import { describe, expect, it } from 'vitest';
import { toastOffsets } from './toast-offset';

describe('toastOffsets', () => {
  it('starts the toasts below the header, with a gap, on phones and wider screens', () => {
    // The store header: 4 rem and a 1 px border.
    expect(toastOffsets(65)).toEqual({ offset: { top: 81 }, mobileOffset: { top: 77 } });
  });

  it('rounds a fractional header up, so no pixel of it is covered', () => {
    expect(toastOffsets(88.4).offset.top).toBe(105);
    expect(toastOffsets(88.4).mobileOffset.top).toBe(101);
  });

  it('falls back to the edge gaps when a page has no header', () => {
    expect(toastOffsets(0)).toEqual({ offset: { top: 16 }, mobileOffset: { top: 12 } });
    expect(toastOffsets(-5)).toEqual({ offset: { top: 16 }, mobileOffset: { top: 12 } });
  });
});
