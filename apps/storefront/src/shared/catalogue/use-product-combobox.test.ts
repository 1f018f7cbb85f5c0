import { describe, expect, it } from 'vitest';
import { nextActiveOption } from './use-product-combobox';

describe('nextActiveOption: the arrow keys of every product combobox', () => {
  it('moves down through the options, then back to the text typed, then round again', () => {
    const visited = [-1];
    for (let press = 0; press < 5; press += 1) visited.push(nextActiveOption(visited.at(-1)!, 'ArrowDown', 3));
    expect(visited).toEqual([-1, 0, 1, 2, -1, 0]);
  });

  it('moves up from the text typed to the last option, and down from it the same way back', () => {
    expect(nextActiveOption(-1, 'ArrowUp', 3)).toBe(2);
    expect(nextActiveOption(2, 'ArrowUp', 3)).toBe(1);
    expect(nextActiveOption(0, 'ArrowUp', 3)).toBe(-1);
  });

  it('with one option, toggles between it and the text', () => {
    expect(nextActiveOption(-1, 'ArrowDown', 1)).toBe(0);
    expect(nextActiveOption(0, 'ArrowDown', 1)).toBe(-1);
    expect(nextActiveOption(-1, 'ArrowUp', 1)).toBe(0);
  });
});
