import { describe, expect, it } from 'vitest';
import type { TOrderHistoryEntry } from '@voltia/domain';
import { OWNER_UID, STAFF_UID, T0, daysAfter } from '@voltia/domain/testing';
import {
  describeOrderHistoryEntry,
  orderActorLabel,
  orderActorName,
  orderProgress,
  orderStatusText,
  shipmentRows,
} from './order-view';

const customer = { uid: OWNER_UID, name: 'Ana López' };
const staff = { uid: STAFF_UID, name: 'Mariana López Herrera' };

const created: TOrderHistoryEntry = { at: T0, by: customer, from: null, to: 'confirmed', note: null };
const preparing: TOrderHistoryEntry = { at: daysAfter(1), by: staff, from: 'confirmed', to: 'preparing', note: null };
const asCustomer = (by: TOrderHistoryEntry['by']) => orderActorLabel(by, OWNER_UID);
const shipped: TOrderHistoryEntry = {
  at: daysAfter(2),
  by: staff,
  from: 'preparing',
  to: 'shipped',
  note: 'Paquetería: Estafeta · Guía: 123456',
};

describe('orderProgress', () => {
  it('marks the steps reached, the current one and those to come, with when each was reached', () => {
    expect(orderProgress('preparing', [created, preparing])).toEqual([
      { status: 'confirmed', label: 'Confirmado', state: 'done', at: T0 },
      { status: 'preparing', label: 'En preparación', state: 'current', at: daysAfter(1) },
      { status: 'shipped', label: 'Enviado', state: 'upcoming', at: null },
      { status: 'delivered', label: 'Entregado', state: 'upcoming', at: null },
    ]);
  });

  it('a delivered order has every step behind it; a step missing from the history has no date', () => {
    const steps = orderProgress('delivered', [created, shipped]);
    expect(steps?.map((step) => step.state)).toEqual(['done', 'done', 'done', 'current']);
    expect(steps?.map((step) => step.at)).toEqual([T0, null, daysAfter(2), null]);
  });

  it('a cancelled order has left the way: no steps', () => {
    expect(orderProgress('cancelled', [created])).toBeNull();
  });
});

describe('orderStatusText', () => {
  it('says in Spanish what each status means to the customer', () => {
    expect(orderStatusText('confirmed')).toContain('Recibimos tu pedido');
    expect(orderStatusText('shipped')).toContain('en camino');
    expect(orderStatusText('cancelled')).toContain('se canceló');
  });
});

describe('orderActorLabel', () => {
  it('names the viewer "Tú" and anyone else as the company’s staff', () => {
    expect(orderActorLabel(customer, OWNER_UID)).toBe('Tú');
    expect(orderActorLabel(staff, OWNER_UID)).toBe('Mariana López Herrera (Voltia)');
    expect(orderActorLabel({ uid: 'scheduler', name: ' ' }, OWNER_UID)).toBe('Voltia');
  });
});

describe('orderActorName', () => {
  it('names whoever moved the order as the history keeps it, the company for an entry without a name', () => {
    expect(orderActorName(staff)).toBe('Mariana López Herrera');
    expect(orderActorName(customer)).toBe('Ana López');
    expect(orderActorName({ uid: 'scheduler', name: ' ' })).toBe('Voltia');
  });
});

describe('describeOrderHistoryEntry', () => {
  it('the first entry is the order made from the accepted quote', () => {
    expect(describeOrderHistoryEntry(created, asCustomer)).toEqual({
      title: 'Confirmado',
      who: 'Tú',
      at: T0,
      status: 'confirmed',
      detail: 'Se creó el pedido al aceptar la cotización.',
      note: null,
    });
  });

  it('a move reads as its status, with the shipment or the reason as its note', () => {
    expect(describeOrderHistoryEntry(preparing, asCustomer)).toMatchObject({
      title: 'En preparación',
      who: 'Mariana López Herrera (Voltia)',
      detail: null,
      note: null,
    });
    expect(describeOrderHistoryEntry(shipped, asCustomer).note).toEqual({
      label: 'Envío',
      text: 'Paquetería: Estafeta · Guía: 123456',
    });
    const cancelled: TOrderHistoryEntry = { ...preparing, to: 'cancelled', note: 'Sin existencias' };
    expect(describeOrderHistoryEntry(cancelled, asCustomer).note).toEqual({
      label: 'Motivo de la cancelación',
      text: 'Sin existencias',
    });
  });

  it('names who moved it as the reader is told (staff read the name itself)', () => {
    expect(describeOrderHistoryEntry(preparing, orderActorName).who).toBe('Mariana López Herrera');
    expect(describeOrderHistoryEntry(created, orderActorName).who).toBe('Ana López');
  });
});

describe('shipmentRows', () => {
  it('shows the carrier and the tracking number once the order has left', () => {
    expect(shipmentRows({ status: 'shipped', carrier: 'Estafeta', tracking_number: '123456' })).toEqual([
      ['Paquetería', 'Estafeta'],
      ['Número de guía', '123456'],
    ]);
    expect(shipmentRows({ status: 'delivered', carrier: '', tracking_number: null })).toEqual([
      ['Paquetería', 'Sin dato'],
      ['Número de guía', 'Sin dato'],
    ]);
  });

  it('is null before it ships and for a cancelled order', () => {
    expect(shipmentRows({ status: 'preparing', carrier: null, tracking_number: null })).toBeNull();
    expect(shipmentRows({ status: 'cancelled', carrier: null, tracking_number: null })).toBeNull();
  });
});
