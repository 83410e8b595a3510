import { sql, type Kysely } from 'kysely';
import { addAllowedValues, dropAllowedValues } from './lib/allowed-values';

/**
 * Project timelines (issue 34): projects stored urgent/moderate/flexible while Discover's filter offers five spans, so
 * two options matched the same projects. Projects now store the five spans themselves; each old value becomes the
 * span its label named (urgent: ASAP or 1-2 weeks; moderate: 1-3 or 1-2 months; flexible: 3+ months). Going back
 * folds the spans into the three. Brand profiles keep their urgent/moderate/flexible pace. Frozen once landed.
 */
const OLD = ['urgent', 'moderate', 'flexible'];
const NEW = ['1_2_weeks', '2_4_weeks', '1_3_months', '3_6_months', '6_plus_months'];

const UP: Record<string, string> = { urgent: '1_2_weeks', moderate: '1_3_months', flexible: '3_6_months' };
const DOWN: Record<string, string> = {
  '1_2_weeks': 'urgent',
  '2_4_weeks': 'urgent',
  '1_3_months': 'moderate',
  '3_6_months': 'flexible',
  '6_plus_months': 'flexible',
};

async function remap(db: Kysely<any>, mapping: Record<string, string>): Promise<void> {
  for (const [from, to] of Object.entries(mapping))
    await sql`UPDATE projects SET timeline = ${to} WHERE timeline = ${from}`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await addAllowedValues(db, 'projects', 'timeline', NEW);
  await remap(db, UP);
  await dropAllowedValues(db, 'projects', 'timeline', OLD);
}

export async function down(db: Kysely<any>): Promise<void> {
  await addAllowedValues(db, 'projects', 'timeline', OLD);
  await remap(db, DOWN);
  await dropAllowedValues(db, 'projects', 'timeline', NEW);
}
