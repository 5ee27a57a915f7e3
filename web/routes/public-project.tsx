import { useParams } from 'react-router';
import { PublicProjectView } from '../features/projects/components/public-project-view.tsx';

export default function PublicProjectPage() {
  const { slug = '' } = useParams();
  return <PublicProjectView key={slug} slug={slug} />;
}
