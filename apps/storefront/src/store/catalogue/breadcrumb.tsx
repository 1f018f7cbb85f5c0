import type { Route } from 'next';
import Link from 'next/link';
import { ChevronRightIcon } from '@/shared/ui/icons';

export interface TBreadcrumbItem {
  label: string;
  /** Absent on the current page (the last item). */
  href?: Route;
}

/** "Inicio › Productos › …": where the page sits in the catalogue. */
export function Breadcrumb({ items }: { items: readonly TBreadcrumbItem[] }) {
  return (
    <nav aria-label="Ruta de navegación" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-slate-600">
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`} className="flex min-w-0 items-center gap-1.5">
            {index > 0 ? <ChevronRightIcon className="size-3.5 shrink-0 text-slate-400" /> : null}
            {item.href ? (
              <Link href={item.href} className="rounded-sm hover:text-primary hover:underline">
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="line-clamp-1 font-medium text-slate-900">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
