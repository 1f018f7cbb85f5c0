import { describe, expect, it } from 'vitest';
import { describeSeedSummary, resolveProjectId } from './seed-cli';

describe('resolveProjectId', () => {
  it('defaults to demo-voltia', () => {
    expect(resolveProjectId([], {})).toBe('demo-voltia');
    expect(resolveProjectId([], { GCLOUD_PROJECT: ' ' })).toBe('demo-voltia');
  });

  it('reads GCLOUD_PROJECT', () => {
    expect(resolveProjectId([], { GCLOUD_PROJECT: 'demo-otro' })).toBe('demo-otro');
  });

  it('prefers the command line over GCLOUD_PROJECT', () => {
    const env = { GCLOUD_PROJECT: 'demo-env' };
    expect(resolveProjectId(['demo-arg'], env)).toBe('demo-arg');
    expect(resolveProjectId(['--project', 'demo-flag'], env)).toBe('demo-flag');
    expect(resolveProjectId(['--project=demo-eq'], env)).toBe('demo-eq');
  });
});

describe('describeSeedSummary', () => {
  it('says in Spanish what was loaded, the sales inbox, its orders with their history and the stats included', () => {
    const text = describeSeedSummary({
      projectId: 'demo-voltia',
      categories: 14,
      brands: 30,
      products: 383,
      suppliers: 8,
      users: 6,
      profiles: 6,
      fiscalData: 2,
      deliverySites: 4,
      staffMembers: 2,
      quotes: 17,
      inboxQuotes: 16,
      desks: 16,
      historyEntries: 218,
      messages: 10,
      orders: 7,
      orderHistoryEntries: 21,
      prices: 383,
      priceHistory: 8,
      statsDays: 42,
    });
    expect(text).toBe(
      'Datos demo cargados en demo-voltia: 14 categorías, 30 marcas, 383 productos, 8 proveedores, 6 usuarios ' +
        '(2 del personal de ventas), 17 cotizaciones (16 en la bandeja de ventas, con 16 hojas de precios, ' +
        '218 entradas de historial y 10 mensajes), 7 pedidos (con 21 entradas de historial); ' +
        'lista de precios de 383 productos con 8 cambios en su historial; ' +
        'estadísticas de 42 días.',
    );
  });

  it('counts the orders and their history entries in the singular for one, in the plural otherwise', () => {
    const summary = {
      projectId: 'demo-voltia',
      categories: 1,
      brands: 1,
      products: 1,
      suppliers: 1,
      users: 1,
      profiles: 1,
      fiscalData: 0,
      deliverySites: 0,
      staffMembers: 1,
      quotes: 3,
      inboxQuotes: 3,
      desks: 3,
      historyEntries: 9,
      messages: 0,
      prices: 1,
      priceHistory: 0,
      statsDays: 0,
    };
    expect(describeSeedSummary({ ...summary, orders: 2, orderHistoryEntries: 5 })).toContain(
      '0 mensajes), 2 pedidos (con 5 entradas de historial); lista de precios',
    );
    expect(describeSeedSummary({ ...summary, orders: 1, orderHistoryEntries: 1 })).toContain(
      '0 mensajes), 1 pedido (con 1 entrada de historial); lista de precios',
    );
    expect(describeSeedSummary({ ...summary, orders: 0, orderHistoryEntries: 0 })).toContain(
      '0 mensajes), 0 pedidos (con 0 entradas de historial); lista de precios',
    );
  });
});
