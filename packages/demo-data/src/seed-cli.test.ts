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
  it('says in Spanish what was loaded, the sales inbox, its orders and the stats included', () => {
    const text = describeSeedSummary({
      projectId: 'demo-voltia',
      categories: 14,
      brands: 30,
      products: 383,
      suppliers: 8,
      users: 6,
      profiles: 6,
      fiscalData: 1,
      deliverySites: 2,
      staffMembers: 2,
      quotes: 11,
      inboxQuotes: 10,
      desks: 10,
      historyEntries: 120,
      messages: 6,
      orders: 1,
      prices: 383,
      priceHistory: 8,
      statsDays: 42,
    });
    expect(text).toBe(
      'Datos demo cargados en demo-voltia: 14 categorías, 30 marcas, 383 productos, 8 proveedores, 6 usuarios ' +
        '(2 del personal de ventas), 11 cotizaciones (10 en la bandeja de ventas, con 10 hojas de precios, ' +
        '120 entradas de historial y 6 mensajes), 1 pedido; lista de precios de 383 productos con 8 cambios en su historial; ' +
        'estadísticas de 42 días.',
    );
  });

  it('counts the orders in the plural when there are several', () => {
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
    expect(describeSeedSummary({ ...summary, orders: 2 })).toContain('0 mensajes), 2 pedidos; lista de precios');
    expect(describeSeedSummary({ ...summary, orders: 0 })).toContain('0 mensajes), 0 pedidos; lista de precios');
  });
});
