import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimQuote } from '../cart/claim-quote';
import { newQuote } from '../cart/new-quote';
import { AppError } from '../errors/app-error';
import { isErrorCode } from '../errors/error-catalogue';
import { makeDeskLine, makeRequestDetails, OTHER_UID, OWNER_UID, STAFF_UID, T0 } from '../testing/factories';
import { allowedMoves, applyQuoteMove } from './apply-quote-move';
import { ZQuoteDocument, quoteInvariantViolations } from './quote-document';
import type { TQuoteDocument } from './quote-document';
import { QUOTE_MOVE_TYPES, QUOTE_TRANSITIONS } from './quote-move';
import type { TQuoteActor, TQuoteMove, TQuoteMoveType } from './quote-move';
import { QUOTE_STATUSES, isFinalQuoteStatus } from './quote-status';
import type { TQuoteStatus } from './quote-status';

const HOUR = 3_600_000;
const QUOTE_NUMBER = 'COT-2025-000042';

/** A move whose time-dependent parts are filled in once the step's time is known. */
type TMoveAt = (now: Date) => TQuoteMove;

const text = fc.constantFrom('', '   ', '¿Qué calibre?', 'Precio alto', 'x'.repeat(40));

const arbPricedLine = fc
  .record({
    product_id: fc.constantFrom('p1', 'p2', 'p3'),
    unit_price_cents: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(1, 9990, 150_000) },
      { weight: 1, arbitrary: fc.constantFrom(null, 0, -1) },
    ),
  })
  .map(({ product_id, unit_price_cents }) =>
    makeDeskLine({ product_id, sku: product_id.toUpperCase(), unit_price_cents }),
  );

const arbMove: fc.Arbitrary<TMoveAt> = fc.oneof(
  fc.integer({ min: 0, max: 3 }).map((lineCount): TMoveAt => () => ({
    type: 'submit',
    lineCount,
    details: makeRequestDetails(),
    quote_number: QUOTE_NUMBER,
  })),
  fc.constant((): TQuoteMove => ({ type: 'start_review' })),
  text.map((message): TMoveAt => () => ({ type: 'request_info', message })),
  text.map((message): TMoveAt => () => ({ type: 'answer_info', message })),
  fc
    .record({
      lines: fc.oneof(
        // Mostly distinct lines, usually priced; sometimes duplicates, to hit that refusal too.
        { weight: 4, arbitrary: fc.uniqueArray(arbPricedLine, { selector: (line) => line.product_id, maxLength: 3 }) },
        { weight: 1, arbitrary: fc.array(arbPricedLine, { maxLength: 3 }) },
      ),
      validHours: fc.integer({ min: -48, max: 24 * 30 }),
      terms: text,
    })
    .map(({ lines, validHours, terms }): TMoveAt => (now) => ({
      type: 'send',
      lines,
      valid_until: new Date(now.getTime() + validHours * HOUR),
      terms,
    })),
  fc.constant((): TQuoteMove => ({ type: 'accept' })),
  text.map((reason): TMoveAt => () => ({ type: 'reject', reason })),
  fc.constant((): TQuoteMove => ({ type: 'withdraw' })),
  fc.constant((): TQuoteMove => ({ type: 'expire' })),
  fc.option(text, { nil: undefined }).map(
    (reason): TMoveAt =>
      () =>
        reason === undefined ? { type: 'cancel' } : { type: 'cancel', reason },
  ),
);

const arbActor: fc.Arbitrary<TQuoteActor> = fc.oneof(
  fc
    .record({
      uid: fc.constantFrom(OWNER_UID, OWNER_UID, OTHER_UID),
      isAnonymous: fc.constantFrom(undefined, false, true),
    })
    .map(({ uid, isAnonymous }): TQuoteActor =>
      isAnonymous === undefined ? { role: 'customer', uid } : { role: 'customer', uid, isAnonymous },
    ),
  fc.constant<TQuoteActor>({ role: 'staff', uid: STAFF_UID }),
  fc.constant<TQuoteActor>({ role: 'system', uid: 'scheduler' }),
);

// Mostly small time steps so offers are usually still valid, with the odd long gap that lets them lapse.
const arbAdvanceHours = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: 0, max: 24 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 24 * 40 }) },
);

/**
 * A step is either a random move by a random actor (mostly refused, which tests the refusals) or a
 * guided one: some party makes a move the table offers them, with a valid payload, which drives the
 * quote deep into the lifecycle so the properties are checked in every status.
 */
const arbStep = fc.record({
  actor: arbActor,
  move: arbMove,
  advanceHours: arbAdvanceHours,
  guided: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
  pick: fc.nat(),
});

type TStep = { actor: TQuoteActor; move: TMoveAt; guided: boolean; pick: number };

const PARTIES: readonly TQuoteActor[] = [
  { role: 'customer', uid: OWNER_UID },
  { role: 'staff', uid: STAFF_UID },
  { role: 'system', uid: 'scheduler' },
];

/** Starting points: a fresh anonymous cart, or the same cart claimed by its owner. */
const arbStart = fc.boolean().map((claimed): TQuoteDocument => {
  const fresh = newQuote({ ownerUid: OWNER_UID, now: T0, kind: 'cart' });
  if (!fresh.ok) throw fresh.error;
  if (!claimed) return fresh.value;
  const owned = claimQuote(fresh.value, { uid: OWNER_UID, displayName: 'Ana López' }, T0);
  if (!owned.ok) throw owned.error;
  return owned.value;
});

/** The actor and move for a step: its random ones, or a guided pick among what the parties are offered. */
function choose(step: TStep, quote: TQuoteDocument, now: Date): { actor: TQuoteActor; move: TQuoteMove } {
  if (step.guided) {
    const options = PARTIES.flatMap((actor) => allowedMoves(quote, actor, now).map((type) => ({ actor, type })));
    // Cancelling is offered almost everywhere; offering it rarely lets walks reach the later statuses.
    const forward = options.filter((option) => option.type !== 'cancel');
    const pool = forward.length > 0 && step.pick % 8 !== 0 ? forward : options;
    const option = pool[Math.floor(step.pick / 8) % Math.max(pool.length, 1)];
    if (option !== undefined) return { actor: option.actor, move: validMove(option.type, now) };
  }
  return { actor: step.actor, move: step.move(now) };
}

/** A payload that satisfies every payload rule of `type` at `now`. */
function validMove(type: TQuoteMoveType, now: Date): TQuoteMove {
  switch (type) {
    case 'submit':
      return { type, lineCount: 1, details: makeRequestDetails(), quote_number: QUOTE_NUMBER };
    case 'request_info':
    case 'answer_info':
      return { type, message: 'mensaje' };
    case 'send':
      return { type, lines: [makeDeskLine()], valid_until: new Date(now.getTime() + 24 * HOUR), terms: '' };
    case 'reject':
      return { type, reason: 'motivo' };
    default:
      return { type } as TQuoteMove;
  }
}

const IMMUTABLE_FIELDS = [
  'source',
  'alias',
  'created_at',
  'isAnonymous',
  'customer',
  'owner',
  'requote_of',
  'assignee',
] as const;

describe('quote lifecycle properties', () => {
  it('random moves by random actors never break the rules of the table', () => {
    const reached = new Set<TQuoteStatus>();
    const moved = new Set<TQuoteMoveType>();

    fc.assert(
      fc.property(arbStart, fc.array(arbStep, { minLength: 5, maxLength: 50 }), (start, steps) => {
        let quote = start;
        let now = T0;
        reached.add(quote.status);
        for (const step of steps) {
          now = new Date(now.getTime() + step.advanceHours * HOUR);
          const { actor, move } = choose(step, quote, now);
          const offered = allowedMoves(quote, actor, now);
          const result = applyQuoteMove(quote, actor, move, now);

          if (isFinalQuoteStatus(quote.status)) {
            // Final statuses stay final.
            expect(result.ok).toBe(false);
            expect(offered).toEqual([]);
          }
          if (!offered.includes(move.type)) expect(result.ok).toBe(false);

          if (!result.ok) {
            expect(result.error).toBeInstanceOf(AppError);
            expect(isErrorCode(result.error.code)).toBe(true);
            continue;
          }

          const rule = QUOTE_TRANSITIONS[move.type];
          const next = result.value;
          // Only listed transitions happen, made by a listed role.
          expect(rule.from).toContain(quote.status);
          expect(next.status).toBe(rule.to);
          expect(rule.roles).toContain(actor.role);
          // Customers never make staff or system moves, and only on their own quote.
          if (actor.role === 'customer') {
            expect(rule.roles).toContain('customer');
            expect(actor.uid).toBe(quote.owner);
          }
          // The new quote is a valid document with its invariants intact.
          expect(ZQuoteDocument.safeParse(next).success).toBe(true);
          expect(quoteInvariantViolations(next)).toEqual([]);
          expect(next.updated_at).toBe(now);
          for (const field of IMMUTABLE_FIELDS) expect(next[field]).toEqual(quote[field]);
          // A quote's number is given once; an offer, once made, is only ever replaced by a newer one.
          if (quote.quote_number !== null) expect(next.quote_number).toBe(quote.quote_number);
          if (quote.offer !== null) expect(next.offer?.version ?? 0).toBeGreaterThanOrEqual(quote.offer.version);

          quote = next;
          reached.add(quote.status);
          moved.add(move.type);
        }
      }),
      { numRuns: 500 },
    );

    // The generators are rich enough to reach every status and make every move; otherwise the
    // properties above would hold vacuously.
    expect([...reached].sort()).toEqual([...QUOTE_STATUSES].sort());
    expect([...moved].sort()).toEqual([...QUOTE_MOVE_TYPES].sort());
  }, 60_000);

  it('every move allowedMoves offers succeeds with a valid payload, and nothing else ever succeeds', () => {
    fc.assert(
      fc.property(
        arbStart,
        fc.array(fc.record({ actor: arbActor, pick: fc.nat(), advanceHours: arbAdvanceHours }), { maxLength: 30 }),
        (start, steps) => {
          let quote = start;
          let now = T0;
          for (const step of steps) {
            now = new Date(now.getTime() + step.advanceHours * HOUR);
            const offered = allowedMoves(quote, step.actor, now);
            for (const type of QUOTE_MOVE_TYPES) {
              const result = applyQuoteMove(quote, step.actor, validMove(type, now), now);
              expect(result.ok, `${type} by ${step.actor.role} from ${quote.status}`).toBe(offered.includes(type));
            }
            if (offered.length === 0) continue;
            const type = offered[step.pick % offered.length] as TQuoteMoveType;
            const result = applyQuoteMove(quote, step.actor, validMove(type, now), now);
            if (result.ok) quote = result.value;
          }
        },
      ),
      { numRuns: 300 },
    );
  }, 60_000);
});
