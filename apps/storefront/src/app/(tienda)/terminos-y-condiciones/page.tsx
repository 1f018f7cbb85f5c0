import type { Metadata } from 'next';
import Link from 'next/link';
import { COMPANY_PROFILE, DEFAULT_VALIDITY_DAYS, IVA_RATE_BP, formatPercentBp } from '@voltia/domain';
import { LegalDocument } from '@/store/legal/legal-document';
import { LEGAL_PAGES } from '@/store/legal/legal-pages';
import { LEGAL_UPDATED } from '@/store/legal/legal-updated';

export const metadata: Metadata = {
  title: 'Términos y condiciones',
  description: `Términos y condiciones de venta de ${COMPANY_PROFILE.legalName}: cotizaciones y su vigencia, precios en MXN más IVA, entregas, pagos, devoluciones, garantías y jurisdicción.`,
  alternates: { canonical: LEGAL_PAGES.terms.href },
};

/** The conditions of sale. Static: rendered at build time, no client JavaScript. */
export default function TermsPage() {
  const iva = formatPercentBp(IVA_RATE_BP);
  return (
    <LegalDocument
      title="Términos y condiciones"
      updated={LEGAL_UPDATED}
      intro={
        <p>
          Estos términos rigen el uso de esta tienda y las cotizaciones y ventas de{' '}
          <strong>{COMPANY_PROFILE.legalName}</strong> (en adelante, «{COMPANY_PROFILE.tradeName}»), RFC{' '}
          {COMPANY_PROFILE.taxId}, con domicilio en {COMPANY_PROFILE.addressLines.join(', ')}. Al solicitar una
          cotización o aceptar una oferta los aceptas.
        </p>
      }
    >
      <h2 id="cotizaciones">1. Cotizaciones: qué son y cuándo se vuelven pedido</h2>
      <ul>
        <li>
          Tu lista de cotización y tu solicitud de cotización <strong>no son pedidos</strong>: son una petición de
          precios que no te obliga a comprar ni nos obliga a vender.
        </li>
        <li>
          La cotización que te enviamos es una oferta por los productos, cantidades, precios y plazos que indica, válida
          hasta la fecha de vigencia que muestra (de forma general, {DEFAULT_VALIDITY_DAYS} días naturales desde su
          envío).
        </li>
        <li>
          Solo hay pedido cuando <strong>aceptas la cotización dentro de su vigencia</strong>. Una cotización vencida o
          rechazada ya no puede aceptarse; puedes pedir que la volvamos a cotizar con precios y existencias
          actualizados.
        </li>
        <li>
          Las condiciones particulares escritas en una cotización (por ejemplo, de pago o de entrega) prevalecen sobre
          estos términos generales.
        </li>
      </ul>

      <h2 id="precios">2. Precios</h2>
      <p>
        Todos los precios están en pesos mexicanos (MXN) y <strong>no incluyen el IVA</strong>, que se suma a la tasa
        del {iva} y se muestra por separado en cada cotización junto con el total. Los descuentos se aplican por partida
        antes del IVA. Los precios del catálogo son de referencia: el precio que vale es el de la cotización vigente.
        Los errores evidentes de precio o de captura no obligan a ninguna de las partes.
      </p>

      <h2 id="entregas">3. Entregas</h2>
      <ul>
        <li>
          Los plazos de entrega se expresan en <strong>días hábiles</strong> (de lunes a viernes, sin días festivos
          oficiales) para cada partida de la cotización, y se cuentan desde la confirmación de tu pago o de tu crédito.
        </li>
        <li>
          Son plazos estimados que dependen de la disponibilidad del fabricante; si alguno cambia, te avisaremos antes
          de la fecha prometida y podrás cancelar las partidas afectadas sin costo.
        </li>
        <li>
          La entrega se hace en la ciudad indicada en tu solicitud. Revisa el empaque al recibir y anota en la guía
          cualquier daño visible.
        </li>
      </ul>

      <h2 id="pagos">4. Pagos y facturación</h2>
      <ul>
        <li>
          El pago se hace por transferencia electrónica (SPEI) o depósito a la cuenta que indica la cotización, en una
          sola exhibición y antes del envío, salvo que la cotización establezca otras condiciones de pago.
        </li>
        <li>Las empresas con línea de crédito autorizada pagan en el plazo que su cotización indique.</li>
        <li>Emitimos el comprobante fiscal (CFDI) con los datos fiscales que nos proporciones.</li>
      </ul>

      <h2 id="devoluciones-garantias">5. Devoluciones y garantías</h2>
      <ul>
        <li>
          Los productos tienen la <strong>garantía del fabricante</strong>, en sus términos y plazos. Te ayudamos a
          tramitarla: escríbenos con tu número de cotización, el producto y la falla.
        </li>
        <li>
          Los faltantes o daños de transporte deben reportarse dentro de los 5 días hábiles siguientes a la entrega.
        </li>
        <li>
          Aceptamos devoluciones de productos sin uso, en su empaque original y completos, dentro de los 15 días
          naturales siguientes a la entrega y con autorización previa; el fabricante o nosotros podemos aplicar un cargo
          por reposición. Los productos fabricados o pedidos especialmente para ti, los cortados a medida (como cable
          por metro) y los instalados no admiten devolución, salvo por defecto de fabricación.
        </li>
        <li>
          El material eléctrico debe instalarlo personal calificado conforme a la normativa aplicable; la garantía no
          cubre daños por instalación o uso indebidos.
        </li>
      </ul>

      <h2 id="datos-personales">6. Datos personales</h2>
      <p>
        Tratamos tus datos personales conforme a nuestro{' '}
        <Link href={LEGAL_PAGES.privacy.href}>aviso de privacidad</Link>.
      </p>

      <h2 id="cambios">7. Cambios a estos términos</h2>
      <p>
        Podemos actualizar estos términos; la versión vigente es la publicada en esta página con su fecha. Las
        cotizaciones ya enviadas se rigen por los términos vigentes en la fecha de su envío.
      </p>

      <h2 id="jurisdiccion">8. Legislación aplicable y jurisdicción</h2>
      <p>
        Estos términos se rigen por las leyes de los Estados Unidos Mexicanos. Para su interpretación y cumplimiento,
        las partes se someten a los tribunales competentes de <strong>Monterrey, Nuevo León</strong>, y renuncian a
        cualquier otro fuero que pudiera corresponderles por su domicilio presente o futuro. Nada de lo anterior limita
        los derechos que la Ley Federal de Protección al Consumidor otorga a quien compre como consumidor final.
      </p>

      <h2 id="contacto">9. Contacto</h2>
      <p>
        Para dudas sobre estos términos escribe a{' '}
        <a href={`mailto:${COMPANY_PROFILE.email}`}>{COMPANY_PROFILE.email}</a>.
      </p>
    </LegalDocument>
  );
}
