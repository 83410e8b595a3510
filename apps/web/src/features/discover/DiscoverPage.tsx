import { Anchor, Button, Container, Group, SegmentedControl, Tabs, Text } from '@mantine/core';
import { DISCOVER_TABS, type TDiscoverFilters } from '@wallcraft/shared';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAddressQuery } from '../../lib/address';
import { CenteredLoader } from '../../components/CenteredLoader';
import { PageTitle } from '../../components/PageTitle';
import { SearchForm } from '../../components/SearchForm';
import {
  countFilters,
  readDiscoverState,
  writeDiscoverState,
  type DiscoverState,
  type DiscoverTab,
} from './discover-params';
import { DiscoverGrid, GRID_PAGE_SIZE } from './DiscoverGrid';
import { MapErrorBoundary } from './map/MapErrorBoundary';
import { searchInput } from './search-input';
import { LOCATION_ON_TEXT, LOCATION_PENDING_TEXT, useViewerPosition } from './useViewerPosition';
import { BrowserSuspense } from '../../components/BrowserSuspense';

// Leaflet and its CSS load only when the map view opens (keeps them out of the first load of /discover).
const DiscoverMap = lazy(() => import('./map/DiscoverMap'));
// The sheet (a Drawer with scroll areas) is fetched when FILTER is first pressed, not with the page.
const FilterSheet = lazy(() => import('./FilterSheet').then((m) => ({ default: m.FilterSheet })));

const TAB_LABELS: Record<DiscoverTab, string> = {
  all: 'ALL',
  artists: 'ARTISTS',
  walls: 'WALLS',
  brands: 'BRANDS',
  projects: 'PROJECTS',
};

/** The full lists behind Discover's mix, newest first. */
const BROWSE_LINKS = [
  ['/browse/projects', 'BRAND PROJECTS'],
  ['/browse/wall-projects', 'WALL PROJECTS'],
  ['/browse/walls', 'WALLS'],
] as const;

export function DiscoverPage() {
  const [params, changeParams] = useAddressQuery();
  const state = readDiscoverState(params);
  const { position, error: positionError } = useViewerPosition();
  const [sheetOpen, setSheetOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps its transition.
  const [sheetUsed, setSheetUsed] = useState(false);

  const update = (change: Partial<DiscoverState>) =>
    changeParams((latest) => writeDiscoverState({ ...readDiscoverState(latest), ...change }));
  const filterCount = countFilters(state.filters);
  const narrowed = state.search.trim() !== '' || state.tab !== 'all' || filterCount > 0;

  return (
    <Container size="xl" py="xl">
      <PageTitle title="DISCOVER" />
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        {/* A new ?search= (e.g. from the header search) refills the box. */}
        <SearchForm
          label="Search discover"
          initial={state.search}
          onSearch={(search) => update({ search })}
          style={{ flex: 1, minWidth: 240, maxWidth: 560 }}
        />
        <Group gap="sm">
          <Button
            variant={filterCount ? 'filled' : 'outline'}
            onClick={() => {
              setSheetUsed(true);
              setSheetOpen(true);
            }}
          >
            {filterCount ? `FILTER (${filterCount})` : 'FILTER'}
          </Button>
          <SegmentedControl
            aria-label="View"
            value={state.view}
            onChange={(view) => update({ view: view === 'map' ? 'map' : 'grid' })}
            data={[
              { value: 'grid', label: 'GRID' },
              { value: 'map', label: 'MAP' },
            ]}
          />
        </Group>
      </Group>
      <Tabs
        value={state.tab}
        onChange={(tab) => update({ tab: DISCOVER_TABS.find((t) => t === tab) ?? 'all' })}
        mb="lg"
      >
        <Tabs.List>
          {DISCOVER_TABS.map((tab) => (
            <Tabs.Tab key={tab} value={tab} fw={800}>
              {TAB_LABELS[tab]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Group gap="md" mb="md" aria-label="Browse lists" role="navigation">
        <Text size="sm" fw={800} c="dimmed">
          BROWSE ALL:
        </Text>
        {BROWSE_LINKS.map(([to, label]) => (
          <Anchor key={to} component={Link} to={to} size="sm" fw={800} c="dark">
            {label}
          </Anchor>
        ))}
      </Group>
      {/* Always one line, whatever the device answers and when: the grid below never moves for it. */}
      <Text size="sm" c="dimmed" mb="sm" role="status" lineClamp={1}>
        {positionError ?? (position ? LOCATION_ON_TEXT : LOCATION_PENDING_TEXT)}
      </Text>
      {state.view === 'map' ? (
        <MapErrorBoundary>
          <BrowserSuspense fallback={<CenteredLoader />}>
            <DiscoverMap state={state} position={position} />
          </BrowserSuspense>
        </MapErrorBoundary>
      ) : (
        <DiscoverGrid
          input={searchInput(state, position, GRID_PAGE_SIZE)}
          onClear={narrowed ? () => update({ search: '', tab: 'all', filters: {} }) : undefined}
        />
      )}
      {sheetUsed ? (
        <Suspense fallback={null}>
          <FilterSheet
            opened={sheetOpen}
            onClose={() => setSheetOpen(false)}
            applied={state.filters}
            onApply={(filters: TDiscoverFilters) => update({ filters })}
            positionError={positionError}
          />
        </Suspense>
      ) : null}
    </Container>
  );
}
