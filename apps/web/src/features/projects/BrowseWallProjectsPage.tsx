import { BrowseProjects } from './BrowseProjects';

/** /browse/wall-projects: open wall projects, or only one wall's (?wallId=). */
export function BrowseWallProjectsPage() {
  return <BrowseProjects kind="wall_project" />;
}
