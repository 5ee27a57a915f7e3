import { BuilderWorkspace } from '../features/builder/components/builder-workspace.tsx';
import ProjectBrowsePane from '../features/projects/components/project-browse-pane.tsx';

export default function CreatePage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <header className="mb-8 max-w-3xl">
        <h1 className="text-3xl font-extrabold tracking-tight text-stone-950 sm:text-4xl">
          Crea tu app con IA
        </h1>
        <p className="mt-3 text-lg text-stone-700">
          Cuéntanos tu idea en tus propias palabras. Generamos el nombre, las funcionalidades, el
          stack, las historias de usuario, la especificación técnica y una vista previa, y la
          publicamos en su propia página.
        </p>
      </header>
      <BuilderWorkspace returnTo="/create" projectsPane={ProjectBrowsePane} />
    </div>
  );
}
