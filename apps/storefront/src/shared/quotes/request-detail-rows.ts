import { formatPhoneMx, type TQuoteRequestDetails } from '@voltia/domain';

/** What the customer confirmed when asking for prices, as label and value, in the order both the customer and staff pages show it. */
export function requestDetailRows(details: TQuoteRequestDetails): [label: string, value: string][] {
  return [
    ['Contacto', details.contact_name],
    ['Correo', details.email],
    ['Teléfono', formatPhoneMx(details.phone)],
    ['Empresa', details.company],
    ['Identificación fiscal', details.tax_id],
    ['Ciudad de entrega', details.delivery_city],
    ['Notas de la solicitud', details.notes ?? '—'],
  ];
}
