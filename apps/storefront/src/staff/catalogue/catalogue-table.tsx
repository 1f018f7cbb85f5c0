import type { TCatalogueProduct } from '@voltia/domain';
import type { TCatalogueChoices } from './use-catalogue-choices';

const th =
  'px-2 py-2.5 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase first:pl-3 last:pr-3 xl:px-3';
const td = 'px-2 py-3 align-top first:pl-3 last:pr-3 xl:px-3';
/** Columns of their own from 1280 px; narrower, their facts sit under the description. */
const wide = 'hidden xl:table-cell';

export type TCatalogueListProps = {
  readonly rows: readonly TCatalogueProduct[];
  readonly choices: TCatalogueChoices;
  readonly onEdit: (product: TCatalogueProduct) => void;
};

/** Names for the ids a product holds; an id with no name (a removed supplier) shows as itself. */
export function namesOf(ids: readonly string[], list: readonly { id: string; name: string }[]): string {
  return ids.map((id) => list.find((entry) => entry.id === id)?.name ?? id).join(', ');
}

function PublishedBadge({ published }: { published: boolean }) {
  return published ? (
    <span className="inline-flex rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
      Publicado
    </span>
  ) : (
    <span className="inline-flex rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
      No publicado
    </span>
  );
}

function EditButton({ product, onEdit }: { product: TCatalogueProduct; onEdit: (product: TCatalogueProduct) => void }) {
  return (
    <button
      type="button"
      onClick={() => onEdit(product)}
      className="inline-flex min-h-11 items-center rounded-button border border-slate-300 bg-white px-3 text-sm font-semibold text-primary hover:bg-slate-50"
      aria-label={`Editar ${product.sku}`}
    >
      Editar
    </button>
  );
}

/** The catalogue as a table, from tablet widths up: one product a row, its SKU the row's header. */
export function CatalogueTable({ rows, choices, onEdit, caption }: TCatalogueListProps & { caption: string }) {
  return (
    <table
      className="hidden w-full table-fixed border-collapse overflow-hidden rounded-lg border border-slate-200 bg-white text-sm md:table"
      data-testid="catalogue-table"
    >
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50">
        <tr>
          <th scope="col" className={`${th} w-36`}>
            SKU
          </th>
          <th scope="col" className={th}>
            Descripción
          </th>
          <th scope="col" className={`${th} w-36`}>
            Marca
          </th>
          <th scope="col" className={`${th} ${wide} w-40`}>
            Categoría
          </th>
          <th scope="col" className={`${th} ${wide} w-24`}>
            Unidad
          </th>
          <th scope="col" className={`${th} ${wide} w-48`}>
            Proveedores
          </th>
          <th scope="col" className={`${th} w-32`}>
            Estado
          </th>
          <th scope="col" className={`${th} w-24`}>
            <span className="sr-only">Acciones</span>
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {rows.map((product) => (
          <tr
            key={product.product_id}
            data-testid="catalogue-row"
            data-product-id={product.product_id}
            data-sku={product.sku}
          >
            <th scope="row" className={`${td} font-mono text-xs font-semibold break-words text-slate-900`}>
              {product.sku}
            </th>
            <td className={`${td} break-words text-slate-900`}>
              {product.description}
              <span className="mt-1 block text-xs text-slate-600 xl:hidden">
                {namesOf([product.category_id], choices.categories)} · {product.unit}
                {product.supplier_ids.length > 0 ? ` · ${namesOf(product.supplier_ids, choices.suppliers)}` : ''}
              </span>
            </td>
            <td className={`${td} break-words text-slate-800`}>{product.brand}</td>
            <td className={`${td} ${wide} break-words text-slate-800`}>
              {namesOf([product.category_id], choices.categories)}
            </td>
            <td className={`${td} ${wide} text-slate-800`}>{product.unit}</td>
            <td className={`${td} ${wide} break-words text-slate-800`}>
              {product.supplier_ids.length === 0 ? (
                <span className="text-slate-600">Sin proveedor</span>
              ) : (
                namesOf(product.supplier_ids, choices.suppliers)
              )}
            </td>
            <td className={td}>
              <PublishedBadge published={product.published} />
            </td>
            <td className={`${td} text-right`}>
              <EditButton product={product} onEdit={onEdit} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The catalogue as cards on phones (no sideways scroll at 375 px). */
export function CatalogueCards({ rows, choices, onEdit, label }: TCatalogueListProps & { label: string }) {
  return (
    <ul aria-label={label} className="flex flex-col gap-2 md:hidden">
      {rows.map((product) => (
        <li
          key={product.product_id}
          className="rounded-lg border border-slate-200 bg-white p-3"
          data-testid="catalogue-card"
          data-product-id={product.product_id}
        >
          <div className="flex items-start justify-between gap-2">
            <p className="min-w-0 font-mono text-xs font-semibold break-words text-slate-900">{product.sku}</p>
            <PublishedBadge published={product.published} />
          </div>
          <p className="mt-1 break-words text-slate-900">{product.description}</p>
          <p className="mt-1 text-xs break-words text-slate-600">
            {product.brand} · {namesOf([product.category_id], choices.categories)} · {product.unit}
          </p>
          <div className="mt-2 flex justify-end">
            <EditButton product={product} onEdit={onEdit} />
          </div>
        </li>
      ))}
    </ul>
  );
}
