import { describe, expect, it } from 'vitest';
import { assignHistoryEntry, historyActor, moveHistoryEntry, requoteHistoryEntry } from '@voltia/domain';
import { OWNER_UID, STAFF_UID, T0 } from '@voltia/domain/testing';
import { actorLabel, describeHistoryEntry } from './quote-history-view';

const customer = historyActor(OWNER_UID, 'customer', 'Ana López');
const staff = historyActor(STAFF_UID, 'staff', 'Mariana López Herrera');
const scheduler = historyActor('scheduler', 'system', null);

describe('actorLabel', () => {
  it('names the viewer "Tú", staff by name with the company, and the scheduler as the company', () => {
    expect(actorLabel(customer, OWNER_UID)).toBe('Tú');
    expect(actorLabel(customer, 'someone-else')).toBe('Ana López');
    expect(actorLabel(staff, OWNER_UID)).toBe('Mariana López Herrera (Voltia)');
    expect(actorLabel(scheduler, OWNER_UID)).toBe('Voltia');
  });
});

describe('describeHistoryEntry', () => {
  it('a move reads as the status it led to, with who and when', () => {
    expect(describeHistoryEntry(moveHistoryEntry(staff, 'send', 'in_review', 'sent', null, T0), OWNER_UID)).toEqual({
      title: 'Enviada',
      who: 'Mariana López Herrera (Voltia)',
      at: T0,
      status: 'sent',
      note: null,
      link: null,
    });
  });

  it('names what the note of each move is', () => {
    const note = (entry: Parameters<typeof describeHistoryEntry>[0]) => describeHistoryEntry(entry, OWNER_UID)?.note;
    expect(
      note(moveHistoryEntry(staff, 'request_info', 'in_review', 'info_requested', '¿Voltaje de la bobina?', T0)),
    ).toEqual({ label: 'Pregunta', text: '¿Voltaje de la bobina?' });
    expect(note(moveHistoryEntry(customer, 'answer_info', 'info_requested', 'in_review', '220 V', T0))).toEqual({
      label: 'Respuesta',
      text: '220 V',
    });
    expect(note(moveHistoryEntry(customer, 'reject', 'sent', 'rejected', 'Precio alto', T0))).toEqual({
      label: 'Motivo del rechazo',
      text: 'Precio alto',
    });
    expect(note(moveHistoryEntry(customer, 'cancel', 'requested', 'cancelled', 'Ya no se necesita', T0))).toEqual({
      label: 'Motivo de la cancelación',
      text: 'Ya no se necesita',
    });
  });

  it("an expiry is the company's", () => {
    expect(
      describeHistoryEntry(moveHistoryEntry(scheduler, 'expire', 'sent', 'expired', null, T0), OWNER_UID),
    ).toMatchObject({ title: 'Vencida', who: 'Voltia' });
  });

  it('a requote links to the other quote, both ways', () => {
    expect(
      describeHistoryEntry(requoteHistoryEntry(customer, 'to', 'q-new', 'COT-2026-000124', T0), OWNER_UID),
    ).toMatchObject({
      title: 'Se volvió a cotizar',
      link: { quoteId: 'q-new', label: 'Nueva cotización COT-2026-000124' },
    });
    expect(
      describeHistoryEntry(requoteHistoryEntry(customer, 'from', 'q-old', 'COT-2026-000123', T0), OWNER_UID),
    ).toMatchObject({
      title: 'Cotización nueva a partir de otra',
      link: { quoteId: 'q-old', label: 'Viene de la cotización COT-2026-000123' },
    });
  });

  it('leaves out what is meant for staff only', () => {
    expect(
      describeHistoryEntry(assignHistoryEntry(staff, null, { uid: STAFF_UID, name: 'Mariana' }, T0), OWNER_UID),
    ).toBeNull();
  });
});
