import { ILL_FORMED_TEXT_MESSAGE } from '../text/is-well-formed-text';
import { CART_READ_FAILED_MESSAGE } from './cart-read-failed-message';

/** One catalogue entry: a stable code, the exact Spanish text a person sees, and an English text for logs. */
export type TErrorEntry = {
  readonly code: string;
  readonly message: string;
  readonly devMessage: string;
};

// Wrong password and unknown email share one message so the sign-in screen cannot be used to find
// out which addresses have an account.
const INVALID_CREDENTIALS_MESSAGE = 'El correo electrónico o la contraseña no son correctos.';

const DEFINITIONS = {
  // --- The spec's eight messages (spec section 8), verbatim, including their missing accents.
  'auth/email-already-in-use': {
    message: 'El correo electrónico ya está en uso.',
    devMessage: 'Sign-up with an email address that already has an account.',
  },
  'phone/verification-empty': {
    message: 'El numero es incorrecto',
    devMessage: 'Phone verification returned no confirmation result.',
  },
  'phone/captcha-unresolved': {
    message: 'El captcha aún no se ha resuelto',
    devMessage: 'A phone code was requested before the reCAPTCHA was solved.',
  },
  'phone/recaptcha-not-initialized': {
    message: 'RecaptchaVerifier no está inicializado',
    devMessage: 'A phone code was requested but no RecaptchaVerifier exists.',
  },
  'phone/confirmation-unavailable': {
    message: 'El resultado de confirmación no está disponible.',
    devMessage: 'A phone code was confirmed without a held confirmation result.',
  },
  'cart/read-failed': {
    message: CART_READ_FAILED_MESSAGE,
    devMessage: 'Reading the current cart lines failed.',
  },
  'cart/create-failed': {
    message: 'Ocurrio un error al crear el carrito por primera vez',
    devMessage: 'Creating the first quote document for the cart failed.',
  },
  'cart/buy-now-failed': {
    message: 'No se pudo agregar el carrito en compra ya',
    devMessage: 'Creating or filling the buy-now cart failed.',
  },

  // --- Sign-in, registration, Google pop-up, phone and password-reset failures (Firebase Auth).
  'auth/invalid-credential': {
    message: INVALID_CREDENTIALS_MESSAGE,
    devMessage: 'Sign-in rejected: wrong password, unknown user or invalid credential.',
  },
  'auth/invalid-email': {
    message: 'El correo electrónico no es válido.',
    devMessage: 'The email address is malformed.',
  },
  'auth/missing-email': {
    message: 'Escribe tu correo electrónico.',
    devMessage: 'No email address was provided.',
  },
  'auth/missing-password': {
    message: 'Escribe tu contraseña.',
    devMessage: 'No password was provided.',
  },
  'auth/weak-password': {
    message: 'La contraseña es demasiado débil. Usa al menos 8 caracteres, con letras y números.',
    devMessage: 'Firebase rejected the password as too weak.',
  },
  'auth/too-many-requests': {
    message: 'Demasiados intentos. Espera unos minutos antes de volver a intentarlo.',
    devMessage: 'Firebase throttled the requests from this device.',
  },
  'auth/popup-closed-by-user': {
    message: 'Cerraste la ventana de Google antes de terminar. Inténtalo de nuevo.',
    devMessage: 'The Google sign-in pop-up was closed before completing.',
  },
  'auth/popup-blocked': {
    message:
      'El navegador bloqueó la ventana de Google. Permite las ventanas emergentes para este sitio e inténtalo de nuevo.',
    devMessage: 'The browser blocked the sign-in pop-up.',
  },
  'auth/cancelled-popup-request': {
    message: 'Ya hay una ventana de inicio de sesión abierta. Termina en esa ventana o ciérrala.',
    devMessage: 'A second pop-up was requested while one was already open.',
  },
  'auth/user-cancelled': {
    message: 'No se concedieron los permisos necesarios para iniciar sesión.',
    devMessage: 'The user did not grant the requested permissions to the identity provider.',
  },
  'auth/account-exists-with-different-credential': {
    message: 'Ya existe una cuenta con este correo. Inicia sesión con el método que usaste al registrarte.',
    devMessage: 'An account exists with the same email but a different sign-in provider.',
  },
  'auth/credential-already-in-use': {
    message: 'Esta cuenta ya está vinculada a otro usuario. Inicia sesión con ella directamente.',
    devMessage: 'The credential is already linked to another user account.',
  },
  'auth/provider-already-linked': {
    message: 'Este método de inicio de sesión ya está vinculado a tu cuenta.',
    devMessage: 'The provider is already linked to the current user.',
  },
  'auth/invalid-phone-number': {
    message: 'El número de teléfono no es válido. Escríbelo con el código de país, por ejemplo +52 55 1234 5678.',
    devMessage: 'The phone number is not a valid E.164 number.',
  },
  'auth/missing-phone-number': {
    message: 'Escribe tu número de teléfono.',
    devMessage: 'No phone number was provided.',
  },
  'auth/invalid-verification-code': {
    message: 'El código de verificación no es correcto.',
    devMessage: 'The SMS verification code is wrong.',
  },
  'auth/missing-verification-code': {
    message: 'Escribe el código de verificación que recibiste por SMS.',
    devMessage: 'No SMS verification code was provided.',
  },
  'auth/invalid-verification-id': {
    message: 'La verificación ya no es válida. Solicita un código nuevo.',
    devMessage: 'The verification id is invalid or was already used.',
  },
  'auth/code-expired': {
    message: 'El código de verificación expiró. Solicita uno nuevo.',
    devMessage: 'The SMS verification code has expired.',
  },
  'auth/captcha-check-failed': {
    message: 'No se pudo comprobar el captcha. Resuélvelo de nuevo.',
    devMessage: 'The reCAPTCHA response was invalid, expired or for another site.',
  },
  'auth/quota-exceeded': {
    message: 'Se alcanzó el límite de envíos de códigos. Inténtalo más tarde o usa otro método.',
    devMessage: 'The project SMS quota was exceeded.',
  },
  'auth/user-disabled': {
    message: 'Esta cuenta está desactivada. Comunícate con nosotros para reactivarla.',
    devMessage: 'The user account has been disabled.',
  },
  'auth/requires-recent-login': {
    message: 'Por seguridad, vuelve a iniciar sesión para hacer este cambio.',
    devMessage: 'The operation needs a recent sign-in.',
  },
  'auth/operation-not-allowed': {
    message: 'Este método de inicio de sesión no está disponible.',
    devMessage: 'The sign-in provider is disabled for the project.',
  },
  'auth/admin-restricted-operation': {
    message: 'Esta operación no está permitida.',
    devMessage: 'The operation is restricted to administrators (for example anonymous sign-in disabled).',
  },
  'auth/expired-action-code': {
    message: 'El enlace expiró. Solicita uno nuevo.',
    devMessage: 'The email action code (reset or verification) has expired.',
  },
  'auth/invalid-action-code': {
    message: 'El enlace no es válido o ya se usó. Solicita uno nuevo.',
    devMessage: 'The email action code is malformed, expired or already used.',
  },
  'auth/user-token-expired': {
    message: 'Tu sesión expiró. Vuelve a iniciar sesión.',
    devMessage: 'The user credential is no longer valid.',
  },
  'auth/user-mismatch': {
    message: 'Las credenciales no corresponden al usuario con la sesión iniciada.',
    devMessage: 'Re-authentication used a credential of another user.',
  },
  'auth/unverified-email': {
    message: 'Confirma tu correo electrónico antes de continuar. Revisa tu bandeja de entrada.',
    devMessage: 'The operation requires a verified email address.',
  },
  'auth/timeout': {
    message: 'La operación tardó demasiado. Inténtalo de nuevo.',
    devMessage: 'The auth operation timed out.',
  },
  'auth/internal-error': {
    message: 'Ocurrió un error al iniciar sesión. Inténtalo de nuevo.',
    devMessage: 'Firebase Auth reported an internal error.',
  },
  'auth/unauthorized-domain': {
    message: 'No es posible iniciar sesión desde este sitio.',
    devMessage: 'The current domain is not authorised for OAuth operations in the Firebase project.',
  },
  'auth/web-storage-unsupported': {
    message: 'Tu navegador bloquea el almacenamiento del sitio. Actívalo o sal del modo privado para iniciar sesión.',
    devMessage: 'Web storage is unavailable, so auth state cannot persist.',
  },
  'auth/operation-not-supported-in-this-environment': {
    message: 'Tu navegador no permite este método de inicio de sesión. Prueba con otro navegador.',
    devMessage: 'The auth operation is not supported in this environment.',
  },
  'auth/configuration-error': {
    message: 'El inicio de sesión no está disponible en este momento. Inténtalo más tarde.',
    devMessage: 'Auth misconfiguration (API key, continue URL, OAuth client or app).',
  },
  'auth/sign-in-required': {
    message: 'Inicia sesión para continuar.',
    devMessage: 'The action needs a signed-in, non-anonymous user.',
  },
  'auth/staff-only': {
    message: 'Esta sección es solo para el personal de la empresa con correo verificado.',
    devMessage: 'A non-staff user tried to reach a staff-only area.',
  },
  'auth/sign-out-failed': {
    message: 'No se pudo cerrar la sesión. Inténtalo de nuevo.',
    devMessage: 'Signing out failed.',
  },
  'phone/captcha-expired': {
    message: 'El captcha expiró. Resuélvelo de nuevo.',
    devMessage: 'The solved reCAPTCHA expired before the code was requested.',
  },
  'phone/number-in-use': {
    message: 'Ese número de teléfono ya pertenece a otra cuenta. Usa otro número.',
    devMessage: 'A signed-in customer tried to verify a phone number that another account signs in with.',
  },

  // --- Firestore (and callable functions, which share the same gRPC status codes).
  'firestore/cancelled': {
    message: 'La operación se canceló. Inténtalo de nuevo.',
    devMessage: 'The operation was cancelled.',
  },
  'firestore/unknown': {
    message: 'Ocurrió un error al guardar o leer los datos. Inténtalo de nuevo.',
    devMessage: 'Unknown Firestore error.',
  },
  'firestore/invalid-argument': {
    message: 'Los datos enviados no son válidos.',
    devMessage: 'Firestore rejected an invalid argument.',
  },
  'firestore/deadline-exceeded': {
    message: 'El servidor tardó demasiado en responder. Inténtalo de nuevo.',
    devMessage: 'The deadline expired before the operation completed.',
  },
  'firestore/not-found': {
    message: 'No encontramos lo que buscas. Es posible que se haya eliminado.',
    devMessage: 'The requested document was not found.',
  },
  'firestore/already-exists': {
    message: 'Este registro ya existe.',
    devMessage: 'The document being created already exists.',
  },
  'firestore/permission-denied': {
    message: 'No tienes permiso para realizar esta acción.',
    devMessage: 'Security rules denied the operation.',
  },
  'firestore/resource-exhausted': {
    message: 'Hay demasiadas solicitudes en este momento. Espera un momento e inténtalo de nuevo.',
    devMessage: 'A quota or rate limit was exhausted.',
  },
  'firestore/failed-precondition': {
    message: 'No se pudo completar la acción en el estado actual. Actualiza la página e inténtalo de nuevo.',
    devMessage: 'The operation was rejected because the system is not in the required state (or an index is missing).',
  },
  'firestore/aborted': {
    message: 'Otra persona modificó estos datos al mismo tiempo. Inténtalo de nuevo.',
    devMessage: 'The operation was aborted, typically by a transaction conflict.',
  },
  'firestore/out-of-range': {
    message: 'El valor está fuera del rango permitido.',
    devMessage: 'The operation was attempted past the valid range.',
  },
  'firestore/unimplemented': {
    message: 'Esta función no está disponible.',
    devMessage: 'The operation is not implemented or supported.',
  },
  'firestore/internal': {
    message: 'Ocurrió un error en el servidor. Inténtalo de nuevo.',
    devMessage: 'Internal server error.',
  },
  'firestore/unavailable': {
    message: 'El servicio no está disponible en este momento. Revisa tu conexión e inténtalo de nuevo.',
    devMessage: 'The service is currently unavailable (often offline).',
  },
  'firestore/data-loss': {
    message: 'Ocurrió un error grave con los datos. Comunícate con nosotros.',
    devMessage: 'Unrecoverable data loss or corruption.',
  },
  'firestore/unauthenticated': {
    message: 'Tu sesión no es válida. Vuelve a iniciar sesión.',
    devMessage: 'The request has no valid authentication credentials.',
  },

  // --- Network.
  'network/request-failed': {
    message: 'No hay conexión. Revisa tu conexión a internet e inténtalo de nuevo.',
    devMessage: 'A network request failed (offline, DNS or CORS).',
  },
  'network/timeout': {
    message: 'La solicitud tardó demasiado. Inténtalo de nuevo.',
    devMessage: 'A network request timed out or was aborted.',
  },

  // --- Input and cart.
  'input/invalid': {
    message: 'Algunos datos no son válidos. Revísalos e inténtalo de nuevo.',
    devMessage: 'Input failed schema validation.',
  },
  'input/invalid-text': {
    message: ILL_FORMED_TEXT_MESSAGE,
    devMessage: 'Text held a lone surrogate, a control character or a bidirectional override (isWellFormedText).',
  },
  'cart/quantity-out-of-bounds': {
    message: 'La cantidad debe ser un número entero entre 1 y 9999.',
    devMessage: 'A cart line quantity is not an integer within the allowed bounds.',
  },
  'cart/add-failed': {
    message: 'No se pudo agregar el producto al carrito. Inténtalo de nuevo.',
    devMessage: 'Adding or merging a cart line failed.',
  },
  'cart/update-failed': {
    message: 'No se pudo actualizar el carrito. Inténtalo de nuevo.',
    devMessage: 'Updating or removing a cart line failed.',
  },
  'profile/save-failed': {
    message: 'No se pudo guardar tu perfil. Inténtalo de nuevo.',
    devMessage: 'Creating or updating the profile-user document failed.',
  },
  'fiscal/save-failed': {
    message:
      'No se pudieron guardar tus datos de facturación. Revisa tu conexión e inténtalo de nuevo; lo que escribiste sigue aquí.',
    devMessage: 'Writing profile-user/{uid}/billing/fiscal failed.',
  },
  'fiscal/read-failed': {
    message: 'No se pudieron cargar tus datos de facturación. Actualiza la página e inténtalo de nuevo.',
    devMessage: 'Reading or parsing profile-user/{uid}/billing/fiscal failed.',
  },
  'site/save-failed': {
    message:
      'No se pudo guardar el sitio de entrega. Revisa tu conexión e inténtalo de nuevo; lo que escribiste sigue aquí.',
    devMessage: 'Creating or updating a profile-user/{uid}/delivery-sites document failed.',
  },
  'site/delete-failed': {
    message: 'No se pudo borrar el sitio de entrega. Inténtalo de nuevo.',
    devMessage: 'Deleting a profile-user/{uid}/delivery-sites document failed.',
  },
  'site/read-failed': {
    message: 'No se pudieron cargar tus sitios de entrega. Actualiza la página e inténtalo de nuevo.',
    devMessage: 'Reading the profile-user/{uid}/delivery-sites collection failed.',
  },
  'site/limit-reached': {
    message: 'Ya tienes el máximo de sitios de entrega. Borra uno que ya no uses para agregar otro.',
    devMessage: 'The customer already has DELIVERY_SITES_LIMIT delivery sites.',
  },
  'profile/read-failed': {
    message: 'No se pudo cargar tu perfil. Actualiza la página e inténtalo de nuevo.',
    devMessage: 'Reading or parsing the profile-user document failed.',
  },
  'cart/claim-failed': {
    message:
      'No pudimos pasar tu carrito a tu cuenta. Tus productos siguen en el carrito de este navegador; vuelve a agregarlos si no los ves.',
    devMessage: 'Moving the anonymous cart to the signed-in account failed.',
  },
  'quotes/read-failed': {
    message: 'No se pudieron cargar tus cotizaciones. Actualiza la página e inténtalo de nuevo.',
    devMessage: 'Reading the customer quotes or a quote failed.',
  },
  'quote/submit-failed': {
    message: 'No se pudo enviar tu solicitud de cotización. Tus datos siguen aquí; inténtalo de nuevo.',
    devMessage: 'Submitting the quote request failed.',
  },
  'quote/move-failed': {
    message: 'No se pudo actualizar la cotización. Inténtalo de nuevo.',
    devMessage: 'A lifecycle move on the quote failed.',
  },
  'lists/create-failed': {
    message: 'No se pudo crear la lista. Inténtalo de nuevo.',
    devMessage: 'Creating a list (a draft quote) failed.',
  },
  'lists/add-failed': {
    message: 'No se pudo agregar el producto a la lista. Inténtalo de nuevo.',
    devMessage: 'Adding a line to a list failed.',
  },
  'lists/choose-failed': {
    message: 'No se pudo usar esta lista como tu carrito. Inténtalo de nuevo.',
    devMessage: 'Making a list the browser’s cart failed (the cart code did not load).',
  },
  'auth/verification-email-failed': {
    message: 'No se pudo enviar el correo de verificación. Inténtalo de nuevo en unos minutos.',
    devMessage: 'Sending the email verification failed.',
  },

  // --- Quote lifecycle.
  'quote/invalid-move': {
    message: 'Esta acción no está disponible para la cotización en su estado actual.',
    devMessage: 'The quote move is not allowed from the current status.',
  },
  'quote/forbidden': {
    message: 'No tienes permiso para realizar esta acción sobre la cotización.',
    devMessage: 'The actor role may not perform this quote move.',
  },
  'quote/not-owner': {
    message: 'Esta cotización no te pertenece.',
    devMessage: 'A customer tried to act on a quote owned by someone else.',
  },
  'quote/not-draft': {
    message: 'Solo se puede modificar una cotización que aún no se ha solicitado.',
    devMessage: 'The operation needs a draft quote.',
  },
  'quote/empty': {
    message: 'Agrega al menos un producto antes de continuar.',
    devMessage: 'The quote has no lines.',
  },
  'quote/unpriced-lines': {
    message: 'Todos los productos deben tener un precio mayor que cero antes de enviar la cotización.',
    devMessage: 'Sending a quote with a line that has no positive unit price.',
  },
  'quote/invalid-validity': {
    message: 'La fecha de vigencia debe ser posterior a hoy.',
    devMessage: 'valid_until is missing or not after now.',
  },
  'quote/expired': {
    message: 'La vigencia de esta cotización terminó. Solicita una nueva cotización.',
    devMessage: 'The quote validity has passed; it can no longer be accepted or rejected.',
  },
  'quote/not-expired': {
    message: 'La cotización todavía está vigente.',
    devMessage: 'Tried to expire a quote before its validity date.',
  },
  'quote/reason-required': {
    message: 'Escribe el motivo del rechazo.',
    devMessage: 'Rejecting a quote needs a non-empty reason.',
  },
  'quote/message-required': {
    message: 'Escribe un mensaje.',
    devMessage: 'Requesting or answering information needs a non-empty message.',
  },
  'quote/invalid-alias': {
    message: 'El nombre de la cotización debe tener entre 1 y 80 caracteres.',
    devMessage: 'The quote alias is empty or too long after trimming.',
  },
  // Shown naming the products (errorMessageFor); this plain text is for when the names are not known.
  'quote/unavailable-products': {
    message: 'Algunos productos de tu carrito ya no están disponibles. Quítalos de tu carrito para continuar.',
    devMessage: 'The cart holds lines for products that are not in the catalogue or not published.',
  },
  'order/move-not-allowed': {
    message:
      'El pedido ya no admite ese cambio: alguien más lo movió o ya terminó. Actualiza la página para ver su estado.',
    devMessage: 'The order lifecycle does not allow this move from the current status.',
  },
  'order/fiscal-data-missing': {
    message:
      'Para aceptar necesitamos tus datos de facturación. Agrégalos en tu perfil, en «Datos de facturación», y vuelve a aceptar.',
    devMessage: 'The customer has not saved fiscal data (profile-user/{uid}/billing/fiscal).',
  },
  // Shown naming the fields (errorMessageFor); this plain text is for when they are not known.
  'order/fiscal-data-invalid': {
    message: 'Tus datos de facturación tienen un error. Corrígelos en tu perfil y vuelve a aceptar.',
    devMessage: 'The stored fiscal data does not pass the domain rules (ZFiscalData).',
  },
  'order/site-not-found': {
    message: 'El sitio de entrega que elegiste ya no existe. Elige otro o agrégalo de nuevo.',
    devMessage: 'The acceptance names a delivery site the customer does not have.',
  },
  // Shown naming the products (errorMessageFor) when they lack SAT keys.
  'order/not-invoiceable': {
    message:
      'No se pueden preparar los datos de factura de este pedido: revisa las claves SAT de sus productos y sus importes.',
    devMessage:
      'The order cannot become CFDI 4.0 data (missing or malformed SAT keys, amounts that do not follow the lines).',
  },
  'order/cancelled-not-invoiced': {
    message: 'Este pedido está cancelado: no se factura.',
    devMessage: 'A cancelled order has no invoice data.',
  },
  'order/untaxed-lines': {
    message:
      'No se pueden preparar los datos de factura de este pedido: tiene partidas con 100 % de descuento, y el CFDI no admite un IVA con base cero.',
    devMessage: 'A line has no taxable amount (net 0): a CFDI 4.0 Traslado needs a Base above zero.',
  },
  'order/reorder-failed': {
    message: 'No pudimos revisar qué productos de este pedido seguimos vendiendo. Inténtalo de nuevo.',
    devMessage: 'Reading products/{id} for "Volver a pedir" failed (not a permission refusal).',
  },
  'order/site-invalid': {
    message: 'Al sitio de entrega que elegiste le faltan datos. Complétalo en tu perfil y vuelve a aceptar.',
    devMessage: 'The stored delivery site does not pass the domain rules (ZDeliverySite).',
  },
  'order/read-failed': {
    message: 'No se pudieron cargar tus pedidos. Inténtalo de nuevo.',
    devMessage: 'Reading the customer orders, an order or its history failed.',
  },
  'order/not-found': {
    message: 'No encontramos este pedido. Revisa el enlace o búscalo en «Mis pedidos».',
    devMessage: 'The order does not exist, or the rules refuse it to the signed-in customer (both read alike).',
  },
  'order/move-failed': {
    message: 'No se pudo actualizar el pedido. Inténtalo de nuevo.',
    devMessage: 'A staff move on the order failed for a reason the catalogue does not name (no connection, a 5xx).',
  },
  'order/pdf-failed': {
    message: 'No se pudo generar la confirmación del pedido en PDF. Inténtalo de nuevo.',
    devMessage: 'Rendering or downloading the order confirmation PDF failed.',
  },
  'quote/requote-not-allowed': {
    message: 'Solo se puede volver a cotizar una cotización rechazada o vencida.',
    devMessage: 'Requote is allowed only from rejected or expired quotes.',
  },
  'quote/already-requoted': {
    message: 'Esta cotización ya se volvió a cotizar. Revisa la cotización nueva.',
    devMessage: 'The quote was requoted already (requoted_to is set): a quote is requoted once.',
  },
  'quote/validity-out-of-range': {
    message: 'La fecha de vigencia debe estar entre el 1 de enero de 1900 y el 31 de diciembre de 2099.',
    devMessage: 'valid_until is outside the date picker range.',
  },
  'quote/no-offer': {
    message: 'Esta cotización todavía no tiene una oferta enviada.',
    devMessage: 'The operation needs a quote that was sent (it has no offer).',
  },
  'quote/assignee-not-staff': {
    message: 'Solo puedes asignar la cotización a un miembro del personal.',
    devMessage: 'The assignee is not a known staff member.',
  },
  'quote/already-taken': {
    message: 'Otra persona del equipo ya tomó esta cotización. Actualiza la página para ver quién la atiende.',
    devMessage: '"Tomar" on a quote someone else is already assigned to.',
  },
  'quote/message-failed': {
    message: 'No se pudo enviar tu mensaje. Tu texto sigue aquí; inténtalo de nuevo.',
    devMessage: 'Posting a message to the quote thread failed.',
  },
  'quote/pdf-failed': {
    message: 'No se pudo generar el PDF de la cotización. Inténtalo de nuevo.',
    devMessage: 'Rendering or downloading the quote PDF failed.',
  },

  // --- The staff quote desk (prices, lines, validity, terms).
  'money/invalid-price': {
    message: 'Escribe el precio con números y hasta dos decimales, por ejemplo 1,234.50.',
    devMessage: 'A typed price is not a decimal number with at most two decimals.',
  },
  'money/price-out-of-range': {
    message: 'El precio debe ser mayor que $0.00 y no mayor que $10,000,000.00.',
    devMessage: 'A typed price is zero, negative or above the maximum unit price.',
  },
  'money/invalid-percent': {
    message: 'Escribe el descuento como un porcentaje de 0 a 100, con hasta dos decimales.',
    devMessage: 'A typed discount is not a percentage between 0 and 100 with at most two decimals.',
  },
  'desk/invalid-delivery': {
    message: 'El tiempo de entrega debe ser un número entero de días hábiles, de 0 a 365.',
    devMessage: 'delivery_days is not an integer between 0 and 365.',
  },
  'desk/not-editable': {
    message: 'Esta cotización ya no se puede modificar en su estado actual. Si está enviada, retírala para revisarla.',
    devMessage: 'Desk edits are allowed only while the quote is requested, in review or waiting for information.',
  },
  'desk/line-not-found': {
    message: 'Ese producto ya no está en la cotización. Actualiza la página.',
    devMessage: 'A desk edit names a product_id that is not a line of the quote.',
  },
  'desk/line-exists': {
    message: 'Ese producto ya está en la cotización. Cambia la cantidad en su renglón.',
    devMessage: 'Adding a line for a product the quote already has.',
  },
  'desk/product-unavailable': {
    message: 'Ese producto no existe en el catálogo o no está publicado.',
    devMessage: 'Adding a line for a product that is unknown or unpublished.',
  },
  'desk/too-many-lines': {
    message: 'Una cotización puede tener como máximo 200 productos.',
    devMessage: 'The quote would exceed MAX_QUOTE_LINES.',
  },
  // Discount approval and list prices on the desk.
  'quote/discount-approval-required': {
    message: 'Hay descuentos mayores que 15 %: otra persona del equipo debe aprobarlos antes de enviar la cotización.',
    devMessage: 'Sending a quote with a line discount above DISCOUNT_APPROVAL_THRESHOLD_BP and no approval.',
  },
  'quote/below-cost-unconfirmed': {
    message:
      'Hay productos con precio por debajo del costo: confirma que quieres enviarlos así antes de enviar la cotización.',
    devMessage: 'Sending a quote with a line whose net unit price is below its cost without below_cost_confirmed.',
  },
  'quote/discount-approval-stale': {
    message:
      'Un descuento cambió después de aprobarse: otra persona del equipo debe aprobar los descuentos de nuevo antes de enviar.',
    devMessage: 'Sending a quote whose discount approval does not cover its current discounts.',
  },
  'quote/discount-approval-self': {
    message:
      'Tú aprobaste estos descuentos, así que no puedes enviar la cotización: pide a otra persona del equipo que la envíe.',
    devMessage: 'The staff member who approved the discounts tried to send the quote.',
  },
  'desk/approval-not-needed': {
    message: 'Ningún descuento de esta cotización necesita aprobación, o ya están aprobados.',
    devMessage: 'Approving discounts when none is above the threshold or the approval already covers them.',
  },
  'desk/approval-own-quote': {
    message:
      'No puedes aprobar los descuentos de una cotización que tienes asignada: pide a otra persona del equipo que los apruebe.',
    devMessage: 'The assignee of the quote tried to approve its discounts.',
  },
  'desk/approval-changed': {
    message: 'Los descuentos cambiaron mientras los revisabas. Revísalos de nuevo antes de aprobar.',
    devMessage: 'The discounts the approver saw are not the desk discounts that need approval.',
  },
  'desk/approval-failed': {
    message: 'No se pudieron aprobar los descuentos. Inténtalo de nuevo.',
    devMessage: 'Approving discounts through the quotes function failed.',
  },
  'desk/prices-read-failed': {
    message: 'No se pudieron cargar los precios de lista. Puedes seguir cotizando; actualiza la página para verlos.',
    devMessage: 'Reading product-prices for the desk failed.',
  },
  'desk/save-failed': {
    message: 'No se pudieron guardar tus cambios. Siguen en pantalla; vuelve a intentarlo.',
    devMessage: 'Saving desk edits through the quotes function failed.',
  },
  // --- Suppliers (/proveedores and the suppliers function).
  'supplier/not-found': {
    message: 'Este proveedor ya no existe. Actualiza la lista.',
    devMessage: 'No supplier document has this id.',
  },
  'supplier/stale': {
    message:
      'Otra persona cambió este proveedor mientras lo editabas. Lo que escribiste sigue en el formulario: recarga el proveedor para ver sus cambios y vuelve a guardar.',
    devMessage: 'The supplier changed since the editor read it (expected_updated_at does not match).',
  },
  'supplier/duplicate-rfc': {
    message: 'Ya hay un proveedor con este RFC.',
    devMessage: 'Another supplier has the same RFC.',
  },
  'supplier/has-products': {
    message:
      'No se puede eliminar este proveedor porque tiene productos vinculados. Desvincúlalos en el catálogo o desactívalo.',
    devMessage: 'The supplier is still linked to products (products.supplier_ids).',
  },
  'supplier/save-failed': {
    message: 'No se pudo guardar el proveedor. Lo que escribiste sigue en el formulario; inténtalo de nuevo.',
    devMessage: 'Saving a supplier failed.',
  },
  'supplier/read-failed': {
    message: 'No se pudieron cargar los proveedores. Inténtalo de nuevo.',
    devMessage: 'Reading the suppliers failed.',
  },
  'supplier/products-read-failed': {
    message: 'No se pudieron cargar los productos de este proveedor. Inténtalo de nuevo.',
    devMessage: 'Reading the products (or prices) of a supplier failed.',
  },
  // Every back-office function (catalogue, suppliers, prices, metrics) answers a caller who is not
  // verified staff with this one refusal, whatever the function.
  'staff/forbidden': {
    message: 'Solo el personal de la empresa puede hacer este cambio.',
    devMessage: 'A caller who is not verified staff (company domain and verified email) used a back-office function.',
  },
  'staff/inbox-read-failed': {
    message: 'No se pudieron cargar las cotizaciones. Actualiza la página e inténtalo de nuevo.',
    devMessage: 'Reading the staff quote inbox failed.',
  },
  'staff/inbox-count-failed': {
    message: 'No se pudo contar las cotizaciones de cada estado. Se volverá a intentar en un minuto.',
    devMessage: 'Counting the inbox tabs (count queries) failed.',
  },
  'staff/inbox-export-failed': {
    message: 'No se pudo exportar la lista de cotizaciones. Inténtalo de nuevo.',
    devMessage: 'Reading the inbox pages for the export, or writing its CSV or Excel file, failed.',
  },
  'staff/order-read-failed': {
    message: 'No se pudo cargar el pedido. Inténtalo de nuevo.',
    devMessage: 'Reading an order or its history on the staff order page failed.',
  },
  'staff/orders-read-failed': {
    message: 'No se pudieron cargar los pedidos. Actualiza la página e inténtalo de nuevo.',
    devMessage: 'Reading the staff order list failed.',
  },
  'staff/orders-count-failed': {
    message: 'No se pudo contar los pedidos de cada estado. Se volverá a intentar en un minuto.',
    devMessage: 'Counting the order list tabs (count queries) failed.',
  },
  'staff/orders-export-failed': {
    message: 'No se pudo exportar la lista de pedidos. Inténtalo de nuevo.',
    devMessage: 'Reading the order list pages for the export, or writing its CSV or Excel file, failed.',
  },
  'staff/invoice-data-failed': {
    message:
      'No se pudieron preparar los datos para factura: falló la lectura de los pedidos o de sus productos. Inténtalo de nuevo.',
    devMessage: "Reading the orders or their products' SAT keys for the CFDI export failed.",
  },
  'staff/invoice-file-failed': {
    message:
      'No se pudo preparar el archivo con los datos para factura. Inténtalo de nuevo o descárgalos en otro formato.',
    devMessage: 'Writing the CFDI invoice file failed (the spreadsheet writer did not load, or it threw).',
  },

  // --- Price lists: the prices function's refusals and the /precios screen.
  'prices/product-not-found': {
    message: 'El producto ya no existe en el catálogo.',
    devMessage: 'The product of a price save does not exist.',
  },
  'prices/supplier-not-linked': {
    message: 'Uno de los proveedores no surte este producto. Vincúlalo en el catálogo primero.',
    devMessage: 'A supplier cost names a supplier the product is not linked to.',
  },
  'prices/unknown-supplier': {
    message: 'Ese proveedor ya no existe. Elige otro proveedor para el costo.',
    devMessage: 'A price save links a supplier that does not exist (deleted meanwhile, or a bad id).',
  },
  'prices/supplier-inactive': {
    message: 'Ese proveedor está inactivo: reactívalo en Proveedores o elige otro para el costo.',
    devMessage: 'A price save links an inactive supplier to the product.',
  },
  'prices/too-many-suppliers': {
    message: 'Un producto admite como máximo 20 proveedores.',
    devMessage: "Linking the save's suppliers would give the product more than 20.",
  },
  'prices/stale': {
    message:
      'Alguien cambió este precio mientras lo editabas. Tus cambios siguen en pantalla: revisa el precio actual y vuelve a guardar.',
    devMessage: 'expected_updated_at does not match the stored price.',
  },
  'prices/preview-stale': {
    message: 'Los precios cambiaron desde la vista previa. Vuelve a generar la vista previa antes de aplicar.',
    devMessage: 'The plan recomputed at apply time has a different fingerprint.',
  },
  'prices/empty-scope': {
    message: 'Ningún producto con precio entra en ese ajuste.',
    devMessage: 'A bulk adjustment whose scope holds no priced product.',
  },
  'prices/batch-already-applied': {
    message: 'Este ajuste ya se aplicó.',
    devMessage: 'A second apply of the same previewed plan.',
  },
  'prices/batch-not-found': {
    message: 'No se encontró ese ajuste masivo.',
    devMessage: 'Undo of a batch id that does not exist.',
  },
  'prices/batch-not-undoable': {
    message: 'Este ajuste ya se deshizo o todavía se está aplicando.',
    devMessage: 'Undo of a batch that is not in the applied state.',
  },
  'prices/count-failed': {
    message: 'No se pudo contar los productos. La lista sigue al día; el conteo se reintentará.',
    devMessage: 'A count query of the price list failed.',
  },
  'prices/read-failed': {
    message: 'No se pudieron cargar los precios. Actualiza la página e inténtalo de nuevo.',
    devMessage: 'Reading product-prices, price-history or price-batches failed.',
  },
  'prices/save-failed': {
    message: 'No se pudo guardar el precio. Tus cambios siguen en pantalla; vuelve a intentarlo.',
    devMessage: 'Saving a price through the prices function failed.',
  },
  'prices/bulk-failed': {
    message: 'No se pudo completar el ajuste masivo. Revisa el historial y vuelve a intentarlo.',
    devMessage: 'A bulk preview, apply or undo through the prices function failed.',
  },
  'staff/suppliers-export-failed': {
    message: 'No se pudo exportar la lista de proveedores. Inténtalo de nuevo.',
    devMessage: 'Writing the suppliers CSV or Excel file failed (the spreadsheet writer did not load, or it threw).',
  },
  'prices/export-failed': {
    message: 'No se pudo exportar la lista de precios. Inténtalo de nuevo.',
    devMessage: 'Reading the pages of the price list for its export, or writing its CSV or Excel file, failed.',
  },

  // --- The /metrics staff screen.
  'metrics/read-failed': {
    message: 'No se pudieron cargar las métricas. Revisa tu conexión e inténtalo de nuevo.',
    devMessage: 'Reading the stats-days documents of the range failed.',
  },
  'metrics/export-failed': {
    message: 'No se pudo exportar la tabla de las métricas. Inténtalo de nuevo.',
    devMessage: 'Building or downloading a metrics panel CSV or Excel file failed.',
  },

  // --- Stats (never shown: invalid events are dropped and reported).
  'stats/invalid-event': {
    message: 'El evento de estadísticas no es válido.',
    devMessage: 'A stats event failed validation and was dropped.',
  },
  'stats/unknown-product': {
    message: 'El producto del evento no está en el catálogo.',
    devMessage: 'A product stats event names a product that does not exist or is not published.',
  },

  // HTTP refusals of the product's own endpoints, before a request reaches any business rule.
  'http/not-found': {
    message: 'La ruta solicitada no existe.',
    devMessage: 'No handler for this path.',
  },
  'http/method-not-allowed': {
    message: 'Método no permitido.',
    devMessage: 'The endpoint does not accept this HTTP method.',
  },
  'http/origin-not-allowed': {
    message: 'El origen de la solicitud no está permitido.',
    devMessage: 'The Origin header is not in the allowed list.',
  },
  'http/unsupported-media-type': {
    message: 'El cuerpo debe ser JSON, enviado como application/json o text/plain.',
    devMessage: 'The request body has an unsupported content type.',
  },
  'http/payload-too-large': {
    message: 'El cuerpo de la solicitud es demasiado grande.',
    devMessage: 'The request body exceeds the endpoint limit.',
  },
  'http/invalid-json': {
    message: 'El cuerpo de la solicitud no es JSON válido.',
    devMessage: 'The request body could not be parsed as JSON.',
  },
  'stats/rate-limited': {
    message:
      'Se recibieron demasiados eventos de estadísticas desde tu conexión. Espera un momento e inténtalo de nuevo.',
    devMessage: 'The client exceeded the stats API rate limit (per address, per minute).',
  },

  // --- The /catalogo staff screen (cat-ui): what the browser finds before calling the catalogue function.
  'staff/catalogue-csv-unreadable': {
    message: 'No se pudo leer el archivo. Debe ser un CSV en UTF-8 con la fila de encabezados.',
    devMessage: 'papaparse could not read the chosen file, or its header row is not the catalogue CSV header.',
  },
  'staff/catalogue-xlsx-unreadable': {
    message:
      'No se pudo leer el libro de Excel. Debe ser un .xlsx con la fila de encabezados en su primera hoja; si es un .xls antiguo, guárdalo como .xlsx o como CSV UTF-8 y vuelve a elegirlo.',
    devMessage: 'read-excel-file did not load, or could not read the chosen file as an .xlsx workbook.',
  },
  'staff/catalogue-image-unavailable': {
    message: 'No se pudo cargar una imagen desde esa dirección. Revisa que sea la dirección de una imagen.',
    devMessage: 'The image preview failed to load the URL as an image.',
  },

  // --- Email confirmation (the continue URL of the verification email; shown on the storefront page).
  'email-confirmation/invalid-link': {
    message: 'El enlace de confirmación no es válido. Solicita un nuevo correo de confirmación.',
    devMessage: 'confirmEmail got a missing, malformed or unknown userID.',
  },
  'email-confirmation/not-verified': {
    message: 'Tu correo electrónico todavía no está confirmado. Abre el enlace del correo que te enviamos.',
    devMessage: 'confirmEmail was called for a user whose email Firebase Auth does not report as verified.',
  },
  'email-confirmation/failed': {
    message: 'No se pudo registrar la confirmación de tu correo. Inténtalo de nuevo más tarde.',
    devMessage: 'confirmEmail could not read the user or write the profile.',
  },

  // --- Mailing proxy (POST /mailing/send).
  'mail/unauthenticated': {
    message: 'Inicia sesión para enviar este correo.',
    devMessage: 'The mailing request has no valid Firebase ID token.',
  },
  'mail/recipient-not-allowed': {
    message: 'Solo puedes enviar este correo a tu propia dirección.',
    devMessage: "The mailing recipient is not the caller's own email address (open-relay attempt).",
  },
  'mail/invalid-request': {
    message: 'La solicitud de correo no es válida.',
    devMessage: 'The mailing request body failed validation (to, type).',
  },
  'mail/rate-limited': {
    message: 'Enviaste demasiados correos en poco tiempo. Espera unos minutos e inténtalo de nuevo.',
    devMessage: 'The caller exceeded the mailing rate limit.',
  },
  'mail/send-failed': {
    message: 'No se pudo enviar el correo. Inténtalo de nuevo más tarde.',
    devMessage: 'The SMTP server refused the message or could not be reached.',
  },

  // --- Catalogue function and /catalogo: products saved and imported by staff.
  'catalogue/duplicate-sku': {
    message: 'Ya existe otro producto con ese SKU. Cambia el SKU o edita ese producto.',
    devMessage: 'The SKU (by skuKey) already belongs to another product.',
  },
  'catalogue/stale-product': {
    message: 'Otra persona cambió este producto mientras lo editabas. Tus cambios siguen en pantalla.',
    devMessage: 'expected_updated_at differs from the stored updated_at.',
  },
  'catalogue/product-not-found': {
    message: 'Ese producto ya no existe en el catálogo.',
    devMessage: 'Save named a product_id that has no document',
  },
  'catalogue/unknown-brand': {
    message: 'La marca no existe en el catálogo.',
    devMessage: 'brand_id has no brands/{id} document',
  },
  'catalogue/unknown-category': {
    message: 'La categoría no existe en el catálogo.',
    devMessage: 'category_id has no categories/{id} document',
  },
  'catalogue/unknown-supplier': {
    message: 'El proveedor no existe en el catálogo.',
    devMessage: 'A supplier id has no suppliers/{id} document',
  },
  'catalogue/search-failed': {
    message: 'No se pudo cargar el catálogo. Actualiza la página e inténtalo de nuevo.',
    devMessage: 'The catalogue /search call failed.',
  },
  'catalogue/save-failed': {
    message: 'No se pudo guardar el producto. Tus cambios siguen en pantalla; vuelve a intentarlo.',
    devMessage: 'The catalogue /save call failed.',
  },
  'catalogue/import-failed': {
    message:
      'No se pudo importar el archivo. Las filas ya importadas se quedan; vuelve a importar el archivo para continuar (las repetidas quedan sin cambios).',
    devMessage: 'A catalogue /import call failed.',
  },
  'catalogue/export-failed': {
    message: 'No se pudo exportar el catálogo. Inténtalo de nuevo.',
    devMessage: 'Reading the catalogue pages for the export failed, or writing its CSV or Excel file did.',
  },

  unknown: {
    message: 'Ocurrió un error inesperado. Inténtalo de nuevo.',
    devMessage: 'Unexpected error.',
  },
} as const satisfies Record<string, Omit<TErrorEntry, 'code'>>;

export type TErrorCode = keyof typeof DEFINITIONS;

export const ERROR_CODES = Object.keys(DEFINITIONS) as [TErrorCode, ...TErrorCode[]];

export const ERROR_CATALOGUE: Readonly<Record<TErrorCode, TErrorEntry>> = Object.freeze(
  Object.fromEntries(ERROR_CODES.map((code) => [code, Object.freeze({ code, ...DEFINITIONS[code] })])) as Record<
    TErrorCode,
    TErrorEntry
  >,
);

export function isErrorCode(value: unknown): value is TErrorCode {
  return typeof value === 'string' && Object.hasOwn(DEFINITIONS, value);
}

export function getErrorEntry(code: TErrorCode): TErrorEntry {
  return ERROR_CATALOGUE[code];
}

// The most names a message lists; the rest are counted ("y 3 más").
const MAX_NAMED_ITEMS = 10;

/** Messages that name what an error is about (the products no longer available), by code. */
const MESSAGES_NAMING_ITEMS: Partial<
  Record<TErrorCode, (names: string, count: number, items: readonly string[]) => string>
> = {
  // items: [the number of linked products].
  'supplier/has-products': (_names, _count, items) => supplierHasProductsMessage(Number(items[0])),
  'catalogue/duplicate-sku': (names) =>
    `Ya existe otro producto con ese SKU: ${names}. Cambia el SKU o edita ese producto.`,
  'catalogue/unknown-brand': (names) => `La marca ${names} no existe en el catálogo.`,
  'catalogue/unknown-category': (names) => `La categoría ${names} no existe en el catálogo.`,
  'catalogue/unknown-supplier': (names, count) =>
    count === 1 ? `El proveedor ${names} no existe.` : `Estos proveedores no existen: ${names}.`,
  'quote/unavailable-products': (names, count) =>
    count === 1
      ? `Este producto ya no está disponible: ${names}. Quítalo de tu carrito para continuar.`
      : `Estos productos ya no están disponibles: ${names}. Quítalos de tu carrito para continuar.`,
  'order/fiscal-data-invalid': (names) =>
    `Revisa en tu perfil estos datos de facturación: ${names}. Corrígelos y vuelve a aceptar.`,
  'order/not-invoiceable': (names, count) =>
    count === 1
      ? `Al producto ${names} le faltan sus claves SAT (ClaveProdServ y ClaveUnidad): agrégalas en el catálogo para facturar este pedido.`
      : `A estos productos les faltan sus claves SAT (ClaveProdServ y ClaveUnidad): ${names}. Agrégalas en el catálogo para facturar este pedido.`,
  'order/untaxed-lines': (names, count) =>
    count === 1
      ? `La partida del producto ${names} tiene 100 % de descuento y el CFDI no admite un IVA con base cero: factura este pedido en tu sistema de facturación sin esa partida (el total no cambia).`
      : `Las partidas de estos productos tienen 100 % de descuento y el CFDI no admite un IVA con base cero: ${names}. Factura este pedido en tu sistema de facturación sin esas partidas (el total no cambia).`,
  'order/site-invalid': (names) =>
    `Al sitio de entrega le faltan o tiene mal estos datos: ${names}. Corrígelos en tu perfil y vuelve a aceptar.`,
};

/**
 * The Spanish message of `code`, naming `items` (each between « ») when the code has a message that
 * names them, otherwise the catalogue's own message.
 */
export function errorMessageFor(code: TErrorCode, items: readonly string[] = []): string {
  const naming = MESSAGES_NAMING_ITEMS[code];
  if (naming === undefined || items.length === 0) return getErrorEntry(code).message;
  const quoted = items.slice(0, MAX_NAMED_ITEMS).map((item) => `«${item}»`);
  const rest = items.length - quoted.length;
  return naming(rest > 0 ? `${quoted.join(', ')} y ${rest} más` : quoted.join(', '), items.length, items);
}

/** The refusal to delete a supplier still linked to `count` products, naming the count. */
export function supplierHasProductsMessage(count: number): string {
  if (!Number.isInteger(count) || count < 1) return getErrorEntry('supplier/has-products').message;
  const linked =
    count === 1 ? 'tiene 1 producto vinculado' : `tiene ${count.toLocaleString('es-MX')} productos vinculados`;
  return `No se puede eliminar este proveedor: ${linked}. Desvincúlalo de ${count === 1 ? 'ese producto' : 'esos productos'} en el catálogo, o desactívalo.`;
}

/**
 * Firebase codes that collapse into one app code. wrong-password and user-not-found become
 * invalid-credential so neither the message nor the code reveals whether an email is registered.
 */
export const ERROR_CODE_ALIASES: Readonly<Record<string, TErrorCode>> = Object.freeze({
  'auth/wrong-password': 'auth/invalid-credential',
  'auth/user-not-found': 'auth/invalid-credential',
  'auth/invalid-login-credentials': 'auth/invalid-credential',
  'auth/invalid-password': 'auth/weak-password',
  'auth/email-already-exists': 'auth/email-already-in-use',
  'auth/network-request-failed': 'network/request-failed',
  'auth/missing-verification-id': 'auth/invalid-verification-id',
  'auth/session-expired': 'auth/code-expired',
  'auth/invalid-app-credential': 'auth/captcha-check-failed',
  'auth/missing-app-credential': 'auth/captcha-check-failed',
  'auth/invalid-recaptcha-token': 'auth/captcha-check-failed',
  'auth/missing-recaptcha-token': 'auth/captcha-check-failed',
  'auth/invalid-user-token': 'auth/user-token-expired',
  'auth/user-signed-out': 'auth/user-token-expired',
  'auth/redirect-cancelled-by-user': 'auth/popup-closed-by-user',
  'auth/email-change-needs-verification': 'auth/unverified-email',
  'auth/invalid-api-key': 'auth/configuration-error',
  'auth/app-not-authorized': 'auth/configuration-error',
  'auth/app-deleted': 'auth/configuration-error',
  'auth/invalid-continue-uri': 'auth/configuration-error',
  'auth/missing-continue-uri': 'auth/configuration-error',
  'auth/unauthorized-continue-uri': 'auth/configuration-error',
  'auth/invalid-oauth-client-id': 'auth/configuration-error',
  'auth/invalid-oauth-provider': 'auth/configuration-error',
  'auth/argument-error': 'auth/configuration-error',
  'auth/invalid-tenant-id': 'auth/configuration-error',
  'auth/emulator-config-failed': 'auth/configuration-error',
  'auth/invalid-dynamic-link-domain': 'auth/configuration-error',
  'auth/invalid-hosting-link-domain': 'auth/configuration-error',
  'auth/missing-iframe-start': 'auth/internal-error',
  'auth/invalid-message-payload': 'auth/configuration-error',
  'auth/invalid-sender': 'auth/configuration-error',
  'auth/invalid-recipient-email': 'auth/invalid-email',
});
