import { describe, expect, it } from 'vitest';
import { RFC_MESSAGES } from '../supplier/rfc';
import { CODIGO_POSTAL_MESSAGE } from './codigo-postal';
import {
  FISCAL_DATA_MESSAGES,
  ZFiscalData,
  fiscalDataCrossFieldProblems,
  fiscalDataFieldErrors,
  regimenPersonaMessage,
  regimenesFor,
  usoNotAllowedMessage,
  usosFor,
} from './fiscal-data';
import { INVOICE_RFC_MESSAGES } from './invoice-rfc';
import { RAZON_SOCIAL_MESSAGES, regimenCapitalMessage } from './razon-social';
import { REGIMENES_FISCALES, USO_CFDI_KEYS, regimenFiscal, usoCfdi } from './sat-catalogues';
import type { TRegimenFiscal, TUsoCfdi } from './sat-catalogues';

const COMPANY = 'EKU9003173C9'; // SAT's CFDI 4.0 test taxpayer, a persona moral
const PERSON = 'GODE561231GR8'; // a persona física (python-stdnum's example)

const company = {
  rfc: ' eku-900317 3c9 ',
  razon_social: 'Escuela Kemper Urgate',
  regimen_fiscal: '601',
  codigo_postal: ' 42501 ',
  uso_cfdi: 'G01',
  invoice_email: ' Compras@Kemper.mx ',
};
const person = {
  ...company,
  rfc: PERSON,
  razon_social: 'Diego García Esparza',
  regimen_fiscal: '612',
  uso_cfdi: 'G03',
};

/** The message of each field that failed, by field. */
const errorsOf = (input: unknown) => fiscalDataFieldErrors(input);
const regimen = (key: string) => regimenFiscal(key) as TRegimenFiscal;
const uso = (key: string) => usoCfdi(key) as TUsoCfdi;

describe('ZFiscalData', () => {
  it('accepts a company and a person, normalised', () => {
    expect(ZFiscalData.parse(company)).toEqual({
      rfc: COMPANY,
      razon_social: 'ESCUELA KEMPER URGATE',
      regimen_fiscal: '601',
      codigo_postal: '42501',
      uso_cfdi: 'G01',
      invoice_email: 'compras@kemper.mx',
    });
    expect(ZFiscalData.parse(person)).toMatchObject({ rfc: PERSON, razon_social: 'DIEGO GARCÍA ESPARZA' });
    expect(errorsOf(company)).toEqual({});
  });

  it('puts every field-level problem on its own field at once', () => {
    expect(errorsOf({})).toEqual({
      rfc: RFC_MESSAGES.required,
      razon_social: RAZON_SOCIAL_MESSAGES.required,
      regimen_fiscal: FISCAL_DATA_MESSAGES.regimen,
      codigo_postal: CODIGO_POSTAL_MESSAGE,
      uso_cfdi: FISCAL_DATA_MESSAGES.uso,
      invoice_email: FISCAL_DATA_MESSAGES.emailRequired,
    });
    expect(
      errorsOf({ ...company, rfc: 'EKU9003173C8', regimen_fiscal: '609', uso_cfdi: 'P01', invoice_email: 'compras@' }),
    ).toEqual({
      rfc: INVOICE_RFC_MESSAGES.checkDigit,
      regimen_fiscal: FISCAL_DATA_MESSAGES.regimen,
      uso_cfdi: FISCAL_DATA_MESSAGES.uso,
      invoice_email: 'El correo electrónico no es válido.',
    });
  });

  it('refuses the foreign generic RFC on the rfc field', () => {
    const parsed = ZFiscalData.safeParse({ ...person, rfc: 'XEXX010101000', regimen_fiscal: '616', uso_cfdi: 'S01' });
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: ['rfc'], message: INVOICE_RFC_MESSAGES.foreign }),
    ]);
  });

  it("refuses a régimen of the other person type on the régimen's field", () => {
    const parsed = ZFiscalData.safeParse({ ...person, regimen_fiscal: '601' });
    expect(parsed.error?.issues).toEqual([
      expect.objectContaining({ path: ['regimen_fiscal'], message: regimenPersonaMessage(regimen('601'), 'fisica') }),
    ]);
    expect(regimenPersonaMessage(regimen('601'), 'fisica')).toBe(
      'El régimen 601 General de Ley Personas Morales no es para personas físicas: tu RFC es de persona física (13 caracteres).',
    );
    expect(errorsOf({ ...company, regimen_fiscal: '612' })).toEqual({
      regimen_fiscal: regimenPersonaMessage(regimen('612'), 'moral'),
    });
  });

  it("refuses a uso the catalogue does not allow, on the uso's field", () => {
    expect(errorsOf({ ...company, uso_cfdi: 'D01' })).toEqual({
      uso_cfdi: 'El uso D01 Honorarios médicos, dentales y gastos hospitalarios no es para personas morales.',
    });
    expect(errorsOf({ ...person, regimen_fiscal: '605', uso_cfdi: 'G03' })).toEqual({
      uso_cfdi:
        'El uso G03 Gastos en general no se permite con el régimen 605 Sueldos y Salarios e Ingresos Asimilados a Salarios.',
    });
    expect(usoNotAllowedMessage(uso('G01'), regimen('616'), 'fisica')).toBe(
      'El uso G01 Adquisición de mercancías no se permite con el régimen 616 Sin obligaciones fiscales.',
    );
    expect(errorsOf({ ...company, uso_cfdi: 'CP01' })).toEqual({ uso_cfdi: FISCAL_DATA_MESSAGES.usoNotForSales });
    expect(errorsOf({ ...person, regimen_fiscal: '605', uso_cfdi: 'CN01' })).toEqual({
      uso_cfdi: FISCAL_DATA_MESSAGES.usoNotForSales,
    });
  });

  it('holds público en general to régimen 616 and uso S01', () => {
    const publico = { ...person, rfc: 'XAXX010101000', razon_social: 'MARIA TERESA GARZA LEAL' };
    expect(ZFiscalData.safeParse({ ...publico, regimen_fiscal: '616', uso_cfdi: 'S01' }).success).toBe(true);
    expect(errorsOf({ ...publico, regimen_fiscal: '612', uso_cfdi: 'G03' })).toEqual({
      regimen_fiscal: FISCAL_DATA_MESSAGES.publicoEnGeneralRegimen,
      uso_cfdi: FISCAL_DATA_MESSAGES.publicoEnGeneralUso,
    });
    // The catalogue allows G02 with 616; the generic RFC still does not.
    expect(uso('G02').regimenes).toContain('616');
    expect(errorsOf({ ...publico, regimen_fiscal: '616', uso_cfdi: 'G02' })).toEqual({
      uso_cfdi: FISCAL_DATA_MESSAGES.publicoEnGeneralUso,
    });
  });

  it('asks público en general for the buyer\'s name: "PUBLICO EN GENERAL" is the factura global\'s', () => {
    const publico = { ...person, rfc: 'XAXX010101000', regimen_fiscal: '616', uso_cfdi: 'S01' };
    for (const name of ['PUBLICO EN GENERAL', 'Público en  general'])
      expect(errorsOf({ ...publico, razon_social: name })).toEqual({
        razon_social: FISCAL_DATA_MESSAGES.publicoEnGeneralNombre,
      });
    // A person's name with the generic RFC is an individual invoice; any name with a real RFC is theirs.
    expect(ZFiscalData.safeParse({ ...publico, razon_social: 'MARIA TERESA GARZA LEAL' }).success).toBe(true);
  });

  it("refuses a company's name with its régimen de capital, but not a person's", () => {
    expect(errorsOf({ ...company, razon_social: 'Escuela Kemper Urgate, S.A. de C.V.' })).toEqual({
      razon_social: regimenCapitalMessage('S.A. DE C.V.', 'ESCUELA KEMPER URGATE'),
    });
    expect(ZFiscalData.safeParse({ ...person, razon_social: 'DIEGO GARCIA SA' }).success).toBe(true);
  });

  it('checks across fields even while another field is wrong', () => {
    expect(errorsOf({ ...person, regimen_fiscal: '601', invoice_email: 'no-es-correo' })).toEqual({
      regimen_fiscal: regimenPersonaMessage(regimen('601'), 'fisica'),
      invoice_email: 'El correo electrónico no es válido.',
    });
    // A missing field or a wrong type is an aborting issue in zod: the cross-field rules run anyway.
    expect(errorsOf({ ...person, regimen_fiscal: '601', codigo_postal: 64000, invoice_email: undefined })).toEqual({
      regimen_fiscal: regimenPersonaMessage(regimen('601'), 'fisica'),
      codigo_postal: CODIGO_POSTAL_MESSAGE,
      invoice_email: FISCAL_DATA_MESSAGES.emailRequired,
    });
  });

  it('has no field to blame for input that is not an object', () => {
    expect(ZFiscalData.safeParse(null).success).toBe(false);
    expect(errorsOf(null)).toEqual({});
  });

  it('judges nothing across fields while the RFC is wrong or the keys unknown', () => {
    const data = { rfc: COMPANY, razon_social: 'X SA DE CV', regimen_fiscal: '601', uso_cfdi: 'G03' };
    expect(fiscalDataCrossFieldProblems({ ...data, rfc: 'EKU9003173C8' })).toEqual({});
    expect(fiscalDataCrossFieldProblems({ ...data, regimen_fiscal: '', uso_cfdi: 'D01' })).toEqual({
      razon_social: regimenCapitalMessage('SA DE CV', 'X'),
    });
    expect(fiscalDataCrossFieldProblems({ ...data, razon_social: 'X', uso_cfdi: '' })).toEqual({});
  });
});

describe('regimenesFor and usosFor', () => {
  const keys = (rows: readonly { readonly key: string }[]) => rows.map((row) => row.key);

  it('offer the régimenes of the RFC person type', () => {
    expect(keys(regimenesFor(COMPANY))).toEqual(['601', '603', '610', '620', '622', '623', '624', '626']);
    expect(keys(regimenesFor(PERSON.toLowerCase()))).toEqual(keys(REGIMENES_FISCALES.filter((row) => row.fisica)));
    expect(keys(regimenesFor('xaxx 010101 000'))).toEqual(['616']);
    expect(regimenesFor('XEXX010101000')).toEqual([]);
    expect(regimenesFor('EKU90031')).toEqual([]);
  });

  it('offer the usos allowed on a sales invoice for the régimen and person type', () => {
    expect(keys(usosFor('601', COMPANY))).toEqual([
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
      'S01',
    ]);
    expect(keys(usosFor('605', PERSON))).toEqual([
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
    ]);
    expect(keys(usosFor('616', PERSON))).toEqual(['G02', 'S01']);
    expect(keys(usosFor('616', 'XAXX010101000'))).toEqual(['S01']);
    expect(usosFor('601', PERSON)).toEqual([]);
    expect(usosFor('999', COMPANY)).toEqual([]);
  });

  it('agree with ZFiscalData: every option offered is accepted, every other uso refused', () => {
    for (const rfc of [COMPANY, PERSON, 'XAXX010101000']) {
      for (const { key: regimen_fiscal } of regimenesFor(rfc)) {
        const offered = keys(usosFor(regimen_fiscal, rfc));
        for (const uso_cfdi of USO_CFDI_KEYS) {
          const errors = errorsOf({ ...company, razon_social: 'ACME', rfc, regimen_fiscal, uso_cfdi });
          expect(errors, `${rfc} ${regimen_fiscal} ${uso_cfdi}`).toEqual(
            offered.includes(uso_cfdi) ? {} : { uso_cfdi: expect.any(String) },
          );
        }
      }
    }
  });
});
