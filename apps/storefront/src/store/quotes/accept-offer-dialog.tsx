'use client';

import { IntentLink } from '@/store/layout/intent-link';
import { useState, type FormEvent } from 'react';
import { toast } from '@/shared/browser/toasts';
import {
  FORMAS_PAGO_DE_UN_PEDIDO,
  FORMA_PAGO_POR_DEFINIR,
  METODOS_PAGO,
  PURCHASE_ORDER_MAX_LENGTH,
  QUOTE_MOVE_LABELS,
  ZOrderAcceptance,
  catalogueLabel,
  fiscalDataFieldErrors,
  formatMoney,
  getErrorEntry,
  orderAcceptanceFieldErrors,
  quoteTitleParts,
  type TOrderAcceptance,
} from '@voltia/domain';
import type { TSavedDeliverySite } from '@voltia/firebase-client/account';
import { DeliverySiteDetails, FiscalDataList } from '@/shared/billing/billing-summary';
import { LiveError } from '@/shared/ui/live-content';
import {
  SelectField,
  TextField,
  primaryButtonClass,
  secondaryButtonClass,
  useFieldErrors,
} from '@/shared/ui/text-field';
import { useDeliverySites, useFiscalData } from '../account/billing-live';
import { SiteEditor } from '../account/delivery-sites';
import { QuoteDialog, QuoteDialogActions } from './quote-dialog';
import type { TOfferedQuote } from './quote-offer';
import { useQuoteMove } from './use-quote-move';
import { describeValidity } from './quote-validity-view';

type TAcceptFields = Record<keyof TOrderAcceptance, string>;

// Paid by transfer in one payment: what most of the distributor's customers do.
const INITIAL: TAcceptFields = {
  purchase_order_number: '',
  purchase_order_date: '',
  delivery_site_id: '',
  metodo_pago: 'PUE',
  forma_pago: '03',
};

const METODO_OPTIONS = METODOS_PAGO.map((metodo) => ({ value: metodo.key, label: catalogueLabel(metodo) }));
const FORMA_OPTIONS = FORMAS_PAGO_DE_UN_PEDIDO.map((forma) => ({ value: forma.key, label: catalogueLabel(forma) }));
const PROFILE_HREF = '/b2b/perfil';

/** The form's values as the move sends them: an empty date is no date. */
function acceptanceOf(values: TAcceptFields) {
  return { ...values, purchase_order_date: values.purchase_order_date === '' ? null : values.purchase_order_date };
}

/**
 * "Aceptar cotización": the offer's total, then what the order needs — the buyer's purchase order
 * (optional), the delivery site (chosen among theirs, or added here), the fiscal data the invoice
 * will carry (shown to confirm, edited on the profile) and how they pay (SAT's método and forma).
 * What was typed stays while the dialog is closed and after a refusal.
 */
export function AcceptOfferDialog({ quote, uid, now }: { quote: TOfferedQuote; uid: string; now: Date }) {
  const move = useQuoteMove(quote.id);
  const number = quoteTitleParts(quote).title;
  const [values, setValues] = useState<TAcceptFields>(INITIAL);
  return (
    <QuoteDialog
      triggerLabel={QUOTE_MOVE_LABELS.accept}
      triggerClass={primaryButtonClass}
      title={`¿Aceptar la cotización ${number}?`}
      description="Confirmas la compra con los precios, el total y las condiciones de esta oferta. Al aceptar creamos tu pedido con estos datos."
      size="wide"
      onOpen={() => move.setError(null)}
    >
      {(finish) => (
        <AcceptForm
          quote={quote}
          uid={uid}
          now={now}
          values={values}
          setValues={setValues}
          move={move}
          onAccepted={(orderNumber) => {
            finish();
            toast.success(
              orderNumber === undefined
                ? `Aceptaste la cotización ${number}.`
                : `Aceptaste la cotización ${number}. Tu pedido ${orderNumber} está confirmado.`,
            );
          }}
        />
      )}
    </QuoteDialog>
  );
}

function AcceptForm({
  quote,
  uid,
  now,
  values,
  setValues,
  move,
  onAccepted,
}: {
  quote: TOfferedQuote;
  uid: string;
  now: Date;
  values: TAcceptFields;
  setValues: (update: (current: TAcceptFields) => TAcceptFields) => void;
  move: ReturnType<typeof useQuoteMove>;
  onAccepted: (orderNumber: string | undefined) => void;
}) {
  const fiscal = useFiscalData(uid);
  const sites = useDeliverySites(uid);
  const [addingSite, setAddingSite] = useState(false);
  const { formRef, errors, setErrors } = useFieldErrors();

  const field = (name: keyof TAcceptFields) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      // PPD is paid later: SAT wants the forma "99 Por definir" on its invoice.
      setValues((current) => ({
        ...current,
        [name]: value,
        ...(name === 'metodo_pago' && value === 'PPD' ? { forma_pago: FORMA_PAGO_POR_DEFINIR } : {}),
        ...(name === 'metodo_pago' && value === 'PUE' && current.forma_pago === FORMA_PAGO_POR_DEFINIR
          ? { forma_pago: INITIAL.forma_pago }
          : {}),
      }));
    },
  });

  const fiscalReady = fiscal.status === 'ready' && fiscal.value !== null;
  const fiscalProblems = fiscal.status === 'ready' && fiscal.value !== null ? fiscalDataFieldErrors(fiscal.value) : {};

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const acceptance = acceptanceOf(values);
    const problems = orderAcceptanceFieldErrors(acceptance);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    if (!fiscalReady) return move.setError(getErrorEntry('order/fiscal-data-missing').message);
    const order = ZOrderAcceptance.parse(acceptance);
    const answer = await move.run({ type: 'accept', order });
    if (answer !== null) onAccepted(answer.order_number);
  };

  const siteOptions = sites.status === 'ready' ? sites.value.map((site) => ({ value: site.id, label: site.name })) : [];
  const chosenSite =
    sites.status === 'ready' ? sites.value.find((site) => site.id === values.delivery_site_id) : undefined;

  // The site editor is the form's sibling: its own submit must not bubble (through React's tree) into this one.
  return (
    <>
      <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="mt-4 flex flex-col gap-5">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-4 text-sm">
          <dt className="font-semibold text-slate-700">Total con IVA</dt>
          <dd className="text-right font-bold text-slate-900" data-testid="accept-total">
            {formatMoney(quote.offer.totals.total_cents)} {quote.offer.totals.currency}
          </dd>
          <dt className="font-semibold text-slate-700">Vigencia</dt>
          <dd className="text-right text-slate-900">
            {quote.valid_until === null ? '—' : describeValidity(quote.valid_until, now).text}
          </dd>
        </dl>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 font-semibold text-slate-900">Orden de compra</legend>
          <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
            <TextField
              label="Número de orden de compra"
              hint="Opcional. Lo citaremos en tu factura."
              maxLength={PURCHASE_ORDER_MAX_LENGTH}
              autoComplete="off"
              {...field('purchase_order_number')}
            />
            <TextField label="Fecha de la orden" hint="Opcional." type="date" {...field('purchase_order_date')} />
          </div>
        </fieldset>

        <fieldset className="flex flex-col gap-3" data-testid="accept-site">
          <legend className="mb-1 font-semibold text-slate-900">Sitio de entrega</legend>
          {sites.status === 'error' ? (
            <LiveError error={sites.error} onRetry={sites.retry} testId="accept-sites-error" />
          ) : sites.status === 'loading' ? (
            <p role="status" className="text-sm text-slate-600">
              Cargando tus sitios de entrega…
            </p>
          ) : (
            <>
              {sites.value.length === 0 ? (
                <p className="text-sm text-slate-700">
                  Aún no tienes sitios de entrega: agrega la dirección de tu obra.
                </p>
              ) : (
                <SelectField
                  label="¿A dónde enviamos el material?"
                  placeholder="Elige el sitio de entrega"
                  options={siteOptions}
                  {...field('delivery_site_id')}
                />
              )}
              {sites.value.length > 0 ? null : errors['delivery_site_id'] ? (
                <p className="text-sm font-medium text-red-700" role="alert">
                  {errors['delivery_site_id']}
                </p>
              ) : null}
              {chosenSite === undefined ? null : <ChosenSite site={chosenSite} />}
              <div>
                <button type="button" className={secondaryButtonClass} onClick={() => setAddingSite(true)}>
                  Agregar sitio de entrega
                </button>
              </div>
            </>
          )}
        </fieldset>

        <fieldset className="flex flex-col gap-3" data-testid="accept-fiscal">
          <legend className="mb-1 font-semibold text-slate-900">Datos de facturación</legend>
          {fiscal.status === 'error' ? (
            <LiveError error={fiscal.error} onRetry={fiscal.retry} testId="accept-fiscal-error" />
          ) : fiscal.status === 'loading' ? (
            <p role="status" className="text-sm text-slate-600">
              Cargando tus datos de facturación…
            </p>
          ) : fiscal.value === null ? (
            <p className="text-sm text-slate-700" data-testid="accept-fiscal-missing">
              {getErrorEntry('order/fiscal-data-missing').message}{' '}
              <IntentLink href={PROFILE_HREF} className="font-semibold text-primary underline">
                Ir a mi perfil
              </IntentLink>
            </p>
          ) : (
            <>
              <FiscalDataList data={fiscal.value} />
              <p className="text-sm text-slate-600">
                {Object.keys(fiscalProblems).length > 0
                  ? 'Estos datos tienen un error: corrígelos en tu perfil antes de aceptar. '
                  : 'Tu factura llevará estos datos. ¿Cambiaron? '}
                <IntentLink href={PROFILE_HREF} className="font-semibold text-primary underline">
                  Editarlos en mi perfil
                </IntentLink>
              </p>
            </>
          )}
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 font-semibold text-slate-900">Pago</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              label="Método de pago"
              placeholder="Elige el método de pago"
              options={METODO_OPTIONS}
              {...field('metodo_pago')}
            />
            <SelectField
              label="Forma de pago"
              placeholder="Elige la forma de pago"
              options={FORMA_OPTIONS}
              {...field('forma_pago')}
            />
          </div>
        </fieldset>

        <QuoteDialogActions error={move.error} busy={move.busy} label="Confirmar aceptación" busyLabel="Aceptando…" />
      </form>
      {addingSite ? (
        <SiteEditor
          uid={uid}
          site={null}
          onClose={() => setAddingSite(false)}
          onSaved={(saved) => setValues((current) => ({ ...current, delivery_site_id: saved.id }))}
        />
      ) : null}
    </>
  );
}

function ChosenSite({ site }: { site: TSavedDeliverySite }) {
  return (
    <div className="rounded-md border border-slate-200 p-3" data-testid="accept-chosen-site">
      <p className="font-semibold text-slate-900">{site.name}</p>
      <DeliverySiteDetails site={site} />
    </div>
  );
}
