import type { TCartLine } from '@voltia/domain';

/** A line's product as the customer reads it: the description, then brand and SKU. */
export function LineProduct({ line }: { line: Pick<TCartLine, 'sku_description' | 'brand' | 'sku'> }) {
  return (
    <>
      <span className="block font-semibold text-slate-900">{line.sku_description}</span>
      <span className="text-slate-600">
        {line.brand} · SKU {line.sku}
      </span>
    </>
  );
}
