import { PostProjectForm } from './PostProjectForm';

/** /projects/create: a brand posts a project, optionally on a listed wall. */
export function CreateProjectPage() {
  return <PostProjectForm kind="brand_project" />;
}
