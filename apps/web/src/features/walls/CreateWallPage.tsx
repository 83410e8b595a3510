import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Heading only until this feature's issue lands. */
export function CreateWallPage() {
  return <PlaceholderPage title="LIST A NEW WALL" />;
}
