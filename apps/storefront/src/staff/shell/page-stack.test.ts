import { describe, expect, it } from 'vitest';
import { currentCursor, firstPage, nextPage, pageNumber, pagesFor, previousPage } from './page-stack';

describe('page stack', () => {
  it('starts on page 1 with no cursor', () => {
    const stack = firstPage<string>('estado=requested');
    expect(pageNumber(stack)).toBe(1);
    expect(currentCursor(stack)).toBeNull();
  });

  it("goes forward from each page's last quote and back through the same pages", () => {
    const page2 = nextPage(firstPage<string>('k'), 'quote-25');
    const page3 = nextPage(page2, 'quote-50');
    expect([pageNumber(page3), currentCursor(page3)]).toEqual([3, 'quote-50']);
    const back = previousPage(page3);
    expect([pageNumber(back), currentCursor(back)]).toEqual([2, 'quote-25']);
    const first = previousPage(back);
    expect([pageNumber(first), currentCursor(first)]).toEqual([1, null]);
  });

  it('does not go back past the first page', () => {
    const stack = firstPage<string>('k');
    expect(previousPage(stack)).toBe(stack);
  });

  it('keeps the pages while the filter stays and starts over when it changes', () => {
    const page2 = nextPage(firstPage<string>('estado=requested'), 'quote-25');
    expect(pagesFor(page2, 'estado=requested')).toBe(page2);
    const other = pagesFor(page2, 'estado=sent');
    expect([other.key, pageNumber(other), currentCursor(other)]).toEqual(['estado=sent', 1, null]);
  });
});
