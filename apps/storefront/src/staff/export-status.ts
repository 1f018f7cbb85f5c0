import { INBOX_CSV_MAX_ROWS } from './inbox-csv';

export type TExportState =
  | { readonly status: 'idle' }
  | { readonly status: 'exporting'; readonly rows: number }
  | { readonly status: 'done'; readonly rows: number; readonly fileName: string; readonly capped: boolean };

const NUMBER = new Intl.NumberFormat('es-MX');

/** What a list exports, as its status line names it: "1 pedido", "2 pedidos", "los primeros", "ninguno". */
export type TExportNoun = {
  readonly one: string;
  readonly many: string;
  readonly feminine: boolean;
  /** The most rows one file holds (the cap the status line names). */
  readonly max: number;
};

/** What a back-office list's CSV export says about itself in its status line (read out as it changes). */
export function listExportStatusText(state: TExportState, noun: TExportNoun): string {
  const [article, first, none, read] = noun.feminine
    ? ['las', 'primeras', 'ninguna', 'leídas']
    : ['los', 'primeros', 'ninguno', 'leídos'];
  if (state.status === 'idle') return '';
  if (state.status === 'exporting')
    return state.rows === 0 ? 'Exportando…' : `Exportando… ${NUMBER.format(state.rows)} ${noun.many} ${read}.`;
  if (state.capped)
    return `Se descargaron ${article} ${first} ${NUMBER.format(noun.max)} ${noun.many} en ${state.fileName}, el máximo de un archivo. Acota el filtro para exportar ${article} demás.`;
  if (state.rows === 0) return `Se descargó ${state.fileName} sin ${noun.many}: ${none} coincide con el filtro.`;
  return `Se ${state.rows === 1 ? `descargó 1 ${noun.one}` : `descargaron ${NUMBER.format(state.rows)} ${noun.many}`} en ${state.fileName}.`;
}

/** What the inbox's CSV export says about itself in its status line. */
export function exportStatusText(state: TExportState): string {
  return listExportStatusText(state, {
    one: 'cotización',
    many: 'cotizaciones',
    feminine: true,
    max: INBOX_CSV_MAX_ROWS,
  });
}
