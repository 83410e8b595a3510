// The representative discover queries of the benchmark (query-string parameters of GET /api/discover).
// Houston is where the seed puts a tenth of its items; the viewer stands downtown.
const viewer = { lat: 29.7604, lng: -95.3698 };

export const QUERIES = {
  'first page, newest first': {},
  'text search "mural"': { search: 'mural' },
  'text search "houston brick"': { search: 'houston brick' },
  'filters: specialties MURALS + GRAFFITI': { specialties: ['MURALS', 'GRAFFITI'] },
  'filters: projects OPEN, $5K-$10K': { projectStatus: ['OPEN'], projectBudget: ['5k-10k'] },
  'distance sort from Houston': { ...viewer },
  'distance sort, walls tab, page of 100': { ...viewer, tab: 'walls', limit: 100 },
  'distance filter under 5 miles': { ...viewer, distance: ['under-5'] },
  'distance 5-10 + text "wall"': { ...viewer, distance: ['5-10'], search: 'wall' },
};
