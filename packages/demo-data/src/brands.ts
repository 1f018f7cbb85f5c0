import type { TBrand } from '@voltia/domain';

const brands = [
  { id: '3m', name: '3M' },
  { id: 'abb', name: 'ABB' },
  { id: 'allen-bradley', name: 'Allen-Bradley' },
  { id: 'bticino', name: 'BTicino' },
  { id: 'burndy', name: 'Burndy' },
  { id: 'condumex', name: 'Condumex' },
  { id: 'crouse-hinds', name: 'Crouse-Hinds' },
  { id: 'eaton', name: 'Eaton' },
  { id: 'fluke', name: 'Fluke' },
  { id: 'honeywell', name: 'Honeywell' },
  { id: 'hubbell', name: 'Hubbell' },
  { id: 'klein-tools', name: 'Klein Tools' },
  { id: 'legrand', name: 'Legrand' },
  { id: 'leviton', name: 'Leviton' },
  { id: 'omron', name: 'Omron' },
  { id: 'osram', name: 'Osram' },
  { id: 'panduit', name: 'Panduit' },
  { id: 'philips', name: 'Philips' },
  { id: 'rymco', name: 'Rymco' },
  { id: 'schneider-electric', name: 'Schneider Electric' },
  { id: 'siemens', name: 'Siemens' },
  { id: 'truper', name: 'Truper' },
  { id: 'urrea', name: 'Urrea' },
  { id: 'viakon', name: 'Viakon' },
  { id: 'wago', name: 'WAGO' },
  { id: 'weg', name: 'WEG' },
] as const satisfies readonly TBrand[];

export type TDemoBrandId = (typeof brands)[number]['id'];

/** The demo catalogue's brands, in alphabetical order of id. */
export const DEMO_BRANDS: readonly TBrand[] = brands;
