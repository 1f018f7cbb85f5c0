import { describe, expect, it } from 'vitest';
import { ILL_FORMED_TEXT_MESSAGE } from '../text/is-well-formed-text';
import {
  RAZON_SOCIAL_MAX_LENGTH,
  RAZON_SOCIAL_MESSAGES,
  ZRazonSocial,
  normalizeRazonSocial,
  regimenCapitalMessage,
  splitRegimenCapital,
} from './razon-social';

describe('razón social', () => {
  it('is stored upper case, trimmed, with single spaces', () => {
    expect(normalizeRazonSocial('  Materiales   eléctricos\tdel Norte ')).toBe('MATERIALES ELÉCTRICOS DEL NORTE');
    expect(ZRazonSocial.parse(' peña y asociados ')).toBe('PEÑA Y ASOCIADOS');
  });

  it.each([
    ['Materiales Eléctricos del Norte, S.A. de C.V.', 'MATERIALES ELÉCTRICOS DEL NORTE', 'S.A. DE C.V.'],
    ['GRUPO VOLTIA SA DE CV', 'GRUPO VOLTIA', 'SA DE CV'],
    ['Grupo Voltia S. A. de C. V.', 'GRUPO VOLTIA', 'S. A. DE C. V.'],
    ['CONSTRUCTORA DEL BAJIO S DE RL DE CV', 'CONSTRUCTORA DEL BAJIO', 'S DE RL DE CV'],
    ['Iluminación Integral, S. de R.L. de C.V.', 'ILUMINACIÓN INTEGRAL', 'S. DE R.L. DE C.V.'],
    ['INVERSIONES DEL NORTE SAPI DE CV', 'INVERSIONES DEL NORTE', 'SAPI DE CV'],
    ['Inversiones del Norte, S.A.P.I. de C.V.', 'INVERSIONES DEL NORTE', 'S.A.P.I. DE C.V.'],
    ['DESPACHO LOPEZ Y ASOCIADOS SC', 'DESPACHO LOPEZ Y ASOCIADOS', 'SC'],
    ['Fundación Luz para Todos, A.C.', 'FUNDACIÓN LUZ PARA TODOS', 'A.C.'],
    ['TECNOLOGIA SOLAR SAS DE CV', 'TECNOLOGIA SOLAR', 'SAS DE CV'],
    ['CABLES Y CONDUCTORES SA', 'CABLES Y CONDUCTORES', 'SA'],
    ['Electro Norte Sociedad Anónima de Capital Variable', 'ELECTRO NORTE', 'SOCIEDAD ANÓNIMA DE CAPITAL VARIABLE'],
    ['AGRICOLA DEL VALLE S. P. R. DE R. L. DE C. V.', 'AGRICOLA DEL VALLE', 'S. P. R. DE R. L. DE C. V.'],
    ['Hermanos Garza, S. en C.S.', 'HERMANOS GARZA', 'S. EN C.S.'],
    ['GARZA Y TREVIÑO S EN NC', 'GARZA Y TREVIÑO', 'S EN NC'],
    ['Electricistas Unidos, S.C. de R.S.', 'ELECTRICISTAS UNIDOS', 'S.C. DE R.S.'],
    [
      'Electricistas Unidos Sociedad Cooperativa de Responsabilidad Limitada',
      'ELECTRICISTAS UNIDOS',
      'SOCIEDAD COOPERATIVA DE RESPONSABILIDAD LIMITADA',
    ],
    ['Financiera del Norte, S.A. de C.V., SOFOM, E.N.R.', 'FINANCIERA DEL NORTE', 'S.A. DE C.V., SOFOM, E.N.R.'],
    ['PRODUCTORES DEL VALLE ARIC', 'PRODUCTORES DEL VALLE', 'ARIC'],
  ])('finds the régimen de capital in %j', (typed, name, regimen_capital) => {
    expect(splitRegimenCapital(typed)).toEqual({ name, regimen_capital });
  });

  it.each([
    'CASA ELECTRICA DEL CENTRO', // ends in CENTRO, not a régimen
    'COMERCIALIZADORA OSA', // OSA ends in SA but is a word of the name
    'DISTRIBUIDORA MASAC', // and MASAC in AC
    'JUAN PEREZ LOPEZ',
    'SA DE CV', // nothing but a régimen: left for the person to fix
    'SC',
    '',
  ])('leaves %j as it is', (typed) => {
    expect(splitRegimenCapital(typed)).toEqual({ name: normalizeRazonSocial(typed), regimen_capital: null });
  });

  it('tells the form what to write instead', () => {
    expect(regimenCapitalMessage('S.A. DE C.V.', 'GRUPO VOLTIA')).toBe(
      'Escribe la razón social sin el régimen de capital («S.A. DE C.V.»), como aparece en tu Constancia de Situación Fiscal: «GRUPO VOLTIA».',
    );
  });

  it('refuses an empty, too long or vertical-bar name with its Spanish message', () => {
    const message = (input: unknown) => ZRazonSocial.safeParse(input).error?.issues[0]?.message;
    expect(message('')).toBe(RAZON_SOCIAL_MESSAGES.required);
    expect(message('   ')).toBe(RAZON_SOCIAL_MESSAGES.required);
    expect(message(undefined)).toBe(RAZON_SOCIAL_MESSAGES.required);
    expect(message('A'.repeat(RAZON_SOCIAL_MAX_LENGTH + 1))).toBe(RAZON_SOCIAL_MESSAGES.tooLong);
    expect(ZRazonSocial.safeParse('A'.repeat(RAZON_SOCIAL_MAX_LENGTH)).success).toBe(true);
    expect(message('LUZ | FUERZA')).toBe(RAZON_SOCIAL_MESSAGES.verticalBar);
    expect(message('LUZ \u202E FUERZA')).toBe(ILL_FORMED_TEXT_MESSAGE);
  });
});
