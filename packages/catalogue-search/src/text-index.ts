// The catalogue's inverted index: for each term, the products (by slot) and the field it is in, kept in
// arrays of small integers, and a sorted vocabulary that prefix and typo matching walk. Scoring is BM25+
// with field boosts and the prefix and typo weights MiniSearch used before it (decision 015), so the
// ranking reads the same; what changed is the cost: a query touches its terms' postings and nothing
// else, with no object per match, so a broad word over 100 000 products is a few loops over integers.

/** One word of a query: matched exactly, and also as a prefix and/or within `maxTypos` edits. */
export interface TTermQuery {
  term: string;
  prefix: boolean;
  /** 0: exact (and prefix, if asked) only. */
  maxTypos: number;
}

/**
 * What a search found: `slots` holds the matching slots (in no order); `scores` is indexed by slot and
 * is the index's own buffer, valid for those slots until the next search.
 */
export interface TTextMatches {
  slots: Int32Array;
  scores: Float64Array;
}

export interface TTextIndex {
  /** Indexes a product's terms, one list per field (a term in one field only; each term once). */
  add(slot: number, fields: readonly (readonly string[])[]): void;
  /** Takes out what `add` put in for the slot, given the same terms; the slot may be added again after it. */
  remove(slot: number, fields: readonly (readonly string[])[]): void;
  /** Whether some product holds the term. */
  has(term: string): boolean;
  /** Gives back the room the postings grew into while products were added (after a whole build). */
  compact(): void;
  /**
   * Products holding every query word (`and`), or any of them (`or`, scored by how many they hold).
   * A word matches its exact term, the terms it begins (prefix) and the terms within its typos; a
   * product's score for it adds each matching term's BM25+ score in its field, times the field's boost
   * and the match's weight (exact 1, prefix and typo less, the further the term from the word).
   */
  search(queries: readonly TTermQuery[], combine: 'and' | 'or'): TTextMatches;
  /** Products indexed. */
  readonly size: number;
}

/** BM25+ as MiniSearch computes it (k, b, d) and its weights for prefix and typo matches. */
const K = 1.2;
const B = 0.7;
const D = 0.5;
const PREFIX_WEIGHT = 0.375;
const TYPO_WEIGHT = 0.45;
/** Postings pack the slot and the field: slot × 8 + field (at most 8 fields). */
const FIELD_BITS = 3;
const FIELD_MASK = (1 << FIELD_BITS) - 1;

interface TTerm {
  readonly term: string;
  /** slot × 8 + field, in no order. */
  postings: number[];
  /** Whether the term is a word that typos may reach (`isTypoWord`). */
  readonly typoWord: boolean;
  /** Postings in the fields typos may reach (`typoFields`); a typo target while above 0. */
  typoPostings: number;
}

export interface TTextIndexOptions {
  /** The boost of each field; a field's number is its place here. */
  fieldBoosts: readonly number[];
  /** Whether a field's terms are words that typos may reach (by field number; default every field). */
  typoFields?: readonly boolean[];
  /** Whether a term may be reached by typos at all (default every term). */
  isTypoWord?: (term: string) => boolean;
}

/** The first index in `sorted` (from `from`) whose term is not below `prefix` and does not start with it. */
function endOfPrefix(sorted: readonly string[], prefix: string, from: number): number {
  let low = from;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const term = sorted[middle]!;
    if (term < prefix || term.startsWith(prefix)) low = middle + 1;
    else high = middle;
  }
  return low;
}

function lowerBound(sorted: readonly string[], term: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! < term) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Calls `found` for every term of `sorted` within `maxDistance` edits (Levenshtein) of `word`. The
 * sorted vocabulary is walked as a trie: terms sharing a prefix share the rows computed for it, and a
 * prefix already further than `maxDistance` from every start of the word skips every term it begins.
 */
export function forEachTermWithin(
  sorted: readonly string[],
  word: string,
  maxDistance: number,
  found: (term: string, distance: number) => void,
): void {
  const width = word.length + 1;
  const deepest = word.length + maxDistance;
  // rows[depth] is the edit distance from the term's first `depth` characters to each start of the word.
  const rows = new Int32Array((deepest + 1) * width);
  for (let column = 0; column < width; column++) rows[column] = column;
  let computed = ''; // the term whose rows are in `rows`, up to `computedDepth`
  let computedDepth = 0;
  let index = 0;
  while (index < sorted.length) {
    const term = sorted[index]!;
    let depth = 0;
    const shared = Math.min(computedDepth, term.length);
    while (depth < shared && term.charCodeAt(depth) === computed.charCodeAt(depth)) depth++;
    let pruned = -1;
    const last = Math.min(term.length, deepest);
    for (; depth < last; depth++) {
      const above = depth * width;
      const row = above + width;
      const code = term.charCodeAt(depth);
      let best = (rows[row] = depth + 1);
      for (let column = 1; column < width; column++) {
        const cost = word.charCodeAt(column - 1) === code ? 0 : 1;
        const value = Math.min(
          rows[above + column]! + 1,
          rows[row + column - 1]! + 1,
          rows[above + column - 1]! + cost,
        );
        rows[row + column] = value;
        if (value < best) best = value;
      }
      if (best > maxDistance) {
        pruned = depth + 1;
        break;
      }
    }
    computed = term;
    if (pruned !== -1) {
      computedDepth = pruned;
      index = endOfPrefix(sorted, term.slice(0, pruned), index);
      continue;
    }
    computedDepth = last;
    if (term.length <= deepest) {
      const distance = rows[term.length * width + word.length]!;
      if (distance <= maxDistance) found(term, distance);
      index++;
    } else {
      // Longer than the word plus every edit allowed: so is every term it begins.
      index = endOfPrefix(sorted, term.slice(0, deepest + 1), index);
    }
  }
}

/**
 * An empty index. Typos reach only the terms some product holds in a `typoFields` field that pass
 * `isTypoWord` (the catalogue's words, not its codes), so the typo walk covers a vocabulary of words
 * however many SKUs the catalogue has.
 */
export function createTextIndex({
  fieldBoosts,
  typoFields = fieldBoosts.map(() => true),
  isTypoWord = () => true,
}: TTextIndexOptions): TTextIndex {
  const fieldCount = fieldBoosts.length;
  if (fieldCount > FIELD_MASK + 1) throw new Error('at most 8 fields');
  const terms = new Map<string, TTerm>();
  /** The vocabulary in code-unit order, for prefix ranges; `added` waits to be merged in. */
  let sorted: string[] = [];
  let added: string[] = [];
  /** The typo targets in code-unit order, for the typo walk; null when a term became or stopped being one. */
  let typoTargets: string[] | null = [];
  /** Terms whose postings emptied since the vocabulary was last rebuilt. */
  let emptied = 0;
  /**
   * Removals are gathered (the terms that lose a slot, and the slots leaving, marked in `gone`) so that
   * each term loses all its leaving slots in one pass, before the next add or search.
   */
  const leaving = new Set<TTerm>();
  const goneSlots: number[] = [];
  let gone = new Uint8Array(0);

  let size = 0;
  let capacity = 0;
  let fieldLengths = new Uint16Array(0);
  const totalLengths = new Float64Array(fieldCount);
  let scores = new Float64Array(0);
  let marks = new Int32Array(0);
  let matchedWords = new Uint8Array(0);
  let touched = new Int32Array(0);
  let markBase = 0;

  function reserve(slot: number): void {
    if (slot < capacity) return;
    const next = Math.max(slot + 1, Math.ceil(capacity * 1.25), 64);
    const lengths = new Uint16Array(next * fieldCount);
    lengths.set(fieldLengths);
    fieldLengths = lengths;
    const nextMarks = new Int32Array(next);
    nextMarks.set(marks);
    marks = nextMarks;
    const nextGone = new Uint8Array(next);
    nextGone.set(gone);
    gone = nextGone;
    scores = new Float64Array(next);
    matchedWords = new Uint8Array(next);
    touched = new Int32Array(next);
    capacity = next;
  }

  function flush(): void {
    if (leaving.size === 0) return;
    for (const entry of leaving) {
      const postings = entry.postings;
      let kept = 0;
      let typoPostings = 0;
      for (const posting of postings) {
        if (gone[posting >>> FIELD_BITS] === 1) continue;
        postings[kept++] = posting;
        if (typoFields[posting & FIELD_MASK] === true) typoPostings++;
      }
      postings.length = kept;
      if (kept === 0) emptied++;
      if (entry.typoWord) {
        if (typoPostings > 0 !== entry.typoPostings > 0) typoTargets = null;
        entry.typoPostings = typoPostings;
      }
    }
    leaving.clear();
    for (const slot of goneSlots) gone[slot] = 0;
    goneSlots.length = 0;
  }

  function vocabulary(): readonly string[] {
    flush();
    if (added.length === 0 && emptied * 8 <= sorted.length) return sorted;
    const live = (term: string): boolean => {
      if (terms.get(term)!.postings.length > 0) return true;
      terms.delete(term);
      return false;
    };
    const fresh = added.filter(live).sort();
    const kept = emptied > 0 ? sorted.filter(live) : sorted;
    const merged: string[] = new Array<string>(kept.length + fresh.length);
    let from = 0;
    let next = 0;
    for (const term of fresh) {
      while (from < kept.length && kept[from]! < term) merged[next++] = kept[from++]!;
      merged[next++] = term;
    }
    while (from < kept.length) merged[next++] = kept[from++]!;
    sorted = merged;
    added = [];
    emptied = 0;
    return sorted;
  }

  function add(slot: number, fields: readonly (readonly string[])[]): void {
    flush();
    reserve(slot);
    for (let field = 0; field < fieldCount; field++) {
      const fieldTerms = fields[field] ?? [];
      fieldLengths[slot * fieldCount + field] = Math.min(fieldTerms.length, 0xffff);
      totalLengths[field] = totalLengths[field]! + fieldTerms.length;
      const typoField = typoFields[field] === true;
      for (const term of fieldTerms) {
        let entry = terms.get(term);
        if (entry === undefined) {
          entry = { term, postings: [], typoWord: isTypoWord(term), typoPostings: 0 };
          terms.set(term, entry);
          added.push(term);
        }
        entry.postings.push(slot * (FIELD_MASK + 1) + field);
        if (typoField && entry.typoWord && entry.typoPostings++ === 0) typoTargets = null;
      }
    }
    size++;
  }

  function remove(slot: number, fields: readonly (readonly string[])[]): void {
    for (let field = 0; field < fieldCount; field++) {
      const fieldTerms = fields[field] ?? [];
      totalLengths[field] = totalLengths[field]! - fieldTerms.length;
      fieldLengths[slot * fieldCount + field] = 0;
      for (const term of fieldTerms) {
        const entry = terms.get(term);
        if (entry !== undefined) leaving.add(entry);
      }
    }
    gone[slot] = 1;
    goneSlots.push(slot);
    size--;
  }

  /** The terms a query word matches, each with the weight of its kind of match. */
  function expand(query: TTermQuery, sortedTerms: readonly string[]): { entries: TTerm[]; weights: number[] } {
    const entries: TTerm[] = [];
    const weights: number[] = [];
    const exact = terms.get(query.term);
    if (exact !== undefined && exact.postings.length > 0) {
      entries.push(exact);
      weights.push(1);
    }
    const seen = new Set<string>([query.term]);
    if (query.prefix) {
      const end = endOfPrefix(sortedTerms, query.term, 0);
      for (let index = lowerBound(sortedTerms, query.term); index < end; index++) {
        const term = sortedTerms[index]!;
        if (seen.has(term)) continue;
        seen.add(term);
        const entry = terms.get(term)!;
        if (entry.postings.length === 0) continue;
        entries.push(entry);
        weights.push((PREFIX_WEIGHT * term.length) / (term.length + 0.3 * (term.length - query.term.length)));
      }
    }
    if (query.maxTypos > 0) {
      typoTargets ??= sortedTerms.filter((term) => terms.get(term)!.typoPostings > 0);
      forEachTermWithin(typoTargets, query.term, query.maxTypos, (term, distance) => {
        if (seen.has(term)) return;
        const entry = terms.get(term)!;
        if (entry.postings.length === 0) return;
        entries.push(entry);
        weights.push((TYPO_WEIGHT * term.length) / (term.length + distance));
      });
    }
    return { entries, weights };
  }

  function search(queries: readonly TTermQuery[], combine: 'and' | 'or'): TTextMatches {
    const sortedTerms = vocabulary();
    const expanded = queries.map((query) => expand(query, sortedTerms));
    const empty = { slots: new Int32Array(0), scores };
    if (expanded.length === 0 || (combine === 'and' && expanded.some(({ entries }) => entries.length === 0)))
      return empty;
    // The rarest word first: the later words of an AND only visit products the first ones kept.
    const cost = (words: { entries: TTerm[] }): number =>
      words.entries.reduce((sum, entry) => sum + entry.postings.length, 0);
    if (combine === 'and') expanded.sort((a, b) => cost(a) - cost(b));

    if (markBase > 0x3fff_0000) {
      marks.fill(0);
      markBase = 0;
    }
    const base = markBase;
    markBase += expanded.length + 1;
    const averages = Array.from(totalLengths, (total) => (size > 0 ? total / size : 0));
    const perField = new Float64Array(fieldCount);
    const fieldDocuments = new Int32Array(fieldCount);
    let found = 0;

    expanded.forEach(({ entries, weights }, word) => {
      const before = base + word; // an AND keeps a product only if it matched every earlier word
      const done = base + word + 1;
      entries.forEach((entry, entryIndex) => {
        const postings = entry.postings;
        fieldDocuments.fill(0);
        for (const posting of postings) fieldDocuments[posting & FIELD_MASK]!++;
        for (let field = 0; field < fieldCount; field++) {
          const matching = fieldDocuments[field]!;
          const inverse = Math.log(1 + (size - matching + 0.5) / (matching + 0.5));
          perField[field] = weights[entryIndex]! * fieldBoosts[field]! * inverse;
        }
        for (const posting of postings) {
          const slot = posting >>> FIELD_BITS;
          const mark = marks[slot]!;
          if (combine === 'and') {
            if (word === 0) {
              if (mark !== done) {
                marks[slot] = done;
                scores[slot] = 0;
                touched[found++] = slot;
              }
            } else if (mark === before) {
              marks[slot] = done;
            } else if (mark !== done) {
              continue;
            }
          } else {
            if (mark <= base) {
              scores[slot] = 0;
              matchedWords[slot] = 0;
              touched[found++] = slot;
            }
            if (mark !== done) {
              marks[slot] = done;
              matchedWords[slot]!++;
            }
          }
          const field = posting & FIELD_MASK;
          const length = fieldLengths[slot * fieldCount + field]!;
          const average = averages[field]! || 1;
          scores[slot] = scores[slot]! + perField[field]! * (D + (K + 1) / (1 + K * (1 - B + (B * length) / average)));
        }
      });
    });

    const slots = new Int32Array(found);
    let kept = 0;
    const all = base + expanded.length;
    for (let index = 0; index < found; index++) {
      const slot = touched[index]!;
      if (combine === 'and') {
        if (marks[slot] !== all) continue;
        scores[slot] = scores[slot]! * expanded.length;
      } else {
        scores[slot] = scores[slot]! * matchedWords[slot]!;
      }
      slots[kept++] = slot;
    }
    return { slots: slots.subarray(0, kept), scores };
  }

  return {
    add,
    remove,
    has: (term) => {
      flush();
      return (terms.get(term)?.postings.length ?? 0) > 0;
    },
    search,
    compact: () => {
      flush();
      // A copy holds exactly its items; an array grown by pushes holds up to half as many again.
      for (const entry of terms.values()) entry.postings = entry.postings.slice();
    },
    get size() {
      return size;
    },
  };
}
