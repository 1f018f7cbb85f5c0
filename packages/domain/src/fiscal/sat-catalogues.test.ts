import { describe, expect, it } from 'vitest';
import {
  FORMAS_PAGO,
  FORMA_PAGO_KEYS,
  METODOS_PAGO,
  METODO_PAGO_KEYS,
  PAYMENT_MESSAGES,
  REGIMENES_FISCALES,
  REGIMEN_FISCAL_KEYS,
  SAT_CATALOGUES_SOURCE,
  USOS_CFDI,
  USOS_NOT_FOR_SALES_INVOICES,
  USO_CFDI_KEYS,
  appliesTo,
  catalogueLabel,
  isUsoAllowed,
  metodoFormaPagoProblem,
  regimenFiscal,
  usoCfdi,
} from './sat-catalogues';
import type { TRegimenFiscal, TUsoCfdi } from './sat-catalogues';

const unique = (keys: readonly string[]) => new Set(keys).size === keys.length;
const uso = (key: string) => usoCfdi(key) as TUsoCfdi;

describe('SAT catalogues', () => {
  it('name their source and the version they reflect', () => {
    expect(SAT_CATALOGUES_SOURCE.publisher).toBe('SAT');
    expect(SAT_CATALOGUES_SOURCE.document).toContain('catCFDI');
    expect(SAT_CATALOGUES_SOURCE.valid_from).toBe('2022-01-01');
  });

  it('c_RegimenFiscal has every current key, once', () => {
    expect(REGIMEN_FISCAL_KEYS).toEqual([
      '601',
      '603',
      '605',
      '606',
      '607',
      '608',
      '610',
      '611',
      '612',
      '614',
      '615',
      '616',
      '620',
      '621',
      '622',
      '623',
      '624',
      '625',
      '626',
    ]);
    expect(unique(REGIMEN_FISCAL_KEYS)).toBe(true);
    for (const regimen of REGIMENES_FISCALES) {
      expect(regimen.description, regimen.key).not.toBe('');
      expect(regimen.fisica || regimen.moral, regimen.key).toBe(true);
    }
  });

  it('c_RegimenFiscal says who each régimen is for, as the catalogue does', () => {
    const forWhom = (persona: 'fisica' | 'moral') =>
      REGIMENES_FISCALES.filter((regimen) => appliesTo(regimen, persona)).map((regimen) => regimen.key);
    expect(forWhom('moral')).toEqual(['601', '603', '610', '620', '622', '623', '624', '626']);
    expect(forWhom('fisica')).toEqual([
      '605',
      '606',
      '607',
      '608',
      '610',
      '611',
      '612',
      '614',
      '615',
      '616',
      '621',
      '625',
      '626',
    ]);
    expect(regimenFiscal('601')?.description).toBe('General de Ley Personas Morales');
    expect(regimenFiscal('626')?.description).toBe('Régimen Simplificado de Confianza');
    expect(regimenFiscal('609')).toBeUndefined(); // Consolidación: no longer in the CFDI 4.0 catalogue
  });

  it('c_UsoCFDI has every current key, once', () => {
    expect(USO_CFDI_KEYS).toEqual([
      'G01',
      'G02',
      'G03',
      'I01',
      'I02',
      'I03',
      'I04',
      'I05',
      'I06',
      'I07',
      'I08',
      'D01',
      'D02',
      'D03',
      'D04',
      'D05',
      'D06',
      'D07',
      'D08',
      'D09',
      'D10',
      'S01',
      'CP01',
      'CN01',
    ]);
    expect(unique(USO_CFDI_KEYS)).toBe(true);
    expect(usoCfdi('P01')).toBeUndefined(); // "Por definir": CFDI 3.3 only
    expect(uso('G03').description).toBe('Gastos en general.');
    expect(uso('I04').description).toBe('Equipo de computo y accesorios.'); // sic, as SAT writes it
  });

  it("every use's régimen list refers to existing régimenes, once each", () => {
    for (const row of USOS_CFDI) {
      expect(row.regimenes.length, row.key).toBeGreaterThan(0);
      expect(unique(row.regimenes), row.key).toBe(true);
      for (const key of row.regimenes) expect(REGIMEN_FISCAL_KEYS, `${row.key} → ${key}`).toContain(key);
    }
  });

  it('every use can be used by each person type it applies to, with some régimen of that type', () => {
    for (const row of USOS_CFDI) {
      for (const persona of ['fisica', 'moral'] as const) {
        if (!appliesTo(row, persona)) continue;
        const usable = row.regimenes.some((key) => appliesTo(regimenFiscal(key) as TRegimenFiscal, persona));
        expect(usable, `${row.key} ${persona}`).toBe(true);
      }
    }
  });

  it("c_UsoCFDI's rows carry the catalogue's person types and régimen lists", () => {
    expect(uso('G03').regimenes).toEqual(['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626']);
    expect(uso('G02').regimenes).toContain('616');
    expect(uso('G01').regimenes).not.toContain('616');
    expect(uso('G03').regimenes).not.toContain('605');
    expect(uso('D01')).toMatchObject({ fisica: true, moral: false });
    expect(uso('D10').regimenes).toEqual(['605', '606', '608', '611', '612', '614', '607', '615', '625']);
    expect(uso('S01').regimenes).toHaveLength(19);
    expect(uso('S01').regimenes).toEqual(uso('CP01').regimenes);
    expect(uso('CN01')).toMatchObject({ fisica: true, moral: false, regimenes: ['605'] });
  });

  it('allows a use only for its person types and régimenes', () => {
    expect(isUsoAllowed(uso('G03'), '601', 'moral')).toBe(true);
    expect(isUsoAllowed(uso('G03'), '612', 'fisica')).toBe(true);
    expect(isUsoAllowed(uso('G03'), '605', 'fisica')).toBe(false);
    expect(isUsoAllowed(uso('D01'), '612', 'fisica')).toBe(true);
    expect(isUsoAllowed(uso('D01'), '626', 'moral')).toBe(false);
    expect(isUsoAllowed(uso('S01'), '616', 'fisica')).toBe(true);
  });

  it('keeps payment-receipt and payroll uses away from sales invoices', () => {
    expect(USOS_NOT_FOR_SALES_INVOICES).toEqual(['CP01', 'CN01']);
    for (const key of USOS_NOT_FOR_SALES_INVOICES) expect(USO_CFDI_KEYS).toContain(key);
  });

  it('c_FormaPago and c_MetodoPago have every current key, once', () => {
    expect(FORMA_PAGO_KEYS).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '08',
      '12',
      '13',
      '14',
      '15',
      '17',
      '23',
      '24',
      '25',
      '26',
      '27',
      '28',
      '29',
      '30',
      '31',
      '99',
    ]);
    expect(unique(FORMA_PAGO_KEYS)).toBe(true);
    expect(FORMAS_PAGO.find((forma) => forma.key === '03')?.description).toBe('Transferencia electrónica de fondos');
    expect(FORMAS_PAGO.find((forma) => forma.key === '99')?.description).toBe('Por definir');
    expect(METODO_PAGO_KEYS).toEqual(['PUE', 'PPD']);
    expect(METODOS_PAGO.map((metodo) => metodo.description)).toEqual([
      'Pago en una sola exhibición',
      'Pago en parcialidades o diferido',
    ]);
  });

  it('PPD needs forma de pago 99 and PUE refuses it', () => {
    expect(metodoFormaPagoProblem('PPD', '99')).toBeUndefined();
    expect(metodoFormaPagoProblem('PUE', '99')).toBe(PAYMENT_MESSAGES.pueRefusesPorDefinir);
    for (const forma of FORMA_PAGO_KEYS.filter((key) => key !== '99')) {
      expect(metodoFormaPagoProblem('PPD', forma), forma).toBe(PAYMENT_MESSAGES.ppdNeedsPorDefinir);
      expect(metodoFormaPagoProblem('PUE', forma), forma).toBeUndefined();
    }
  });

  it('labels a row by key and description, without the final period', () => {
    expect(catalogueLabel(uso('G03'))).toBe('G03 Gastos en general');
    expect(catalogueLabel(regimenFiscal('612') as TRegimenFiscal)).toBe(
      '612 Personas Físicas con Actividades Empresariales y Profesionales',
    );
    expect(catalogueLabel(uso('CP01'))).toBe('CP01 Pagos');
  });
});
