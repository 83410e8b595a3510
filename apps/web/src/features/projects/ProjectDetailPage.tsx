import { ProjectDetail } from './ProjectDetail';

/** /projects/{id}: a brand project. */
export function ProjectDetailPage() {
  return <ProjectDetail kind="brand_project" />;
}
