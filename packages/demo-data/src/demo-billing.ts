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
];
