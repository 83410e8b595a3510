import { BrowseProjects } from './BrowseProjects';

/** /browse/projects: open brand projects. */
export function BrowseProjectsPage() {
  return <BrowseProjects kind="brand_project" />;
}
