import { describe, expect, it } from 'vitest';
import { makeFiscalData } from '../testing/factories';
import { fiscalDataRows } from './fiscal-data-rows';

describe('fiscalDataRows', () => {
  it('names every field, the régimen and the uso by their SAT key and description', () => {
    expect(fiscalDataRows(makeFiscalData())).toEqual([
      ['RFC', 'CNO150312H14'],
      ['Razón social', 'CONSTRUCTORA NORTE'],
      ['Régimen fiscal', '601 General de Ley Personas Morales'],
      ['Uso del CFDI', 'G03 Gastos en general'],
      ['Código postal fiscal', '64000'],
      ['Correo para facturas', 'facturas@constructora-norte.example'],
    ]);
  });
});
