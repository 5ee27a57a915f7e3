import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../components/ui/card.tsx';
import { NewProjectForm } from '../features/projects/components/new-project-form.tsx';

export default function NewProjectPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10">
      <Link
        to="/mis-proyectos"
        className="inline-flex items-center gap-1 text-sm font-medium text-stone-700 hover:text-stone-950"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Mis proyectos
      </Link>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-stone-950">Nuevo proyecto</h1>
      <p className="mt-1 text-stone-600">
        Se creará lanzado y público, con tareas iniciales y una nota para empezar.
      </p>
      <Card className="mt-6 p-6">
        <NewProjectForm />
      </Card>
    </div>
  );
}
