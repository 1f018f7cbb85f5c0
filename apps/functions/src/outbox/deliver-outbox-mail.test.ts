import { describe, expect, it, vi } from 'vitest';
import { deliverOutboxMail, deliverOutboxMails, sweepOutbox } from './deliver-outbox-mail';
import type { TDeliveryDeps } from './deliver-outbox-mail';
import { mayClaimOutboxMail, OUTBOX_LEASE_MS, OUTBOX_MAX_ATTEMPTS } from './outbox-mail';
import type { TOutboxMail, TOutboxState } from './outbox-mail';
import type { TOutboxStore } from './outbox-store';

const NOW = new Date('2026-04-10T12:00:00Z');

function mail(id: string, attachPdf = false): TOutboxMail {
  return {
    id,
    kind: attachPdf ? 'offer_sent' : 'customer_message',
    quote_id: 'q-1',
    to: 'ana@cliente.example',
    subject: 'Asunto',
    text: 'Texto',
    html: '<p>Texto</p>',
    attach_quote_pdf: attachPdf,
    attach_order_pdf: false,
    created_at: NOW,
  };
}

/** An order's confirmation: it attaches the order's PDF (its quote_id is the order's id). */
function orderConfirmation(id: string): TOutboxMail {
  return { ...mail(id), kind: 'order_confirmed', quote_id: 'order-1', attach_order_pdf: true };
}

/** An outbox in memory with the same claim rule as Firestore's. */
function memoryOutbox(mails: TOutboxMail[]) {
  const rows = new Map(
    mails.map((m) => [m.id, { mail: m, state: { status: 'pending', attempts: 0, lease_until: null } as TOutboxState }]),
  );
  const store: TOutboxStore = {
    claim: async (id, now) => {
      const row = rows.get(id);
      if (row === undefined || !mayClaimOutboxMail(row.state, now)) return undefined;
      row.state = {
        status: 'sending',
        attempts: row.state.attempts + 1,
        lease_until: new Date(now.getTime() + OUTBOX_LEASE_MS),
      };
      return row.mail;
    },
    markSent: async (id) => {
      const row = rows.get(id);
      if (row) row.state = { ...row.state, status: 'sent', lease_until: null };
    },
    release: async (id) => {
      const row = rows.get(id);
      if (row) row.state = { ...row.state, status: 'pending', lease_until: null };
    },
    listDeliverable: async (now) =>
      [...rows.entries()].filter(([, row]) => mayClaimOutboxMail(row.state, now)).map(([id]) => id),
  };
  return { rows, store };
}

function deps(store: TOutboxStore): TDeliveryDeps & {
  send: ReturnType<typeof vi.fn>;
  quotePdf: ReturnType<typeof vi.fn>;
  orderPdf: ReturnType<typeof vi.fn>;
} {
  const log = vi.fn();
  return {
    outbox: store,
    send: vi.fn(async () => undefined),
    quotePdf: vi.fn(async () => ({
      filename: 'COT.pdf',
      content: Buffer.from('%PDF'),
      contentType: 'application/pdf',
    })),
    orderPdf: vi.fn(async (orderId: string) => ({
      filename: 'PED-2026-000001.pdf',
      content: Buffer.from(`%PDF ${orderId}`),
      contentType: 'application/pdf',
    })),
    now: () => NOW,
    logger: { info: log, warn: log, error: log },
  };
}

describe('outbox delivery', () => {
  it('sends a queued email once, with the PDF when asked, and marks it sent', async () => {
    const { rows, store } = memoryOutbox([mail('m1', true)]);
    const d = deps(store);
    expect(await deliverOutboxMail('m1', d)).toBe(true);
    expect(d.send).toHaveBeenCalledWith(
      expect.objectContaining({
        to: 'ana@cliente.example',
        subject: 'Asunto',
        attachments: [expect.objectContaining({ filename: 'COT.pdf' })],
      }),
    );
    expect(rows.get('m1')?.state.status).toBe('sent');
    // A retried or concurrent delivery finds it taken and sends nothing.
    expect(await deliverOutboxMail('m1', d)).toBe(false);
    expect(d.send).toHaveBeenCalledTimes(1);
  });

  it("an order's confirmation carries the order's PDF, and only that; other emails attach nothing", async () => {
    const { rows, store } = memoryOutbox([orderConfirmation('m1'), mail('m2')]);
    const d = deps(store);
    expect(await deliverOutboxMails(['m1', 'm2'], d)).toBe(2);
    expect(d.orderPdf).toHaveBeenCalledTimes(1);
    expect(d.orderPdf).toHaveBeenCalledWith('order-1');
    expect(d.quotePdf).not.toHaveBeenCalled();
    expect(d.send).toHaveBeenNthCalledWith(
      1,
      expect.objectContaining({
        attachments: [
          { filename: 'PED-2026-000001.pdf', content: Buffer.from('%PDF order-1'), contentType: 'application/pdf' },
        ],
      }),
    );
    expect(d.send).toHaveBeenNthCalledWith(2, expect.objectContaining({ attachments: [] }));
    expect(rows.get('m1')?.state.status).toBe('sent');
  });

  it('an order PDF that cannot be made leaves the confirmation queued for the sweep, unsent', async () => {
    const { rows, store } = memoryOutbox([orderConfirmation('m1')]);
    const d = deps(store);
    d.orderPdf.mockRejectedValueOnce(new Error('order order-1 not found for its PDF'));
    expect(await deliverOutboxMail('m1', d)).toBe(false);
    expect(d.send).not.toHaveBeenCalled();
    expect(rows.get('m1')?.state).toMatchObject({ status: 'pending', attempts: 1 });
    expect(await sweepOutbox(d)).toBe(1);
    expect(d.send).toHaveBeenCalledWith(
      expect.objectContaining({ attachments: [expect.objectContaining({ filename: 'PED-2026-000001.pdf' })] }),
    );
  });

  it('two deliveries at once send one email', async () => {
    const { store } = memoryOutbox([mail('m1')]);
    const d = deps(store);
    const results = await Promise.all([deliverOutboxMail('m1', d), deliverOutboxMail('m1', d)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(d.send).toHaveBeenCalledTimes(1);
  });

  it('a failed send stays queued for the sweep, which sends it later', async () => {
    const { rows, store } = memoryOutbox([mail('m1'), mail('m2')]);
    const d = deps(store);
    d.send.mockRejectedValueOnce(new Error('ECONNREFUSED'));
    expect(await deliverOutboxMails(['m1', 'm2'], d)).toBe(1);
    expect(rows.get('m1')?.state).toMatchObject({ status: 'pending', attempts: 1 });
    expect(d.logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ mailId: 'm1' }),
      'outbox mail not sent; it stays queued',
    );
    expect(await sweepOutbox(d)).toBe(1);
    expect(rows.get('m1')?.state.status).toBe('sent');
  });
});

describe('mayClaimOutboxMail', () => {
  it('pending, or claimed by a sender whose lease ran out, and not after too many attempts', () => {
    expect(mayClaimOutboxMail({ status: 'pending', attempts: 0, lease_until: null }, NOW)).toBe(true);
    expect(mayClaimOutboxMail({ status: 'sending', attempts: 1, lease_until: new Date(NOW.getTime() + 1) }, NOW)).toBe(
      false,
    );
    expect(mayClaimOutboxMail({ status: 'sending', attempts: 1, lease_until: NOW }, NOW)).toBe(true);
    expect(mayClaimOutboxMail({ status: 'sending', attempts: 1, lease_until: null }, NOW)).toBe(false);
    expect(mayClaimOutboxMail({ status: 'sent', attempts: 1, lease_until: null }, NOW)).toBe(false);
    expect(mayClaimOutboxMail({ status: 'pending', attempts: OUTBOX_MAX_ATTEMPTS, lease_until: null }, NOW)).toBe(
      false,
    );
  });
});
