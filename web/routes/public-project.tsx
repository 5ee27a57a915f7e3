import { useParams } from 'react-router';
import { ProjectPageview } from '../features/analytics/track.tsx';
import { usePublicProject } from '../features/projects/api.ts';
import { PublicProjectView } from '../features/projects/components/public-project-view.tsx';

export default function PublicProjectPage() {
  const { slug = '' } = useParams();
  // Same query as the view (deduplicated): its id is where this page's visits count.
  const project = usePublicProject(slug).data?.project;
  return (
    <>
      {project ? <ProjectPageview projectId={project.id} /> : null}
      <PublicProjectView key={slug} slug={slug} />
    </>
  );
}
