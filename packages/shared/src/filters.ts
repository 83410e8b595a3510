import { STYLES } from './vocabulary';

/** Discover filter categories and options. Values are what the API accepts. */
export const SPECIALTY_FILTERS = STYLES;
export const SURFACE_FILTERS = ['BRICK', 'CONCRETE', 'METAL', 'WOOD', 'STUCCO', 'GLASS'] as const;
export const VISIBILITY_FILTERS = ['HIGH TRAFFIC', 'MEDIUM TRAFFIC', 'LOW TRAFFIC', 'PRIVATE'] as const;
export const AVAILABILITY_FILTERS = ['AVAILABLE', 'BOOKED', 'UNAVAILABLE'] as const;
export const INDUSTRY_FILTERS = [
  'FOOD + BEVERAGE',
  'FASHION',
  'TECH',
  'SPORTS',
  'ENTERTAINMENT',
  'HOSPITALITY',
  'RETAIL',
] as const;
export const TIMELINE_FILTERS = ['1-2 WEEKS', '2-4 WEEKS', '1-3 MONTHS', '3-6 MONTHS', '6+ MONTHS'] as const;
export const STATUS_FILTERS = ['OPEN', 'IN PROGRESS', 'COMPLETED', 'CLOSED'] as const;

/** Distance buckets in miles: [min exclusive-or-inclusive, max]; see bucketContains. */
export const DISTANCE_BUCKETS = [
  { value: 'under-5', label: 'UNDER 5 MILES', min: 0, max: 5 },
  { value: '5-10', label: '5-10 MILES', min: 5, max: 10 },
  { value: '10-25', label: '10-25 MILES', min: 10, max: 25 },
  { value: '25-50', label: '25-50 MILES', min: 25, max: 50 },
  { value: 'over-50', label: 'OVER 50 MILES', min: 50, max: null },
] as const;

/** Budget buckets in cents. */
export const BUDGET_BUCKETS = [
  { value: '0-1k', label: '$0-$1K', minCents: 0, maxCents: 100_000 },
  { value: '1k-5k', label: '$1K-$5K', minCents: 100_000, maxCents: 500_000 },
  { value: '5k-10k', label: '$5K-$10K', minCents: 500_000, maxCents: 1_000_000 },
  { value: '10k-25k', label: '$10K-$25K', minCents: 1_000_000, maxCents: 2_500_000 },
  { value: 'over-25k', label: 'OVER $25K', minCents: 2_500_000, maxCents: null },
] as const;

export const DISCOVER_TABS = ['all', 'artists', 'walls', 'brands', 'projects'] as const;
