/**
 * Who sells: the company as its documents and pages present it (the quote PDF's header and footer,
 * the storefront footer, the emails). One copy, so a new phone number is changed once.
 */
export const COMPANY_PROFILE = {
  tradeName: 'Voltia',
  legalName: 'Voltia Distribuciones Eléctricas S.A. de C.V.',
  /** RFC of a persona moral: three letters, the founding date (YYMMDD), a three-character homoclave. */
  taxId: 'VDE150312K42',
  /** The postal address as it is printed, line by line. */
  addressLines: ['Av. Constitución 1450 Ote., Col. Centro', '64000 Monterrey, N.L., México'],
  /** The código postal of that address: where its invoices are issued (the CFDI's LugarExpedicion). */
  postalCode: '64000',
  /** E.164, as dialled (`tel:`); pages show it through formatPhoneMx. */
  phone: '+528181234567',
  email: 'ventas@voltia.example',
  website: 'https://voltia.example',
  businessHours: 'Lunes a viernes de 8:00 a 18:00 h; sábados de 9:00 a 13:00 h',
} as const;

export type TCompanyProfile = typeof COMPANY_PROFILE;
