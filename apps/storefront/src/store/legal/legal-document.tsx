import Link from 'next/link';
import type { ReactNode } from 'react';
import { LEGAL_PAGES } from './legal-pages';

/**
 * A legal page's frame: one h1, its date, a readable measure (about 70 characters a line) and
 * styles for the h2/h3, paragraphs and lists written inside. A server component: no JavaScript.
 */
export function LegalDocument({
  title,
  updated,
  intro,
  children,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="page-container py-8 sm:py-12">
      <div className="mx-auto max-w-3xl">
        <header className="mb-8 border-b border-slate-200 pb-6">
          <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{title}</h1>
          <p className="mt-2 text-sm text-slate-600">Última actualización: {updated}</p>
          <div className="mt-4 text-base leading-relaxed text-slate-700">{intro}</div>
        </header>
        <div className="space-y-4 text-base leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2 [&_h2]:mt-10 [&_h2]:scroll-mt-24 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:pl-1 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6">
          {children}
        </div>
        <nav aria-label="Documentos legales" className="mt-12 border-t border-slate-200 pt-6 text-sm">
          <ul className="flex flex-wrap gap-x-6">
            {Object.values(LEGAL_PAGES).map((page) => (
              <li key={page.href}>
                <Link
                  href={page.href}
                  className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-2"
                >
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </article>
  );
}
