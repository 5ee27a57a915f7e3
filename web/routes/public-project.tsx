import { lazy } from 'react';
import { useParams } from 'react-router';
import { AfterHydration } from '../components/after-hydration.tsx';
import { usePublicProject } from '../features/projects/api/get-public-project.ts';
import { PublicProjectView } from '../features/projects/components/public-project-view.tsx';

// After hydration: the analytics client and its zod contracts are not needed to show the page.
const ProjectPageview = lazy(() =>
  import('../features/analytics/track.tsx').then((m) => ({ default: m.ProjectPageview })),
);

export default function PublicProjectPage() {
  const { slug = '' } = useParams();
  // Same query as the view (deduplicated): its id is where this page's visits count.
  const project = usePublicProject(slug).data?.project;
  return (
    <>
      {project ? (
        <AfterHydration>
          <ProjectPageview projectId={project.id} />
        </AfterHydration>
      ) : null}
      <PublicProjectView key={slug} slug={slug} />
    </>
  );
}
