import type { TListFileKind } from './list-file';

/** Where a list's export is: reading its rows (how many so far, of how many when known), or its file made. */
export type TExportState =
  | { readonly status: 'idle' }
  | { readonly status: 'exporting'; readonly kind: TListFileKind; readonly rows: number; readonly total?: number }
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

/** What a back-office list's export says about itself in its status line (read out as it changes). */
export function listExportStatusText(state: TExportState, noun: TExportNoun): string {
  const [article, first, none, read] = noun.feminine
    ? ['las', 'primeras', 'ninguna', 'leídas']
    : ['los', 'primeros', 'ninguno', 'leídos'];
  if (state.status === 'idle') return '';
  if (state.status === 'exporting') {
    if (state.rows === 0) return 'Exportando…';
    const of = state.total === undefined ? '' : ` de ${NUMBER.format(state.total)}`;
    return `Exportando… ${NUMBER.format(state.rows)}${of} ${noun.many} ${read}.`;
  }
  if (state.capped)
    return `Se descargaron ${article} ${first} ${NUMBER.format(noun.max)} ${noun.many} en ${state.fileName}, el máximo de un archivo. Acota el filtro para exportar ${article} demás.`;
  if (state.rows === 0) return `Se descargó ${state.fileName} sin ${noun.many}: ${none} coincide con el filtro.`;
  return `Se ${state.rows === 1 ? `descargó 1 ${noun.one}` : `descargaron ${NUMBER.format(state.rows)} ${noun.many}`} en ${state.fileName}.`;
}
