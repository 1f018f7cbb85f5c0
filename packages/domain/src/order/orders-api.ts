import { z } from 'zod';
import { functionFileRoute, functionRoute } from '../api/function-route';
import { ZQuoteId } from '../quote/quotes-api';
import { ZOrderMove, ZOrderStatus } from './order-status';

// The order routes of the `quotes` function (orders are what its accepted offers become), as both
// ends use them (api/function-route.ts): POST /order-move answers JSON, POST /order-pdf the file.

/** An order's id: the id of the quote it came from. */
export const ZOrderId = ZQuoteId;

/** POST /order-move: staff move an order along its lifecycle. */
export const ZOrderMoveRequest = z.object({ orderId: ZOrderId, move: ZOrderMove }).strict();
export type TOrderMoveRequest = z.infer<typeof ZOrderMoveRequest>;

/** POST /order-pdf: just the order. */
export const ZOrderOnlyRequest = z.object({ orderId: ZOrderId }).strict();
export type TOrderOnlyRequest = z.infer<typeof ZOrderOnlyRequest>;

/** What an order route answers (200): the order and the status it is in now. */
export const ZOrderAnswer = z.object({ orderId: z.string(), status: ZOrderStatus });
export type TOrderAnswer = z.infer<typeof ZOrderAnswer>;

export const ORDER_ROUTES = {
  move: functionRoute('quotes', '/order-move', ZOrderMoveRequest, ZOrderAnswer),
  /** The order's confirmation as a PDF, for its customer and staff. */
  pdf: functionFileRoute('quotes', '/order-pdf', ZOrderOnlyRequest, 'application/pdf'),
} as const;

/** The order confirmation's file name, wherever it is served or saved: its number (PED-2026-000001.pdf). */
export function orderPdfFilename(orderNumber: string): string {
  return `${orderNumber}.pdf`;
}
