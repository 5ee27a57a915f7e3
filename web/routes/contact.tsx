import { Clock, Mail, MapPin, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { PRIVACY_EMAIL } from '../../contracts/marketing.ts';
import { CONTACT_EMAIL } from '../../contracts/messages.ts';
import { ContactForm } from '../features/contact/components/contact-form.tsx';
import { PageHero } from '../features/marketing/components/layout.tsx';

export default function ContactPage() {
  return (
    <>
      <PageHero
        eyebrow="Contacto"
        title="Cuéntanos tu proyecto"
        lead={
          <p>
            Una idea, una duda sobre los planes o un proyecto para tu empresa: te responde una
            persona del equipo en un día laborable.
          </p>
        }
      />
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-14 lg:grid-cols-[1.5fr_1fr]">
        <section
          aria-labelledby="form-titulo"
          className="relative rounded-3xl border border-stone-200 bg-white p-6 shadow-sm sm:p-10"
        >
          <h2 id="form-titulo" className="text-2xl font-bold tracking-tight text-stone-950">
            Escríbenos
          </h2>
          <p className="mt-2 text-stone-700">Todos los campos son obligatorios salvo la empresa.</p>
          <div className="mt-8">
            <ContactForm />
          </div>
        </section>
        <aside className="space-y-6">
          <div className="rounded-2xl bg-stone-950 p-6">
            <h2 className="flex items-center gap-2 text-lg font-semibold text-white">
              <Mail className="h-5 w-5 text-brand-300" aria-hidden="true" /> Prefieres el correo
            </h2>
            <p className="mt-2 text-stone-300">Escríbenos directamente a:</p>
            <a
              href={`mailto:${CONTACT_EMAIL}`}
              className="mt-1 inline-block text-lg font-semibold text-white underline decoration-brand-400 underline-offset-4"
            >
              {CONTACT_EMAIL}
            </a>
          </div>
          <ul className="space-y-5 rounded-2xl border border-stone-200 bg-white p-6">
            <li className="flex gap-3">
              <Clock className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
              <div>
                <h3 className="font-semibold text-stone-950">Tiempo de respuesta</h3>
                <p className="text-sm text-stone-700">
                  Un día laborable, de lunes a viernes de 9:00 a 18:00 (hora de Madrid).
                </p>
              </div>
            </li>
            <li className="flex gap-3">
              <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
              <div>
                <h3 className="font-semibold text-stone-950">Oficina</h3>
                <p className="text-sm text-stone-700">
                  Calle de Alcalá 21, 28014 Madrid. Solo con cita previa.
                </p>
              </div>
            </li>
            <li className="flex gap-3">
              <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
              <div>
                <h3 className="font-semibold text-stone-950">Privacidad y tus datos</h3>
                <p className="text-sm text-stone-700">
                  Para ejercer tus derechos escribe a{' '}
                  <a
                    href={`mailto:${PRIVACY_EMAIL}`}
                    className="font-medium text-brand-700 underline"
                  >
                    {PRIVACY_EMAIL}
                  </a>
                  .
                </p>
              </div>
            </li>
          </ul>
          <p className="text-sm text-stone-700">
            ¿Buscas trabajo?{' '}
            <Link to="/talento" className="font-semibold text-brand-700 underline">
              Mira los puestos abiertos
            </Link>
            .
          </p>
        </aside>
      </div>
    </>
  );
}
