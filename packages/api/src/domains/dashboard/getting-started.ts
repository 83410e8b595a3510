import type { DB } from '@wallcraft/db';
import type { TUserType } from '@wallcraft/shared';
import { getActiveUserType } from '../accounts/service';
import * as queries from './queries';
import type { TGettingStarted, TGettingStartedStep } from './schemas';

type Facts = Awaited<ReturnType<typeof queries.gettingStartedFacts>>;
type Step = Omit<TGettingStartedStep, 'done'> & { done: (facts: Facts) => boolean };

/** A new user's first steps per profile type, each ticked from what the data already holds. */
const STEPS: Record<TUserType, Step[]> = {
  artist: [
    {
      key: 'profile',
      label: 'Finish your profile',
      description: 'Your name, your location and at least one specialty, so owners and brands near you find you.',
      href: '/setup/artist',
      done: (facts) => facts.basics && facts.specialties,
    },
    {
      key: 'portfolio',
      label: 'Add portfolio images',
      description: 'Show your past walls: owners choose artists by their work.',
      href: '/settings',
      done: (facts) => facts.portfolio,
    },
    {
      key: 'first_project',
      label: 'Find a first project',
      description: 'Apply to an open project, or accept an invitation.',
      href: '/browse/projects',
      done: (facts) => facts.firstProject,
    },
  ],
  wall_owner: [
    {
      key: 'wall',
      label: 'Add a wall',
      description: 'Its size, surface and photos, so artists can see what they would paint.',
      href: '/walls/create',
      done: (facts) => facts.wall,
    },
    {
      key: 'wall_project',
      label: 'Post a wall project',
      description: 'Say what you want painted and your budget; artists apply, or you invite one.',
      href: '/wall-projects/create',
      done: (facts) => facts.wallProject,
    },
  ],
  brand: [
    {
      key: 'company',
      label: 'Add your company details',
      description: 'Your company name and industry, so artists know who they would paint for.',
      href: '/setup/brand',
      done: (facts) => facts.companyDetails,
    },
    {
      key: 'brand_project',
      label: 'Post a project',
      description: 'Describe the mural, the budget and the timeline; artists apply, or you invite one.',
      href: '/projects/create',
      done: (facts) => facts.brandProject,
    },
  ],
};

/** GET /dashboard/getting-started: the active profile's first steps, ticked from the data. */
export async function getGettingStarted(db: DB, userId: string): Promise<TGettingStarted> {
  const userType = await getActiveUserType(db, userId);
  if (!userType) return { userType: null, steps: [], done: 0, complete: true };
  const facts = await queries.gettingStartedFacts(db, userId);
  const steps = STEPS[userType].map(({ done, ...step }) => ({ ...step, done: done(facts) }));
  const done = steps.filter((step) => step.done).length;
  return { userType, steps, done, complete: done === steps.length };
}
