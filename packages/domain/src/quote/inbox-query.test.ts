import { describe, expect, it } from 'vitest';
import {
  DEFAULT_INBOX_FILTER,
  EPOCH,
  inboxCountConditions,
  inboxFilterFromParams,
  inboxFilterToParams,
  inboxQueryPlan,
  inboxQueryShapes,
} from './inbox-query';

const params = (query: string) => new URLSearchParams(query);

describe('inbox filter in the URL', () => {
  it('reads and writes the same filter, defaults left out', () => {
    const filter = inboxFilterFromParams(params('estado=sent&mias=1&q=norte&orden=espera'));
    expect(filter).toEqual({ tab: 'sent', mine: true, search: 'norte', sort: 'waiting' });
    expect(inboxFilterToParams(filter)).toEqual({ estado: 'sent', mias: '1', q: 'norte', orden: 'espera' });
    expect(inboxFilterToParams(DEFAULT_INBOX_FILTER)).toEqual({});
  });

  it('forgives anything unknown', () => {
    expect(inboxFilterFromParams(params('estado=draft&mias=yes&q=' + 'x'.repeat(200) + '&orden=zzz'))).toEqual(
      DEFAULT_INBOX_FILTER,
    );
  });
});

describe('inboxQueryPlan', () => {
  it('all quotes, newest first: requested ones only, by request date', () => {
    expect(inboxQueryPlan(DEFAULT_INBOX_FILTER, 'me')).toEqual({
      conditions: [{ field: 'submitted_at', op: '>', value: EPOCH }],
      orderBy: { field: 'submitted_at', direction: 'desc' },
      residualTokens: [],
      sort: 'recent',
    });
  });

  it('a tab, mine and a search become equality and array filters; the longest word goes to Firestore', () => {
    const plan = inboxQueryPlan({ tab: 'in_review', mine: true, search: 'Jorge Constructora', sort: 'recent' }, 'me');
    expect(plan.conditions).toEqual([
      { field: 'status', op: '==', value: 'in_review' },
      { field: 'assignee.uid', op: '==', value: 'me' },
      { field: 'search_keys', op: 'array-contains', value: 'constructora' },
    ]);
    expect(plan.residualTokens).toEqual(['jorge']);
  });

  it('a number searched asks for either key', () => {
    expect(inboxQueryPlan({ ...DEFAULT_INBOX_FILTER, search: '123' }, 'me').conditions).toEqual([
      { field: 'search_keys', op: 'array-contains-any', value: ['123', '#123'] },
    ]);
  });

  it('waiting: the quotes waiting for staff, the longest wait first; a search keeps the recent order', () => {
    expect(inboxQueryPlan({ ...DEFAULT_INBOX_FILTER, sort: 'waiting' }, 'me')).toMatchObject({
      conditions: [{ field: 'waiting_since', op: '>', value: EPOCH }],
      orderBy: { field: 'waiting_since', direction: 'asc' },
      sort: 'waiting',
    });
    expect(inboxQueryPlan({ ...DEFAULT_INBOX_FILTER, sort: 'waiting', search: 'norte' }, 'me')).toMatchObject({
      orderBy: { field: 'submitted_at' },
      sort: 'recent',
    });
  });

  it('counts a tab under the rest of the filter', () => {
    expect(inboxCountConditions({ ...DEFAULT_INBOX_FILTER, mine: true }, 'sent', 'me')).toEqual([
      { field: 'status', op: '==', value: 'sent' },
      { field: 'assignee.uid', op: '==', value: 'me' },
    ]);
    expect(inboxCountConditions(DEFAULT_INBOX_FILTER, 'all', 'me')).toEqual([
      { field: 'submitted_at', op: '>', value: EPOCH },
    ]);
  });

  it('lists every query shape once', () => {
    const shapes = inboxQueryShapes();
    expect(new Set(shapes.map((shape) => JSON.stringify(shape))).size).toBe(shapes.length);
    expect(shapes.length).toBe(12);
  });
});
