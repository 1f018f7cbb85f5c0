import { describe, expect, it } from 'vitest';
import { isPlainDocId } from './stats-doc-ids';

describe('isPlainDocId', () => {
  it.each(['p-000123', 'schneider-qo120', 'a.b', '_x_'])('%s names one document', (id) => {
    expect(isPlainDocId(id)).toBe(true);
  });

  it.each(['a/b', '.', '..', '__x__'])('%s does not', (id) => {
    expect(isPlainDocId(id)).toBe(false);
  });
});
