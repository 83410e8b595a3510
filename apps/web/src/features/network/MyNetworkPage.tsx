import { PlaceholderPage } from '../../components/PlaceholderPage';

/** Heading only until this feature's issue lands. */
export function MyNetworkPage() {
  return <PlaceholderPage title="MY NETWORK" />;
}
