import { z } from 'zod';
import { ZDeskLine, ZDiscountApproval } from './desk/quote-desk';
import { ZWellFormedText } from '../text/well-formed-text';
import { QUOTE_MESSAGE_MAX_LENGTH, QUOTE_REASON_MAX_LENGTH } from './quote-limits';
import { ZQuoteNumber } from './quote-number';
import { ZQuoteRequestDetails } from './quote-request-details';
import { ZCalendarDay } from './quote-validity';
import { ZOrderAcceptance } from '../order/order-acceptance';
import type { TQuoteStatus } from './quote-status';

export const QUOTE_ACTOR_ROLES = ['customer', 'staff', 'system'] as const;
export const ZQuoteActorRole = z.enum(QUOTE_ACTOR_ROLES);
export type TQuoteActorRole = z.infer<typeof ZQuoteActorRole>;

/**
 * Who asks for a move. The caller derives the role from a verified token (the staff gate for staff,
 * the scheduler for system), never from what a client says about itself.
 */
export const ZQuoteActor = z.object({
  role: ZQuoteActorRole,
  uid: z.string().min(1),
  /** True for a Firebase anonymous user; such a customer may build a cart but not submit it. */
  isAnonymous: z.boolean().optional(),
});
export type TQuoteActor = z.infer<typeof ZQuoteActor>;

// Texts are checked for emptiness by the rules (with their own error codes), only bounded here.
const ZMessage = ZWellFormedText.max(QUOTE_MESSAGE_MAX_LENGTH);
const ZReason = ZWellFormedText.max(QUOTE_REASON_MAX_LENGTH);

export const ZQuoteMove = z.discriminatedUnion('type', [
  /**
   * The customer asks for prices; `lineCount` is the number of lines in the cart sub-collection and
   * `quote_number` the number the caller allocated for it.
   */
  z.object({
    type: z.literal('submit'),
    lineCount: z.number().int().min(0),
    details: ZQuoteRequestDetails,
    quote_number: ZQuoteNumber,
  }),
  z.object({ type: z.literal('start_review') }),
  z.object({ type: z.literal('request_info'), message: ZMessage }),
  z.object({ type: z.literal('answer_info'), message: ZMessage }),
  // The desk's lines as stored (the caller reads them; a client never sends prices with a move). A
  // date that is missing or invalid is refused by the rule with a clear validity error.
  z.object({
    type: z.literal('send'),
    lines: z.array(ZDeskLine),
    valid_until: z.instanceof(Date).nullable(),
    /** The offer's terms, shown to the customer with the prices. */
    terms: ZMessage,
    /** The desk's discount approval, as stored (a discount above the threshold needs one by someone else). */
    discount_approval: ZDiscountApproval.nullable().optional(),
    /** Each product's cost in cents, as the price list has it (read by the caller; absent: unknown). */
    costs: z.record(z.string(), z.number().int().min(0)).optional(),
    /** The sender confirmed sending lines priced below their cost. */
    below_cost_confirmed: z.boolean().optional(),
  }),
  z.object({ type: z.literal('accept') }),
  z.object({ type: z.literal('reject'), reason: ZReason }),
  z.object({ type: z.literal('withdraw') }),
  z.object({ type: z.literal('expire') }),
  z.object({ type: z.literal('cancel'), reason: ZReason.optional() }),
]);
export type TQuoteMove = z.infer<typeof ZQuoteMove>;
export type TQuoteMoveType = TQuoteMove['type'];

export const QUOTE_MOVE_TYPES = [
  'submit',
  'start_review',
  'request_info',
  'answer_info',
  'send',
  'accept',
  'reject',
  'withdraw',
  'expire',
  'cancel',
] as const satisfies readonly TQuoteMoveType[];

export type TQuoteTransition = {
  readonly from: readonly TQuoteStatus[];
  readonly to: TQuoteStatus;
  readonly roles: readonly TQuoteActorRole[];
};

/** The quote lifecycle as data: each move, the statuses it leaves, where it lands, and who may make it. */
export const QUOTE_TRANSITIONS: Readonly<Record<TQuoteMoveType, TQuoteTransition>> = {
  submit: { from: ['draft'], to: 'requested', roles: ['customer'] },
  start_review: { from: ['requested'], to: 'in_review', roles: ['staff'] },
  request_info: { from: ['in_review'], to: 'info_requested', roles: ['staff'] },
  answer_info: { from: ['info_requested'], to: 'in_review', roles: ['customer'] },
  send: { from: ['in_review'], to: 'sent', roles: ['staff'] },
  accept: { from: ['sent'], to: 'accepted', roles: ['customer'] },
  reject: { from: ['sent'], to: 'rejected', roles: ['customer'] },
  withdraw: { from: ['sent'], to: 'in_review', roles: ['staff'] },
  expire: { from: ['sent'], to: 'expired', roles: ['system'] },
  cancel: { from: ['requested', 'in_review', 'info_requested'], to: 'cancelled', roles: ['customer', 'staff'] },
};

/**
 * The moves a person may ask for over HTTP (POST /move of the quotes function). Submit has its own
 * route; expire is the scheduler's. A send names only the validity day and the terms: the lines and
 * prices are the desk's, read by the function.
 */
export const ZQuoteMoveRequest = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start_review') }).strict(),
  z.object({ type: z.literal('request_info'), message: ZMessage }).strict(),
  z.object({ type: z.literal('answer_info'), message: ZMessage }).strict(),
  /** `below_cost_confirmed`: the rep saw the lines priced below their cost and sends them anyway. */
  z
    .object({
      type: z.literal('send'),
      valid_until_day: ZCalendarDay,
      terms: ZMessage,
      below_cost_confirmed: z.boolean().optional(),
    })
    .strict(),
  /** `order`: what the order needs (purchase order, delivery site, how they pay); the fiscal data is the profile's. */
  z.object({ type: z.literal('accept'), order: ZOrderAcceptance }).strict(),
  z.object({ type: z.literal('reject'), reason: ZReason }).strict(),
  z.object({ type: z.literal('withdraw') }).strict(),
  z.object({ type: z.literal('cancel'), reason: ZReason.optional() }).strict(),
]);
export type TQuoteMoveRequest = z.infer<typeof ZQuoteMoveRequest>;

/** Button labels for the moves the UI offers. */
export const QUOTE_MOVE_LABELS: Readonly<Record<TQuoteMoveType, string>> = {
  submit: 'Solicitar cotización',
  start_review: 'Iniciar revisión',
  request_info: 'Solicitar información',
  answer_info: 'Responder',
  send: 'Enviar cotización',
  accept: 'Aceptar cotización',
  reject: 'Rechazar cotización',
  withdraw: 'Retirar para revisar',
  expire: 'Marcar como vencida',
  cancel: 'Cancelar cotización',
};
