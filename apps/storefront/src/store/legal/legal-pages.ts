/** The storefront's legal pages: the footer, the sign-in screen and the pages themselves link these. */
export const LEGAL_PAGES = {
  privacy: { href: '/aviso-de-privacidad', label: 'Aviso de privacidad' },
  terms: { href: '/terminos-y-condiciones', label: 'Términos y condiciones' },
} as const;
