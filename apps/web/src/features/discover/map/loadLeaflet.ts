/**
 * Leaflet, the cluster plugin and their CSS, fetched on first use: the map view is the only user on this page,
 * so none of it is in the first load of /discover. The plugin is a UMD script that extends the global `L`,
 * which Leaflet's own bundle sets, so Leaflet must be evaluated first.
 */
export async function loadLeaflet() {
  const [{ default: L }] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
  await Promise.all([
    import('leaflet.markercluster'),
    import('leaflet.markercluster/dist/MarkerCluster.css'),
    import('leaflet.markercluster/dist/MarkerCluster.Default.css'),
  ]);
  if (typeof L.markerClusterGroup !== 'function') throw new Error('The marker cluster plugin did not load');
  return L;
}

export type Leaflet = Awaited<ReturnType<typeof loadLeaflet>>;
