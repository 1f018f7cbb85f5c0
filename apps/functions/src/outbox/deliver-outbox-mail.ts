import type { THandlerLogger } from '../http/http-types';
import { MAIL_FROM } from '../mailing/mail-templates';
import type { TMailAttachment, TRenderedMail } from '../mailing/mail-templates';
import type { TOutboxStore } from './outbox-store';

export type TDeliveryDeps = {
  readonly outbox: TOutboxStore;
  readonly send: (mail: TRenderedMail) => Promise<void>;
  /** The quote's PDF as the customer downloads it. */
  readonly quotePdf: (quoteId: string) => Promise<TMailAttachment>;
  /** The order's confirmation PDF as the customer downloads it. */
  readonly orderPdf: (orderId: string) => Promise<TMailAttachment>;
  readonly now: () => Date;
  readonly logger: THandlerLogger;
};

/**
 * Sends one email of the outbox, at most once: it is claimed first (a concurrent or retried
 * delivery finds it claimed and does nothing), then sent, then marked sent. A failed send gives it
 * back for the sweep. Returns whether this call sent it.
 */
export async function deliverOutboxMail(id: string, deps: TDeliveryDeps): Promise<boolean> {
  const mail = await deps.outbox.claim(id, deps.now());
  if (mail === undefined) return false;
  try {
    const attachments = [
      ...(mail.attach_quote_pdf ? [await deps.quotePdf(mail.quote_id)] : []),
      ...(mail.attach_order_pdf ? [await deps.orderPdf(mail.quote_id)] : []),
    ];
    await deps.send({
      from: MAIL_FROM,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments,
    });
  } catch (error) {
    deps.logger.error(
      { err: error, mailId: id, kind: mail.kind, quoteId: mail.quote_id },
      'outbox mail not sent; it stays queued',
    );
    await deps.outbox.release(id, error instanceof Error ? error.message : String(error));
    return false;
  }
  await deps.outbox.markSent(id, deps.now());
  deps.logger.info({ mailId: id, kind: mail.kind, quoteId: mail.quote_id }, 'outbox mail sent');
  return true;
}

/** Delivers several, one after another; a failure of one does not stop the others. */
export async function deliverOutboxMails(ids: readonly string[], deps: TDeliveryDeps): Promise<number> {
  let sent = 0;
  for (const id of ids) {
    try {
      if (await deliverOutboxMail(id, deps)) sent += 1;
    } catch (error) {
      deps.logger.error({ err: error, mailId: id }, 'outbox delivery failed');
    }
  }
  return sent;
}

/** The sweep: what is still pending (or whose sender vanished) gets another attempt. */
export async function sweepOutbox(deps: TDeliveryDeps, limit = 100): Promise<number> {
  const ids = await deps.outbox.listDeliverable(deps.now(), limit);
  return deliverOutboxMails(ids, deps);
}
