import { PostProjectForm } from './PostProjectForm';

/** /wall-projects/create: a wall owner posts a project on one of their own walls. */
export function CreateWallProjectPage() {
  return <PostProjectForm kind="wall_project" />;
}
