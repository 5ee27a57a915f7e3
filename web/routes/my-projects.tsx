import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../components/ui/button.tsx';
import { ProjectList } from '../features/projects/components/project-list.tsx';

export default function MyProjectsPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-stone-950">Mis proyectos</h1>
          <p className="mt-1 text-stone-600">Busca, filtra y gestiona tus proyectos.</p>
        </div>
        <Link to="/proyecto/nuevo" className={buttonClass('primary')}>
          <Plus className="h-4 w-4" aria-hidden="true" /> Nuevo proyecto
        </Link>
      </div>
      <ProjectList />
    </div>
  );
}
