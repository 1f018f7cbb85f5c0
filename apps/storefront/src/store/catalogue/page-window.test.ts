import { describe, expect, it } from 'vitest';
import { pageWindow } from './page-window';

describe('pageWindow', () => {
  it('lists every page of a short result', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the ends and two pages either side, with gaps', () => {
    expect(pageWindow(1, 16)).toEqual([1, 2, 3, null, 16]);
    expect(pageWindow(8, 16)).toEqual([1, null, 6, 7, 8, 9, 10, null, 16]);
    expect(pageWindow(16, 16)).toEqual([1, null, 14, 15, 16]);
    expect(pageWindow(4, 16)).toEqual([1, 2, 3, 4, 5, 6, null, 16]);
  });
});
