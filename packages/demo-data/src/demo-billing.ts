import type { TDeliverySiteInput, TFiscalData } from '@voltia/domain';

// Demo customers' invoice (CFDI 4.0) data and delivery sites, as they would have typed them on
// their profile: `npm run dev` shows them on /b2b/perfil and on the staff's desk. Fictitious RFCs
// whose check digit is right (the domain verifies it).

export type TDemoBilling = {
  readonly uid: string;
  readonly fiscal: TFiscalData;
  /** Keyed by a stable id, so a new seed replaces each site rather than adding another. */
  readonly sites: readonly (TDeliverySiteInput & { readonly id: string })[];
};

export const DEMO_BILLING: readonly TDemoBilling[] = [
  {
    // Constructora Norte, the README's demo customer: orders delivered to both of its sites.
    uid: 'demo-customer-norte',
    fiscal: {
      rfc: 'CNO150312H14',
      razon_social: 'CONSTRUCTORA NORTE',
      regimen_fiscal: '601',
      uso_cfdi: 'G03',
      codigo_postal: '64000',
      invoice_email: 'facturas@constructora-norte.example',
    },
    sites: [
      {
        id: 'obra-monterrey-centro',
        name: 'Obra Monterrey Centro',
        street: 'Av. Constitución',
        exterior_number: '1500',
        colonia: 'Centro',
        municipio: 'Monterrey',
        estado: 'NLE',
        codigo_postal: '64000',
        receiver_name: 'Ing. Ramiro Treviño',
        receiver_phone: '+528112345678',
        hours: 'Lunes a viernes de 8:00 a 17:00',
        notes: 'Acceso de camiones por la calle Zaragoza.',
      },
      {
        id: 'bodega-apodaca',
        name: 'Bodega Apodaca',
        street: 'Carretera Miguel Alemán',
        exterior_number: 'km 18',
        colonia: 'Parque Industrial Apodaca',
        municipio: 'Apodaca',
        estado: 'NLE',
        codigo_postal: '66600',
        receiver_name: 'Gabriela Salinas',
        receiver_phone: '+528187654321',
      },
    ],
  },
  {
    // Industrias Méndez, Guadalajara: orders delivered to, cancelled for and prepared for its two plants.
    uid: 'demo-customer-mendez',
    fiscal: {
      rfc: 'IME950322K45',
      razon_social: 'INDUSTRIAS MENDEZ',
      regimen_fiscal: '601',
      uso_cfdi: 'G03',
      codigo_postal: '44940',
      invoice_email: 'facturas@industrias-mendez.example',
    },
    sites: [
      {
        id: 'planta-guadalajara',
        name: 'Planta Guadalajara',
        street: 'Calle 18',
        exterior_number: '2460',
        colonia: 'Zona Industrial',
        municipio: 'Guadalajara',
        estado: 'JAL',
        codigo_postal: '44940',
        receiver_name: 'Ing. Héctor Navarro',
        receiver_phone: '+523336104410',
        hours: 'Lunes a viernes de 7:00 a 15:00',
        notes: 'Recepción de materiales por la puerta 3; presentar la orden de compra impresa.',
      },
      {
        id: 'planta-2-el-salto',
        name: 'Planta 2 El Salto',
        street: 'Carretera a El Salto',
        exterior_number: 'km 14.5',
        colonia: 'Parque Industrial El Salto',
        municipio: 'El Salto',
        estado: 'JAL',
        codigo_postal: '45680',
        receiver_name: 'Marisol Cervantes',
        receiver_phone: '+523337324410',
        hours: 'Lunes a sábado de 8:00 a 14:00',
      },
    ],
  },
];

/** The demo billing of a customer: their fiscal data and sites; undefined for a customer who saved none. */
export function demoBillingOf(uid: string): TDemoBilling | undefined {
  return DEMO_BILLING.find((demo) => demo.uid === uid);
}

/** A demo customer's RFC as their invoice data holds it: their quote requests give the same one. */
export function demoRfcOf(uid: string): string {
  const billing = demoBillingOf(uid);
  if (billing === undefined) throw new Error(`no demo invoice data for ${uid}`);
  return billing.fiscal.rfc;
}
