import {
  deliverySiteAddressLines,
  fiscalDataRows,
  formatPhoneMx,
  type TDeliverySite,
  type TFiscalData,
} from '@voltia/domain';

// How a customer's invoice data and a delivery site read, on the customer's profile and on the
// staff's desk alike.

/** A delivery site's address, who receives there, the hours and the notes. */
export function DeliverySiteDetails({ site }: { site: TDeliverySite }) {
  const [street, town] = deliverySiteAddressLines(site);
  return (
    <>
      <address className="text-sm not-italic text-slate-700">
        {street}
        <br />
        {town}
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
  const rows = fiscalDataRows(data);
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
