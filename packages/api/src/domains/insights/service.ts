import type { DB } from '@wallcraft/db';
import { INSIGHTS_CURRENT_PROJECTS, centsToDecimalString } from '@wallcraft/shared';
import { artistCounts, listBucket, scopeOf, statusTotals } from '../my-projects/service';
import { artistEarningsCents } from '../payments/service';
import type { TInsightProject, TInsights } from './schemas';

const EMPTY: Omit<TInsights, 'userType' | 'artist'> = {
  totalProjects: 0,
  activeProjects: 0,
  totalIncome: '0.00',
  completedProjects: 0,
  potentialIncome: '0.00',
  completionRate: 0,
  currentProjects: [],
};

/**
 * The four metric cards, over the same projects and buckets as My Projects. Sums are added up in SQL
 * (all projects, not one page); the current-projects list is the first three of the current bucket.
 */
export async function getInsights(db: DB, userId: string): Promise<TInsights> {
  const scope = await scopeOf(db, userId);
  if (!scope) return { ...EMPTY, userType: null, artist: null };
  const isArtist = scope.role === 'artist';
  const [totals, current, artist, earnedCents] = await Promise.all([
    statusTotals(db, scope),
    listBucket(db, userId, 'current', { limit: INSIGHTS_CURRENT_PROJECTS }),
    isArtist ? artistCounts(db, userId) : Promise.resolve(null),
    isArtist ? artistEarningsCents(db, userId) : Promise.resolve(0),
  ]);
  const of = (status: string) => totals.find((t) => t.status === status) ?? { projects: 0, budgetCents: 0 };
  const totalProjects = totals.reduce((sum, t) => sum + t.projects, 0);
  const completed = of('completed');
  // The bucket's first page is already both kinds newest first.
  const currentProjects: TInsightProject[] = current.items.map((p) => ({
    projectType: p.projectType,
    ...pick(p),
    images: p.projectType === 'wall_project' && p.images.length === 0 ? p.wall.images : p.images,
  }));
  return {
    userType: scope.role,
    totalProjects,
    activeProjects: of('in_progress').projects,
    // An artist's income is what was released to them; an owner's stays the budgets of completed projects.
    totalIncome: isArtist ? centsToDecimalString(earnedCents) : (centsToDecimalString(completed.budgetCents) ?? '0.00'),
    completedProjects: completed.projects,
    potentialIncome:
      centsToDecimalString(of('in_progress').budgetCents + of('hired').budgetCents + of('open').budgetCents) ?? '0.00',
    completionRate: totalProjects === 0 ? 0 : Math.round((100 * completed.projects) / totalProjects),
    artist,
    currentProjects,
  };
}

function pick(p: {
  id: string;
  title: string;
  description: string | null;
  location: string | null;
  budget: string | null;
  status: TInsightProject['status'];
}) {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    location: p.location,
    budget: p.budget,
    status: p.status,
  };
}
