import { INBOX_CSV_MAX_ROWS } from './inbox-csv';

export type TExportState =
  | { readonly status: 'idle' }
  | { readonly status: 'exporting'; readonly rows: number }
  | { readonly status: 'done'; readonly rows: number; readonly fileName: string; readonly capped: boolean };

const NUMBER = new Intl.NumberFormat('es-MX');

/** What the CSV export says about itself in its status line (read out as it changes). */
export function exportStatusText(state: TExportState): string {
  if (state.status === 'idle') return '';
  if (state.status === 'exporting')
    return state.rows === 0 ? 'Exportando…' : `Exportando… ${NUMBER.format(state.rows)} cotizaciones leídas.`;
  if (state.capped) {
    return `Se descargaron las primeras ${NUMBER.format(INBOX_CSV_MAX_ROWS)} cotizaciones en ${state.fileName}, el máximo de un archivo. Acota el filtro para exportar las demás.`;
  }
  if (state.rows === 0) return `Se descargó ${state.fileName} sin cotizaciones: ninguna coincide con el filtro.`;
  return `Se ${state.rows === 1 ? 'descargó 1 cotización' : `descargaron ${NUMBER.format(state.rows)} cotizaciones`} en ${state.fileName}.`;
}
