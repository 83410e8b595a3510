import { ProjectDetail } from './ProjectDetail';

/**
 * /wall-projects/{id}: a wall project. A module of its own, as every page: the server preloads the chunk of
 * the page it renders by the module's name.
 */
export function WallProjectDetailPage() {
  return <ProjectDetail kind="wall_project" />;
}
