import type { Metadata } from 'next';
import Link from 'next/link';
import {
  CHANGED_HERE_CART_KEYS,
  COMPANY_PROFILE,
  REMEMBERED_CART_KEYS,
  STORAGE_KEYS,
  formatPhoneMx,
  phoneTelHref,
} from '@voltia/domain';
import { LegalDocument } from '@/store/legal/legal-document';
import { LEGAL_PAGES } from '@/store/legal/legal-pages';
import { LEGAL_UPDATED } from '@/store/legal/legal-updated';

export const metadata: Metadata = {
  title: 'Aviso de privacidad',
  description: `Aviso de privacidad integral de ${COMPANY_PROFILE.legalName}: qué datos personales recabamos, para qué los usamos, a quién los transferimos y cómo ejercer tus derechos ARCO.`,
  alternates: { canonical: LEGAL_PAGES.privacy.href },
};

const arcoMailto = `mailto:${COMPANY_PROFILE.email}?subject=${encodeURIComponent('Solicitud de derechos ARCO')}`;

/** Aviso de privacidad integral (LFPDPPP). Static: rendered at build time, no client JavaScript. */
export default function PrivacyNoticePage() {
  const telHref = phoneTelHref(COMPANY_PROFILE.phone);
  const phone = formatPhoneMx(COMPANY_PROFILE.phone);
  return (
    <LegalDocument
      title="Aviso de privacidad integral"
      updated={LEGAL_UPDATED}
      intro={
        <p>
          En cumplimiento de la Ley Federal de Protección de Datos Personales en Posesión de los Particulares, su
          reglamento y los lineamientos aplicables, te informamos cómo tratamos los datos personales que nos
          proporcionas al usar esta tienda en línea, solicitar una cotización o comunicarte con nosotros.
        </p>
      }
    >
      <h2 id="responsable">1. Responsable de tus datos personales</h2>
      <p>
        <strong>{COMPANY_PROFILE.legalName}</strong> (en adelante, «{COMPANY_PROFILE.tradeName}»), con RFC{' '}
        {COMPANY_PROFILE.taxId} y domicilio en {COMPANY_PROFILE.addressLines.join(', ')}, es responsable del tratamiento
        de tus datos personales.
      </p>
      <p>
        Para cualquier asunto relacionado con este aviso puedes escribir a{' '}
        <a href={`mailto:${COMPANY_PROFILE.email}`}>{COMPANY_PROFILE.email}</a> o llamar al{' '}
        <span className="whitespace-nowrap">{telHref ? <a href={telHref}>{phone}</a> : phone}</span> (
        {COMPANY_PROFILE.businessHours.toLowerCase()}).
      </p>

      <h2 id="datos">2. Datos personales que recabamos</h2>
      <p>Recabamos los datos que tú nos das directamente al registrarte, iniciar sesión o solicitar una cotización:</p>
      <ul>
        <li>
          <strong>Identificación y contacto:</strong> nombre y apellidos, correo electrónico, teléfono y, si la agregas,
          la dirección de una imagen de perfil.
        </li>
        <li>
          <strong>Datos de tu empresa y fiscales:</strong> empresa o razón social, identificación fiscal (RFC u otra) y
          ciudad de entrega.
        </li>
        <li>
          <strong>Datos de tus cotizaciones:</strong> los productos y cantidades de tus listas, los mensajes que
          intercambias con nuestro equipo de ventas y tus respuestas a nuestras ofertas.
        </li>
        <li>
          <strong>Datos de uso:</strong> los productos que consultas y agregas y las búsquedas que haces en la tienda.
        </li>
      </ul>
      <p>
        No recabamos datos personales sensibles ni datos financieros o patrimoniales a través de esta tienda. Si inicias
        sesión con tu cuenta de Google, recibimos de Google tu nombre, tu correo y, en su caso, tu foto de perfil.
      </p>

      <h2 id="finalidades">3. Para qué usamos tus datos</h2>
      <h3>Finalidades primarias (necesarias para la relación con nosotros)</h3>
      <ul>
        <li>Crear y administrar tu cuenta y verificar tu correo o tu teléfono.</li>
        <li>Guardar tu lista de cotización y tus listas de productos.</li>
        <li>Atender tus solicitudes de cotización, enviarte ofertas y darles seguimiento.</li>
        <li>Comunicarnos contigo sobre tus cotizaciones, pedidos, entregas, pagos, facturación y garantías.</li>
        <li>Cumplir obligaciones legales, fiscales y de atención a requerimientos de autoridades.</li>
        <li>Proteger la seguridad de la tienda y de tu cuenta y prevenir usos indebidos.</li>
      </ul>
      <h3>Finalidades secundarias (no necesarias)</h3>
      <ul>
        <li>Elaborar estadísticas de los productos más consultados y buscados para mejorar nuestro catálogo.</li>
        <li>Enviarte información sobre productos, promociones y novedades.</li>
      </ul>
      <p>
        Si no deseas que tratemos tus datos para las finalidades secundarias, escríbenos a{' '}
        <a href={`mailto:${COMPANY_PROFILE.email}`}>{COMPANY_PROFILE.email}</a> en cualquier momento. Tu negativa no
        será motivo para negarte nuestros productos o servicios.
      </p>

      <h2 id="transferencias">4. Transferencias y remisiones de datos</h2>
      <p>
        No vendemos ni cedemos tus datos personales. Solo los compartimos, sin requerir tu consentimiento, en los casos
        en que la ley lo permite: con autoridades competentes que lo soliciten conforme a derecho, con empresas del
        mismo grupo que operan bajo las mismas políticas, o cuando sea necesario para cumplir el contrato que celebres
        con nosotros (por ejemplo, con la empresa de paquetería que entrega tu pedido).
      </p>
      <p>
        Los proveedores que nos prestan servicios de alojamiento, bases de datos, autenticación y envío de correos
        tratan tus datos solo por cuenta nuestra y conforme a nuestras instrucciones (remisiones), con obligaciones de
        confidencialidad y seguridad.
      </p>

      <h2 id="derechos-arco">5. Tus derechos ARCO y cómo ejercerlos</h2>
      <p>
        Tienes derecho a <strong>acceder</strong> a tus datos personales, <strong>rectificarlos</strong> si son
        inexactos o están incompletos, <strong>cancelarlos</strong> cuando consideres que no se requieren para las
        finalidades señaladas y <strong>oponerte</strong> a su tratamiento para fines específicos. También puedes
        revocar el consentimiento que nos diste y limitar el uso o la divulgación de tus datos.
      </p>
      <p>
        Para ejercerlos, envía un correo a <a href={arcoMailto}>{COMPANY_PROFILE.email}</a> con el asunto «Solicitud de
        derechos ARCO» que incluya:
      </p>
      <ol>
        <li>Tu nombre y un correo o domicilio para comunicarte la respuesta.</li>
        <li>
          Una copia de una identificación oficial vigente (o, si actúas por otra persona, el documento que acredite tu
          representación).
        </li>
        <li>La descripción clara de los datos y del derecho que deseas ejercer.</li>
        <li>
          Cualquier documento que facilite localizar tus datos y, si pides una rectificación, el que respalde el cambio.
        </li>
      </ol>
      <p>
        Te responderemos en un plazo máximo de 20 días hábiles desde que recibamos tu solicitud completa y, si procede,
        la haremos efectiva dentro de los 15 días hábiles siguientes a nuestra respuesta. Puedes corregir tu nombre y tu
        foto en cualquier momento desde tu perfil. Si consideras que tu derecho no fue atendido, puedes acudir a la
        autoridad garante en materia de protección de datos personales.
      </p>

      <h2 id="cookies">6. Cookies, almacenamiento local y tecnologías similares</h2>
      <p>
        Esta tienda no usa cookies publicitarias ni de rastreo de terceros. Para funcionar guarda en tu navegador
        (almacenamiento local) solo estos datos:
      </p>
      <ul>
        <li>
          <code>{STORAGE_KEYS.cartId}</code>: el identificador de tu lista de cotización, para que no la pierdas al
          volver.
        </li>
        <li>
          <code>{STORAGE_KEYS.buyNowCartId}</code>: el identificador de tu compra rápida («Comprar ya»).
        </li>
        <li>
          <code>{STORAGE_KEYS.user}</code>: tu nombre, correo y teléfono mientras tienes la sesión iniciada, para
          mostrarlos sin esperar al servidor.
        </li>
        <li>
          <code>{REMEMBERED_CART_KEYS.cartId}</code> y <code>{REMEMBERED_CART_KEYS.buyNowCartId}</code>: una copia de
          los productos y cantidades de esas listas, para mostrarlas al instante cuando vuelves, marcadas «por
          confirmar» hasta que el servidor responde.
        </li>
        <li>
          <code>{CHANGED_HERE_CART_KEYS.cartId}</code> y <code>{CHANGED_HERE_CART_KEYS.buyNowCartId}</code> (solo
          mientras la pestaña está abierta): el identificador de la lista que cambiaste en esa pestaña.
        </li>
      </ul>
      <p>
        Además, el servicio de autenticación guarda en el navegador tu sesión (incluso la sesión anónima que se crea al
        agregar tu primer producto) para que no tengas que iniciar sesión en cada visita. Al cerrar sesión se borran tus
        datos de usuario y tu lista activa de este navegador; también puedes borrarlos en cualquier momento desde la
        configuración de tu navegador («borrar datos de sitios»), aunque entonces perderás el acceso a la lista que
        armaste sin cuenta.
      </p>

      <h2 id="seguridad">7. Seguridad</h2>
      <p>
        Aplicamos medidas de seguridad administrativas, técnicas y físicas para proteger tus datos: conexiones cifradas,
        acceso restringido al personal de ventas verificado y reglas que impiden que otra persona lea tus cotizaciones.
      </p>

      <h2 id="cambios">8. Cambios a este aviso de privacidad</h2>
      <p>
        Podemos modificar este aviso por cambios legales, en nuestros servicios o en nuestras prácticas de privacidad.
        Publicaremos cualquier cambio en esta misma página,{' '}
        <Link href={LEGAL_PAGES.privacy.href}>{LEGAL_PAGES.privacy.href}</Link>, con su nueva fecha de actualización y,
        si el cambio requiere tu consentimiento, te lo pediremos por correo.
      </p>

      <h2 id="fecha">9. Fecha de este aviso</h2>
      <p>
        Este aviso de privacidad fue actualizado el {LEGAL_UPDATED}. Consulta también nuestros{' '}
        <Link href={LEGAL_PAGES.terms.href}>términos y condiciones</Link>.
      </p>
    </LegalDocument>
  );
}
