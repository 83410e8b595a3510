import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, createWall, createWallProject, registerAs, registerUser } from '../../../test/fixtures';
import { call, createTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const insights = async (cookie: string) => (await call(t.app, cookie, { method: 'GET', url: '/api/insights' })).json();

describe('GET /api/insights', () => {
  it("computes a brand's four cards from its projects' statuses and budgets", async () => {
    const brand = await registerAs(t.app, 'brand');
    const budgets = { open: 1000, in_progress: 2000, completed: 4000, cancelled: 8000 } as const;
    const made: Record<string, string> = {};
    for (const [status, budget] of Object.entries(budgets)) {
      const project = await createProject(t.app, brand.cookie, { budget, title: status });
      made[status] = project.id;
      await t.database.db
        .updateTable('projects')
        .set({ status: status as 'open' })
        .where('id', '=', project.id)
        .execute();
    }
    await createProject(t.app, brand.cookie, { budget: null, title: 'no budget' });
    expect(await insights(brand.cookie)).toEqual({
      userType: 'brand',
      totalProjects: 5,
      activeProjects: 1,
      totalIncome: '4000.00',
      completedProjects: 1,
      potentialIncome: '3000.00',
      completionRate: 20,
      artist: null,
      currentProjects: [
        expect.objectContaining({
          projectType: 'brand_project',
          id: made.in_progress,
          title: 'in_progress',
          budget: '2000.00',
          status: 'in_progress',
        }),
      ],
    });
  });

  it('shows an artist their application and invitation counts and at most three current projects, newest first', async () => {
    const artist = await registerAs(t.app, 'artist');
    const owner = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, owner.cookie, { images: ['/media/wall.png'] });
    const db = t.database.db;
    const running: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const project = await createWallProject(t.app, owner.cookie, wall.id, { title: `Job ${i}`, budget: 100 });
      running.push(project.id);
      await db.updateTable('projects').set({ status: 'in_progress' }).where('id', '=', project.id).execute();
      await db
        .insertInto('applications')
        .values({
          artist_id: artist.user.id,
          project_id: project.id,
          status: 'accepted',
        })
        .execute();
    }
    const waiting = await createWallProject(t.app, owner.cookie, wall.id);
    await db
      .insertInto('applications')
      .values({
        artist_id: artist.user.id,
        project_id: waiting.id,
        status: 'pending',
      })
      .execute();
    const invitedTo = await createWallProject(t.app, owner.cookie, wall.id);
    await db
      .insertInto('invitations')
      .values({
        inviter_id: owner.user.id,
        artist_id: artist.user.id,
        project_id: invitedTo.id,
      })
      .execute();

    const result = await insights(artist.cookie);
    expect(result.artist).toEqual({ pendingApplications: 1, acceptedApplications: 4, pendingInvitations: 1 });
    expect(result).toMatchObject({ totalProjects: 4, activeProjects: 4, potentialIncome: '400.00', completionRate: 0 });
    expect(result.currentProjects.map((p: { id: string }) => p.id)).toEqual([running[3], running[2], running[1]]);
    expect(result.currentProjects[0].images).toEqual(['/media/wall.png']);
  });

  it('answers zeros before onboarding and 401 when signed out', async () => {
    const bare = await registerUser(t.app);
    expect(await insights(bare.cookie)).toMatchObject({
      userType: null,
      totalProjects: 0,
      totalIncome: '0.00',
      completionRate: 0,
      artist: null,
      currentProjects: [],
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/insights' })).statusCode).toBe(401);
  });
});
