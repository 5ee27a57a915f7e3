import type { Project } from '../../../../contracts/projects.ts';
import { cn } from '../../../lib/cn.ts';

const pill = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium';

export function ProjectBadges({
  project,
}: {
  project: Pick<Project, 'status' | 'isPublic' | 'isLaunched'>;
}) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <span
        className={cn(
          pill,
          project.status === 'archived'
            ? 'bg-stone-200 text-stone-800'
            : 'bg-emerald-100 text-emerald-900',
        )}
      >
        {project.status === 'archived' ? 'Archivado' : 'Activo'}
      </span>
      <span
        className={cn(
          pill,
          project.isPublic ? 'bg-sky-100 text-sky-900' : 'bg-stone-100 text-stone-700',
        )}
      >
        {project.isPublic ? 'Público' : 'Privado'}
      </span>
      <span
        className={cn(
          pill,
          project.isLaunched ? 'bg-brand-100 text-brand-900' : 'bg-stone-100 text-stone-700',
        )}
      >
        {project.isLaunched ? 'Lanzado' : 'Sin lanzar'}
      </span>
    </span>
  );
}
