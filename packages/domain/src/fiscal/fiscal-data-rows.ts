import type { TFiscalData } from './fiscal-data';
import { catalogueLabel, regimenFiscal, usoCfdi } from './sat-catalogues';

/**
 * Invoice data as a reader sees it, label and value, the catalogue keys with SAT's names
 * ("601 General de Ley Personas Morales"): on the profile, the order pages and the order's PDF.
 */
export function fiscalDataRows(data: TFiscalData): readonly (readonly [label: string, value: string])[] {
  const regimen = regimenFiscal(data.regimen_fiscal);
  const uso = usoCfdi(data.uso_cfdi);
  return [
    ['RFC', data.rfc],
    ['Razón social', data.razon_social],
    ['Régimen fiscal', regimen === undefined ? data.regimen_fiscal : catalogueLabel(regimen)],
    ['Uso del CFDI', uso === undefined ? data.uso_cfdi : catalogueLabel(uso)],
    ['Código postal fiscal', data.codigo_postal],
    ['Correo para facturas', data.invoice_email],
  ];
}
