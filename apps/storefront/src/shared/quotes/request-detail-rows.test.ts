import { makeRequestDetails } from '@voltia/domain/testing';
import { describe, expect, it } from 'vitest';
import { requestDetailRows } from './request-detail-rows';

describe('requestDetailRows', () => {
  it('lists every confirmed detail, a dash for missing notes', () => {
    const rows = requestDetailRows(makeRequestDetails({ notes: null }));
    expect(rows.map(([label]) => label)).toEqual([
      'Contacto',
      'Correo',
      'Teléfono',
      'Empresa',
      'Identificación fiscal',
      'Ciudad de entrega',
      'Notas de la solicitud',
    ]);
    expect(rows.at(-1)).toEqual(['Notas de la solicitud', '—']);
    expect(rows[3]).toEqual(['Empresa', 'Constructora Norte']);
  });

  it('shows the phone formatted, however it was stored', () => {
    expect(requestDetailRows(makeRequestDetails({ phone: '+528181234567' }))[2]).toEqual([
      'Teléfono',
      '+52 81 8123 4567',
    ]);
  });
});
