import type { Route } from 'next';
import { IntentLink } from '@/store/layout/intent-link';
import { ChevronRightIcon } from '@/shared/ui/icons';

export interface TBreadcrumbItem {
  label: string;
  /** Absent on the current page (the last item). */
  href?: Route;
}

/**
 * "Inicio › Productos › …": where the page sits in the catalogue. Each link is 44 px tall for a thumb;
 * on a phone the current page's item is left out (the heading right below names it), so the trail
 * keeps to one line and the page's first screen reaches its controls.
 */
export function Breadcrumb({ items }: { items: readonly TBreadcrumbItem[] }) {
  return (
    <nav aria-label="Ruta de navegación" className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-slate-600">
        {items.map((item, index) => (
          <li
            key={`${item.label}-${index}`}
            className={`${item.href ? 'flex' : 'hidden sm:flex'} min-w-0 items-center gap-1.5`}
          >
            {index > 0 ? <ChevronRightIcon className="size-3.5 shrink-0 text-slate-400" /> : null}
            {item.href ? (
              <IntentLink
                href={item.href}
                className="inline-flex min-h-11 items-center rounded-sm hover:text-primary hover:underline"
              >
                {item.label}
              </IntentLink>
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
