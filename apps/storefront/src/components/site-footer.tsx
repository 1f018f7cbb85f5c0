import Link from 'next/link';
import { BoltIcon } from './icons';

/** Company summary and secondary navigation, on every page. */
export function SiteFooter() {
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="page-container grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-3">
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-lg font-extrabold text-white">
            <BoltIcon className="size-5 fill-secondary stroke-secondary" />
            Voltia
          </p>
          <p className="max-w-xs text-sm leading-relaxed">
            Distribuidor de material eléctrico e industrial con cotizaciones para empresas.
          </p>
        </div>
        <nav aria-label="Pie de página">
          <h2 className="text-sm font-semibold text-white">Explora</h2>
          <ul className="mt-3 space-y-2 text-sm">
            <li>
              <Link href="/#como-cotizar" className="hover:text-secondary hover:underline">
                ¿Cómo cotizar?
              </Link>
            </li>
            <li>
              <Link href="/#categorias" className="hover:text-secondary hover:underline">
                Categorías destacadas
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold text-white">Atención a empresas</h2>
          <p className="mt-3 max-w-sm text-sm leading-relaxed">
            Cotizaciones B2B para contratistas, integradores, áreas de mantenimiento y compras industriales.
          </p>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="page-container py-4 text-xs text-slate-400">
          © Voltia. Precios y disponibilidad sujetos a cotización.
        </p>
      </div>
    </footer>
  );
}
