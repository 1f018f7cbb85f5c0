import type { Route } from 'next';
import { IntentLink } from '@/store/layout/intent-link';
import { COMPANY_PROFILE, formatPhoneMx, phoneTelHref } from '@voltia/domain';
import { BoltIcon } from '@/shared/ui/icons';
import { LEGAL_PAGES } from '@/store/legal/legal-pages';

const footerLinkClass = 'inline-flex min-h-11 items-center underline-offset-2 hover:text-secondary hover:underline';

type TFooterLink = { href: Route; label: string };

const EXPLORE_LINKS: readonly TFooterLink[] = [
  { href: '/productos', label: 'Productos' },
  { href: '/#como-cotizar', label: '¿Cómo cotizar?' },
  { href: '/#categorias', label: 'Categorías destacadas' },
];

/** A titled list of links, a navigation landmark named by its title. */
function FooterLinks({ id, title, links }: { id: string; title: string; links: readonly TFooterLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold text-white">
        {title}
      </h2>
      <ul className="mt-1 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <IntentLink href={link.href} className={footerLinkClass}>
              {link.label}
            </IntentLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * What a buyer checks before trusting a distributor, on every store page: who sells, how to reach
 * them (phone, email, address, hours, all from the one COMPANY_PROFILE) and the legal pages.
 * A server component: it adds no JavaScript.
 */
export function SiteFooter() {
  const telHref = phoneTelHref(COMPANY_PROFILE.phone);
  return (
    <footer className="bg-slate-950 text-slate-300" data-testid="site-footer">
      <div className="page-container grid gap-8 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3">
          <p className="flex items-center gap-2 text-lg font-extrabold text-white">
            <BoltIcon className="size-5 fill-secondary stroke-secondary" />
            {COMPANY_PROFILE.tradeName}
          </p>
          <p className="max-w-xs text-sm leading-relaxed">
            Distribuidor de material eléctrico e industrial con cotizaciones para empresas: contratistas, integradores,
            mantenimiento y compras industriales.
          </p>
        </div>
        <FooterLinks id="footer-explore-title" title="Explora" links={EXPLORE_LINKS} />
        <div>
          <h2 id="footer-contact-title" className="text-sm font-semibold text-white">
            Contacto
          </h2>
          <address
            aria-labelledby="footer-contact-title"
            className="mt-3 space-y-2 text-sm not-italic leading-relaxed"
            data-testid="footer-contact"
          >
            <p>
              <span className="sr-only">Teléfono: </span>
              {telHref ? (
                <a href={telHref} className={`${footerLinkClass} font-semibold text-white`} data-testid="footer-phone">
                  {formatPhoneMx(COMPANY_PROFILE.phone)}
                </a>
              ) : (
                formatPhoneMx(COMPANY_PROFILE.phone)
              )}
            </p>
            <p>
              <span className="sr-only">Correo electrónico: </span>
              <a
                href={`mailto:${COMPANY_PROFILE.email}`}
                className={`${footerLinkClass} break-all`}
                data-testid="footer-email"
              >
                {COMPANY_PROFILE.email}
              </a>
            </p>
            <p data-testid="footer-address">
              {COMPANY_PROFILE.addressLines.map((line, index) => (
                <span key={line} className="block">
                  {index === 0 ? <span className="sr-only">Dirección: </span> : null}
                  {line}
                </span>
              ))}
            </p>
            <p data-testid="footer-hours">
              <span className="block text-slate-400">Horario de atención</span>
              {COMPANY_PROFILE.businessHours}
            </p>
          </address>
        </div>
        <FooterLinks id="footer-legal-title" title="Legal" links={Object.values(LEGAL_PAGES)} />
      </div>
      <div className="border-t border-white/10">
        <p className="page-container py-4 text-xs text-slate-400">
          © {COMPANY_PROFILE.legalName} · RFC {COMPANY_PROFILE.taxId}. Precios en MXN más IVA, sujetos a cotización.
        </p>
      </div>
    </footer>
  );
}
