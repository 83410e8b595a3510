import { DISCOVER_FILTER_KEYS, DISCOVER_TABS, knownFilterValues, type TDiscoverFilters } from '@wallcraft/shared';

export type DiscoverTab = (typeof DISCOVER_TABS)[number];
export type DiscoverView = 'grid' | 'map';

/** What the discover page shows, all of it kept in the URL so a link or a reload brings the same results back. */
export type DiscoverState = { search: string; tab: DiscoverTab; view: DiscoverView; filters: TDiscoverFilters };

/** Reads the URL; unknown tabs, views and filter values are ignored (a stale or hand-edited link never breaks the page). */
export function readDiscoverState(params: URLSearchParams): DiscoverState {
  const tab = params.get('tab');
  const filters: TDiscoverFilters = {};
  for (const key of DISCOVER_FILTER_KEYS) {
    const values = knownFilterValues(
      key,
      params.getAll(key).flatMap((v) => v.split(',')),
    );
    if (values.length) filters[key] = values;
  }
  return {
    search: params.get('search') ?? '',
    tab: DISCOVER_TABS.includes(tab as DiscoverTab) ? (tab as DiscoverTab) : 'all',
    view: params.get('view') === 'map' ? 'map' : 'grid',
    filters,
  };
}

export function writeDiscoverState(state: DiscoverState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('search', state.search.trim());
  if (state.tab !== 'all') params.set('tab', state.tab);
  if (state.view === 'map') params.set('view', 'map');
  for (const key of DISCOVER_FILTER_KEYS) for (const value of state.filters[key] ?? []) params.append(key, value);
  return params;
}

export function countFilters(filters: TDiscoverFilters): number {
  return Object.values(filters).reduce((sum, values) => sum + (values?.length ?? 0), 0);
}
