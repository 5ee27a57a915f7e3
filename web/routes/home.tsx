import { lazy } from 'react';
import { buttonClass } from '../components/ui/button.tsx';
import { BuilderModalButton } from '../features/builder/components/builder-modal.tsx';
import { LandingHero } from '../features/marketing/components/landing-hero.tsx';
import {
  CapabilitiesSection,
  CasesSection,
  DemoCard,
  PhasesSection,
  SectorsSection,
  TestimonialsSection,
} from '../features/marketing/components/landing-sections.tsx';
import { CtaBand } from '../features/marketing/components/layout.tsx';
import { NewsletterForm } from '../features/newsletter/components/newsletter-form.tsx';

// The builder modal's Historial tab: fetched with the tab, not with the landing page.
const ProjectBrowsePane = lazy(
  () => import('../features/projects/components/project-browse-pane.tsx'),
);

export default function HomePage() {
  return (
    <>
      <LandingHero
        builderButton={
          <BuilderModalButton
            className={buttonClass('outline', 'lg', 'w-full sm:w-auto')}
            projectsPane={ProjectBrowsePane}
          />
        }
      />
      <CapabilitiesSection />
      <PhasesSection />
      <DemoCard />
      <CasesSection />
      <TestimonialsSection />
      <SectorsSection />
      <CtaBand
        title="Tu próxima app empieza con una frase"
        text="Escribe la idea como se la contarías a un amigo. En dos minutos tendrás nombre, funcionalidades, stack, historias de usuario y especificación técnica."
        primary={{ to: '/create', label: 'Empieza a crear' }}
        secondary={{ to: '/pricing', label: 'Ver precios' }}
      />
      <section aria-label="Newsletter" className="bg-stone-50">
        <div className="mx-auto max-w-4xl px-4 py-16">
          <NewsletterForm />
        </div>
      </section>
    </>
  );
}
