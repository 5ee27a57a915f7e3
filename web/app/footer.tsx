import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { CONTACT_EMAIL, PRODUCT_NAME, PRODUCT_TAGLINE } from '../../contracts/messages.ts';
import { useYear } from '../lib/server-state.ts';
import { Logo } from './header.tsx';

const COLUMNS: { title: string; links: { to: string; label: string }[] }[] = [
  {
    title: 'Producto',
    links: [
      { to: '/create', label: 'Crear app' },
      { to: '/pricing', label: 'Precios' },
      { to: '/enterprise', label: 'Empresas' },
      { to: '/affiliates', label: 'Afiliados' },
    ],
  },
  {
    title: 'Compañía',
    links: [
      { to: '/empresa', label: 'Sobre nosotros' },
      { to: '/casos', label: 'Casos de éxito' },
      { to: '/blog', label: 'Blog' },
      { to: '/talento', label: 'Trabaja con nosotros' },
      { to: '/contacto', label: 'Contacto' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { to: '/privacidad', label: 'Privacidad' },
      { to: '/terminos', label: 'Términos' },
      { to: '/cookies', label: 'Cookies' },
    ],
  },
];

const SOCIAL = [
  { href: 'https://x.com/forja_app', name: 'X' },
  { href: 'https://www.linkedin.com/company/forja-app', name: 'LinkedIn' },
  { href: 'https://www.instagram.com/forja.app', name: 'Instagram' },
  { href: 'https://www.youtube.com/@forja-app', name: 'YouTube' },
];

export function Footer() {
  // The current year, as the server rendered it (a kept page is rendered again in a new year).
  const year = useYear();
  return (
    <footer className="border-t border-stone-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="space-y-4">
          <Logo />
          <p className="max-w-xs text-sm text-stone-600">{PRODUCT_TAGLINE}.</p>
          <a
            href={`mailto:${CONTACT_EMAIL}`}
            className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
          >
            <Mail className="h-4 w-4" aria-hidden="true" />
            {CONTACT_EMAIL}
          </a>
          <ul className="flex flex-wrap gap-2" aria-label="Redes sociales">
            {SOCIAL.map(({ href, name }) => (
              <li key={href}>
                <a
                  href={href}
                  aria-label={`${PRODUCT_NAME} en ${name}`}
                  rel="noopener noreferrer"
                  target="_blank"
                  className="block rounded-full border border-stone-200 px-3 py-1 text-xs font-medium text-stone-700 hover:border-stone-400 hover:text-stone-950"
                >
                  {name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {COLUMNS.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className="text-sm font-semibold text-stone-950">{col.title}</h2>
            <ul className="mt-3 space-y-2">
              {col.links.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} className="text-sm text-stone-600 hover:text-stone-950">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-stone-200 py-6 text-center text-sm text-stone-600">
        © {year} {PRODUCT_NAME}. Todos los derechos reservados.
      </div>
    </footer>
  );
}
