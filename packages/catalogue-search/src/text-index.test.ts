import { createRandom } from '@voltia/demo-data';
import { describe, expect, it } from 'vitest';
import { createTextIndex, forEachTermWithin, type TTermQuery } from './text-index';

/** The edit distance the slow way: the whole table. */
function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, column) => column);
  for (let row = 1; row <= a.length; row++) {
    const current = [row];
    for (let column = 1; column <= b.length; column++) {
      const cost = a[row - 1] === b[column - 1] ? 0 : 1;
      current[column] = Math.min(previous[column]! + 1, current[column - 1]! + 1, previous[column - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

function within(sorted: readonly string[], word: string, maxDistance: number): [string, number][] {
  const found: [string, number][] = [];
  forEachTermWithin(sorted, word, maxDistance, (term, distance) => found.push([term, distance]));
  return found;
}

const exact = (term: string): TTermQuery => ({ term, prefix: false, maxTypos: 0 });

describe('forEachTermWithin', () => {
  it('finds exactly the terms a full edit-distance table finds, with their distances', () => {
    const random = createRandom(11);
    const letters = 'abcdeilnorst';
    const word = (): string =>
      Array.from({ length: 1 + Math.floor(random() * 9) }, () => letters[Math.floor(random() * letters.length)]).join(
        '',
      );
    const vocabulary = [...new Set(Array.from({ length: 1500 }, word))].sort();
    for (let n = 0; n < 40; n++) {
      const query = n % 3 === 0 ? vocabulary[Math.floor(random() * vocabulary.length)]! : word();
      for (const maxDistance of [1, 2, 3]) {
        const expected = vocabulary
          .map((term): [string, number] => [term, levenshtein(term, query)])
          .filter(([, distance]) => distance <= maxDistance);
        expect(within(vocabulary, query, maxDistance), `${query} ±${maxDistance}`).toEqual(expected);
      }
    }
  });

  it('handles an empty vocabulary and terms much longer than the word', () => {
    expect(within([], 'cable', 1)).toEqual([]);
    expect(within(['cabl', 'cable', 'cableado', 'cables', 'cablesssss'], 'cable', 1)).toEqual([
      ['cabl', 1],
      ['cable', 0],
      ['cables', 1],
    ]);
  });
});

describe('createTextIndex', () => {
  // Fields: 0 boosted 6, 1 boosted 1.
  function sample() {
    const index = createTextIndex({ fieldBoosts: [6, 1] });
    index.add(0, [['qo120'], ['interruptor', 'termomagnetico']]);
    index.add(1, [['lc1d09'], ['contactor', 'tripolar']]);
    index.add(2, [[], ['contacto', 'duplex', 'interruptor']]);
    index.add(3, [['contactor'], ['repuesto']]);
    return index;
  }
  const slots = (found: { slots: Int32Array }) => [...found.slots].sort((a, b) => a - b);

  it('matches every word (and), or any (or) scored by how many each product has', () => {
    const index = sample();
    expect(slots(index.search([exact('interruptor'), exact('duplex')], 'and'))).toEqual([2]);
    expect(slots(index.search([exact('interruptor'), exact('tripolar')], 'and'))).toEqual([]);
    const any = index.search([exact('interruptor'), exact('duplex')], 'or');
    expect(slots(any)).toEqual([0, 2]);
    expect(any.scores[2]!).toBeGreaterThan(any.scores[0]!);
    expect(slots(index.search([exact('xyzzy'), exact('duplex')], 'and'))).toEqual([]);
    expect(slots(index.search([], 'or'))).toEqual([]);
  });

  it('weighs a term by its field: the same word in a boosted field scores higher', () => {
    const found = sample().search([exact('contactor')], 'and');
    expect(slots(found)).toEqual([1, 3]);
    expect(found.scores[3]!).toBeGreaterThan(found.scores[1]!);
  });

  it('matches a prefix and typos below the exact word', () => {
    const index = sample();
    const prefix = index.search([{ term: 'contact', prefix: true, maxTypos: 0 }], 'and');
    expect(slots(prefix)).toEqual([1, 2, 3]);
    const typo = index.search([{ term: 'duplez', prefix: false, maxTypos: 1 }], 'and');
    expect(slots(typo)).toEqual([2]);
    const both = index.search([{ term: 'contacto', prefix: true, maxTypos: 1 }], 'and');
    // "contacto" exactly (2), "contactor" as a prefix match of it (1, 3).
    expect(slots(both)).toEqual([1, 2, 3]);
    expect(both.scores[2]!).toBeGreaterThan(both.scores[1]!);
  });

  it('reaches by typos only the words of the fields typos may reach', () => {
    const index = createTextIndex({
      fieldBoosts: [6, 1],
      typoFields: [false, true],
      isTypoWord: (term) => /^[a-z]+$/.test(term),
    });
    index.add(0, [['thwls'], ['cable', 'thw2']]);
    index.add(1, [['cablex'], ['cinta']]);
    const typo = (term: string) => slots(index.search([{ term, prefix: false, maxTypos: 2 }], 'and'));
    expect(typo('cabel')).toEqual([0]); // "cable" in a word field; "cablex" only as a SKU
    expect(typo('thwsl')).toEqual([]); // a SKU term
    expect(typo('thw')).toEqual([]); // "thw2" is not a word
    // A word that leaves the word fields stops being a target; one that arrives becomes one.
    index.remove(0, [['thwls'], ['cable', 'thw2']]);
    expect(typo('cabel')).toEqual([]);
    index.add(2, [[], ['cablex']]);
    expect(typo('cablez')).toEqual([1, 2]);
  });

  it('forgets what it removed, takes the slot again, and stops offering emptied terms', () => {
    const index = sample();
    index.remove(2, [[], ['contacto', 'duplex', 'interruptor']]);
    expect(index.size).toBe(3);
    expect(index.has('duplex')).toBe(false);
    expect(index.has('interruptor')).toBe(true);
    expect(slots(index.search([exact('interruptor')], 'and'))).toEqual([0]);
    expect(slots(index.search([{ term: 'duple', prefix: true, maxTypos: 0 }], 'and'))).toEqual([]);
    index.add(2, [['ab-1'], ['cinta', 'aislar']]);
    expect(slots(index.search([exact('cinta')], 'and'))).toEqual([2]);
    expect(slots(index.search([exact('contacto')], 'and'))).toEqual([]);
    // Removed and added in one go: the new terms of the slot stay, the old go.
    index.remove(2, [['ab-1'], ['cinta', 'aislar']]);
    index.add(2, [['ab-1'], ['cinta', 'negra']]);
    expect(slots(index.search([exact('cinta')], 'and'))).toEqual([2]);
    expect(index.has('aislar')).toBe(false);
  });

  it('answers the same after giving back the room its postings grew into', () => {
    const index = sample();
    const before = slots(index.search([{ term: 'con', prefix: true, maxTypos: 0 }], 'or'));
    index.remove(1, [['lc1d09'], ['contactor', 'tripolar']]);
    index.compact();
    expect(slots(index.search([{ term: 'con', prefix: true, maxTypos: 0 }], 'or'))).toEqual(
      before.filter((slot) => slot !== 1),
    );
    index.add(1, [['lc1d09'], ['contactor', 'tripolar']]);
    expect(slots(index.search([{ term: 'con', prefix: true, maxTypos: 0 }], 'or'))).toEqual(before);
  });

  it('scores as a fresh index after removals and additions', () => {
    const changed = sample();
    changed.remove(0, [['qo120'], ['interruptor', 'termomagnetico']]);
    changed.add(0, [['qo250'], ['interruptor', 'termomagnetico', 'riel']]);
    const fresh = createTextIndex({ fieldBoosts: [6, 1] });
    fresh.add(0, [['qo250'], ['interruptor', 'termomagnetico', 'riel']]);
    fresh.add(1, [['lc1d09'], ['contactor', 'tripolar']]);
    fresh.add(2, [[], ['contacto', 'duplex', 'interruptor']]);
    fresh.add(3, [['contactor'], ['repuesto']]);
    for (const query of [[exact('interruptor')], [{ term: 'con', prefix: true, maxTypos: 0 }]]) {
      const a = changed.search(query, 'or');
      const scoresA = [...a.slots].sort().map((slot) => [slot, a.scores[slot]]);
      const b = fresh.search(query, 'or');
      const scoresB = [...b.slots].sort().map((slot) => [slot, b.scores[slot]]);
      expect(scoresA).toEqual(scoresB);
    }
  });
});
