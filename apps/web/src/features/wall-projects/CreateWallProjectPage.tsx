import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Heading only until this feature's issue lands. */
export function CreateWallProjectPage() {
  return <PlaceholderPage title="POST A WALL PROJECT" />;
}
