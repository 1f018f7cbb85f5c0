import type { ComponentType, SVGProps } from 'react';
import { Suspense } from 'react';
import { IntentLink } from '@/store/layout/intent-link';
import { BadgeCheckIcon, BoltIcon, CheckIcon, ClipboardListIcon, SendIcon } from '@/shared/ui/icons';
import { CatalogueSearchBox } from '@/store/catalogue/catalogue-search-box';
import { HomeCatalogueFallback, HomeCatalogueSections } from '@/store/catalogue/home-catalogue-sections';

type IconComponent = ComponentType<Omit<SVGProps<SVGSVGElement>, 'children'>>;

const QUOTE_STEPS: readonly { title: string; description: string; Icon: IconComponent }[] = [
  {
    title: 'Arma tu lista',
    description:
      'Agrega a tu carrito de cotización los productos y cantidades que necesitas. No necesitas una cuenta para empezar.',
    Icon: ClipboardListIcon,
  },
  {
    title: 'Solicita tu cotización',
    description: 'Entra con tu correo, tu cuenta de Google o tu teléfono y envía la lista a nuestro equipo de ventas.',
    Icon: SendIcon,
  },
  {
    title: 'Recibe y aprueba',
    description:
      'Revisamos disponibilidad y precios y te enviamos la cotización con su vigencia para que la aceptes o pidas ajustes.',
    Icon: BadgeCheckIcon,
  },
];

const HERO_POINTS = [
  'Arma tu lista sin registrarte',
  'Entra con correo, Google o teléfono',
  'Sigue el estado de cada cotización',
] as const;

const SAMPLE_QUOTE_LINES = [
  { description: 'Cable THW-LS calibre 12 AWG, rollo de 100 m', quantity: '4 rollos' },
  { description: 'Interruptor termomagnético 2 polos, 20 A', quantity: '12 piezas' },
  { description: 'Contactor tripolar 25 A, bobina 220 V', quantity: '6 piezas' },
  { description: 'Luminario LED industrial 150 W', quantity: '10 piezas' },
] as const;

const B2B_BENEFITS = [
  { title: 'Una lista por proyecto', description: 'Separa las requisiciones de cada obra o planta.' },
  { title: 'Precios por escrito', description: 'Cada cotización llega con sus precios y su vigencia.' },
  { title: 'Historial completo', description: 'Consulta cotizaciones anteriores y su estado.' },
] as const;

// The catalogue sections read the database at request time (it is not reachable during the build).
export const dynamic = 'force-dynamic';

export default function HomePage() {
  return (
    <>
      {/* Not overflow-hidden, and above the sections after it (z-10): the search suggestions hang below
          the hero and must not be cut off or covered. The glow is clipped on its own layer. */}
      <section aria-labelledby="inicio-titulo" className="relative z-10 bg-primary-dark text-on-primary">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 overflow-hidden bg-[radial-gradient(circle_at_85%_15%,color-mix(in_oklab,var(--brand-primary)_90%,white)_0%,transparent_55%)]"
        />
        <div className="page-container relative grid gap-12 py-14 sm:py-20 lg:grid-cols-[1.15fr_0.85fr] lg:items-center lg:py-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold text-secondary ring-1 ring-white/20">
              <BoltIcon className="size-4 fill-current" />
              Cotizaciones B2B
            </p>
            <h1
              id="inicio-titulo"
              className="mt-5 text-3xl font-extrabold tracking-tight text-balance xs:text-4xl lg:text-5xl xl:text-6xl"
            >
              Material eléctrico e industrial, cotizado para tu empresa
            </h1>
            <p className="mt-5 max-w-xl text-base leading-relaxed text-white/85 xs:text-lg">
              Arma tu lista de productos y solicita una cotización B2B. Nuestro equipo de ventas revisa la
              disponibilidad, asigna los precios y te la envía para que la apruebes.
            </p>
            <div className="mt-8 max-w-xl">
              <CatalogueSearchBox variant="hero" label="Buscar en el catálogo" />
            </div>
            <div className="mt-5 flex flex-col gap-3 xs:flex-row">
              <a
                href="#como-cotizar"
                className="inline-flex min-h-11 items-center justify-center rounded-button bg-secondary px-5 py-2.5 font-semibold text-on-secondary shadow-sm transition-colors hover:bg-secondary-dark"
              >
                Conoce cómo cotizar
              </a>
              <IntentLink
                href="/productos"
                className="inline-flex min-h-11 items-center justify-center rounded-button px-5 py-2.5 font-semibold text-white ring-1 ring-white/40 transition-colors ring-inset hover:bg-white/10"
              >
                Ver todo el catálogo
              </IntentLink>
            </div>
            <ul className="mt-10 grid gap-3 text-sm text-white/85 md:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
              {HERO_POINTS.map((point) => (
                <li key={point} className="flex items-start gap-2">
                  <CheckIcon className="mt-0.5 size-4 shrink-0 text-secondary" />
                  {point}
                </li>
              ))}
            </ul>
          </div>

          <figure className="hidden rounded-xl bg-white p-5 text-slate-900 shadow-2xl ring-1 ring-black/5 sm:block sm:p-6">
            <div className="flex items-center justify-between gap-4 border-b border-slate-200 pb-4">
              <div>
                <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Carrito de cotización</p>
                <p className="mt-1 text-lg font-bold">Cotización Nueva</p>
              </div>
              <span className="rounded-full bg-secondary/25 px-2.5 py-1 text-xs font-semibold text-on-secondary">
                Borrador
              </span>
            </div>
            <ul className="divide-y divide-slate-100">
              {SAMPLE_QUOTE_LINES.map((line) => (
                <li key={line.description} className="flex items-center justify-between gap-4 py-3 text-sm">
                  <span className="text-slate-700">{line.description}</span>
                  <span className="shrink-0 font-semibold text-primary">{line.quantity}</span>
                </li>
              ))}
            </ul>
            <figcaption className="mt-2 flex items-center gap-2 rounded-button bg-primary-light px-3 py-2 text-sm font-medium text-primary-dark">
              <CheckIcon className="size-4 shrink-0" />
              Ejemplo: una lista preparada para solicitar cotización
            </figcaption>
          </figure>
        </div>
      </section>

      <Suspense fallback={<HomeCatalogueFallback />}>
        <HomeCatalogueSections />
      </Suspense>

      <section id="como-cotizar" aria-labelledby="como-cotizar-titulo" className="scroll-mt-16 py-16 sm:py-20">
        <div className="page-container">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">En tres pasos</p>
            <h2 id="como-cotizar-titulo" className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
              ¿Cómo cotizar?
            </h2>
            <p className="mt-3 text-slate-600">
              De tu primera lista a la cotización aprobada, sin llamadas ni correos sueltos.
            </p>
          </div>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {QUOTE_STEPS.map(({ title, description, Icon }, index) => (
              <li key={title} className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <div className="flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="grid size-9 place-items-center rounded-full bg-secondary text-sm font-bold text-on-secondary"
                  >
                    {index + 1}
                  </span>
                  <Icon className="size-6 text-primary" />
                </div>
                <h3 className="mt-4 text-lg font-semibold">
                  <span className="sr-only">Paso {index + 1}: </span>
                  {title}
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{description}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="empresas-titulo" className="bg-secondary text-on-secondary">
        <div className="page-container grid gap-8 py-14 lg:grid-cols-[1fr_1.4fr] lg:items-center">
          <div>
            <h2 id="empresas-titulo" className="text-2xl font-bold tracking-tight sm:text-3xl">
              ¿Compras para una empresa?
            </h2>
            <p className="mt-3 max-w-xl leading-relaxed">
              Centraliza las requisiciones de tu equipo: cada cotización conserva sus productos, precios y estado para
              que compras, mantenimiento y finanzas trabajen con la misma información.
            </p>
          </div>
          <ul className="grid gap-4 sm:grid-cols-3">
            {B2B_BENEFITS.map((benefit) => (
              <li key={benefit.title} className="rounded-xl bg-white/60 p-5 ring-1 ring-black/5">
                <h3 className="font-semibold">{benefit.title}</h3>
                <p className="mt-1 text-sm leading-relaxed">{benefit.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
