import {
  catalogueLabel,
  formatPhoneMx,
  mexicanStateName,
  regimenFiscal,
  usoCfdi,
  type TDeliverySite,
  type TFiscalData,
} from '@voltia/domain';

// How a customer's invoice data and a delivery site read, on the customer's profile and on the
// staff's desk alike.

/** The street line of a site: "Av. Constitución 1500 int. 3, Centro". */
function streetLine(site: TDeliverySite): string {
  const interior = site.interior_number === '' ? '' : ` int. ${site.interior_number}`;
  return `${site.street} ${site.exterior_number}${interior}, ${site.colonia}`;
}

/** A delivery site's address, who receives there, the hours and the notes. */
export function DeliverySiteDetails({ site }: { site: TDeliverySite }) {
  return (
    <>
      <address className="text-sm not-italic text-slate-700">
        {streetLine(site)}
        <br />
        {site.municipio}, {mexicanStateName(site.estado) ?? site.estado}, C.P. {site.codigo_postal}
      </address>
      <p className="text-sm text-slate-700">
        Recibe: {site.receiver_name}, {formatPhoneMx(site.receiver_phone)}
        {site.hours === '' ? null : (
          <>
            <br />
            Horario: {site.hours}
          </>
        )}
      </p>
      {site.notes === '' ? null : <p className="whitespace-pre-line text-sm text-slate-600">{site.notes}</p>}
    </>
  );
}

/** The invoice data as a list of terms, the catalogue keys with SAT's names. */
export function FiscalDataList({ data }: { data: TFiscalData }) {
  const regimen = regimenFiscal(data.regimen_fiscal);
  const uso = usoCfdi(data.uso_cfdi);
  const rows: readonly (readonly [string, string])[] = [
    ['RFC', data.rfc],
    ['Razón social', data.razon_social],
    ['Régimen fiscal', regimen === undefined ? data.regimen_fiscal : catalogueLabel(regimen)],
    ['Uso del CFDI', uso === undefined ? data.uso_cfdi : catalogueLabel(uso)],
    ['Código postal fiscal', data.codigo_postal],
    ['Correo para facturas', data.invoice_email],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term} className="min-w-0">
          <dt className="font-semibold text-slate-700">{term}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
