import { ActionIcon, Box, Button, Loader, Stack } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { DISCOVER_MARKER_COLORS, HOUSTON, MAP_DEFAULT_ZOOM, MAX_PAGE_SIZE, NASHVILLE } from '@wallcraft/shared';
import type * as Leaflet from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { env } from '../../../env';
import { errorText } from '../../../lib/errors';
import { toast } from '../../../lib/toast';
import { trpc } from '../../../lib/trpc';
import type { DiscoverItem } from '../DiscoverCard';
import type { DiscoverState } from '../discover-params';
import { searchInput, type MapBounds } from '../search-input';
import type { ViewerPosition } from '../useViewerPosition';
import { loadLeaflet, type Leaflet as L } from './loadLeaflet';
import { MapFailurePanel } from './MapErrorBoundary';
import { MapInfoCard } from './MapInfoCard';

/** Markers shown at most: ten pages of 100, nearest first when the position is known; clustering keeps them smooth. */
const MAX_PAGES = 10;
const HEIGHT = 560;

type Ready = { L: L; map: Leaflet.Map; cluster: Leaflet.MarkerClusterGroup };

function markerIcon(L: L, item: DiscoverItem) {
  const colour = DISCOVER_MARKER_COLORS[item.type];
  return L.divIcon({
    className: 'wc-map-marker',
    html: `<span data-type="${item.type}" style="display:block;width:18px;height:18px;border-radius:50%;background:${colour};border:2px solid #0a0a0a"></span>`,
    iconSize: [18, 18],
    iconAnchor: [9, 9],
  });
}

/** The map view: coloured, clustered markers, zoom buttons, REDO SEARCH for the visible area, the info card. */
export default function DiscoverMap({ state, position }: { state: DiscoverState; position: ViewerPosition | null }) {
  const container = useRef<HTMLDivElement>(null);
  const ready = useRef<Ready | null>(null);
  const userMoved = useRef(false);
  const [status, setStatus] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const [moved, setMoved] = useState(false);
  const [bounds, setBounds] = useState<MapBounds | null>(null);
  const [selected, setSelected] = useState<DiscoverItem | null>(null);

  const query = trpc.discover.search.useInfiniteQuery(searchInput(state, position, MAX_PAGE_SIZE, bounds), {
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
  const { data, hasNextPage, isFetching, fetchNextPage } = query;
  const items = data?.pages.flatMap((page) => page.items) ?? [];

  useEffect(() => {
    if (hasNextPage && !isFetching && (data?.pages.length ?? 0) < MAX_PAGES) void fetchNextPage();
  }, [data, hasNextPage, isFetching, fetchNextPage]);

  useEffect(() => {
    if (query.error) toast({ title: 'Error', message: errorText(query.error), variant: 'destructive' });
  }, [query.error]);

  // Create the map once. Failing to load or start Leaflet shows the failure panel; missing tiles (offline) do not.
  useEffect(() => {
    let cancelled = false;
    loadLeaflet()
      .then((L) => {
        if (cancelled || !container.current) return;
        const start = position ?? { lat: HOUSTON.latitude, lng: HOUSTON.longitude };
        const map = L.map(container.current, { zoomControl: false, preferCanvas: true }).setView(
          [start.lat, start.lng],
          MAP_DEFAULT_ZOOM,
        );
        L.tileLayer(env.VITE_MAP_TILE_URL, { maxZoom: 19, attribution: '&copy; OpenStreetMap contributors' }).addTo(
          map,
        );
        const cluster = L.markerClusterGroup({ chunkedLoading: true, showCoverageOnHover: false });
        map.addLayer(cluster);
        map.on('dragstart zoomstart', () => (userMoved.current = true));
        map.on('moveend', () => userMoved.current && setMoved(true));
        ready.current = { L, map, cluster };
        setStatus('loaded');
      })
      .catch((error: unknown) => {
        console.error('The map failed to load', error);
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      ready.current?.map.remove();
      ready.current = null;
    };
    // The starting centre is read once; later positions move the map in the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The device answered after the map opened: centre on the viewer unless they already moved the map.
  useEffect(() => {
    if (status === 'loaded' && position && !userMoved.current)
      ready.current?.map.setView([position.lat, position.lng], MAP_DEFAULT_ZOOM);
  }, [status, position]);

  useEffect(() => {
    const r = ready.current;
    if (status !== 'loaded' || !r) return;
    r.cluster.clearLayers();
    r.cluster.addLayers(
      items.map((item) => {
        // Items without coordinates sit at the fixed Nashville point.
        const at: [number, number] =
          item.latitude !== null && item.longitude !== null
            ? [item.latitude, item.longitude]
            : [NASHVILLE.latitude, NASHVILLE.longitude];
        return r.L.marker(at, { icon: markerIcon(r.L, item), title: item.title, keyboard: true }).on('click', () =>
          setSelected(item),
        );
      }),
    );
    // Markers are rebuilt only when the results change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [status, data]);

  if (status === 'failed') return <MapFailurePanel />;

  const redo = () => {
    const b = ready.current?.map.getBounds();
    if (!b) return;
    setBounds({
      south: b.getSouth(),
      west: Math.max(-180, b.getWest()),
      north: b.getNorth(),
      east: Math.min(180, b.getEast()),
    });
    setMoved(false);
  };

  return (
    <Box pos="relative" h={HEIGHT} style={{ border: '2px solid var(--wc-ink)' }}>
      <div
        ref={container}
        style={{ height: '100%', width: '100%' }}
        data-testid="discover-map"
        aria-label="Map of results"
      />
      {status === 'loading' || isFetching ? (
        <Loader size="sm" pos="absolute" bottom={12} left={12} style={{ zIndex: 1000 }} aria-label="Loading map" />
      ) : null}
      <Stack gap={6} pos="absolute" top={12} right={12} style={{ zIndex: 1000 }}>
        <ActionIcon size="lg" variant="default" aria-label="Zoom in" onClick={() => ready.current?.map.zoomIn()}>
          +
        </ActionIcon>
        <ActionIcon size="lg" variant="default" aria-label="Zoom out" onClick={() => ready.current?.map.zoomOut()}>
          −
        </ActionIcon>
      </Stack>
      {moved ? (
        <Button
          pos="absolute"
          bottom={16}
          left="50%"
          style={{ zIndex: 1000, transform: 'translateX(-50%)' }}
          onClick={redo}
        >
          REDO SEARCH
        </Button>
      ) : null}
      {selected ? <MapInfoCard item={selected} onClose={() => setSelected(null)} /> : null}
    </Box>
  );
}
