import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createWall, createWallProject, registerAs, type Person } from '../../../test/fixtures';

let t: TestApp;
let owner: Person;
let wallId: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000', REPORT_RATE_LIMIT_PER_HOUR: '3' });
  owner = await registerAs(t.app, 'wall_owner', { firstName: 'Olive', lastName: 'Owner' });
  wallId = (await createWall(t.app, owner.cookie, { title: 'Rooftop wall' })).id;
});
afterAll(async () => t.close());

const report = (who: Person | null, payload: Record<string, unknown>) =>
  call(t.app, who?.cookie, { method: 'POST', url: '/api/reports', payload });
const stored = (targetId: string) =>
  t.database.db.selectFrom('reports').selectAll().where('target_id', '=', targetId).execute();

describe('POST /api/reports', () => {
  it('files a pending report on a wall, with the reason and the trimmed comment', async () => {
    const artist = await registerAs(t.app, 'artist');
    const response = await report(artist, {
      targetType: 'wall',
      targetId: wallId,
      reason: 'misleading',
      comment: '  Not a real wall  ',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(json(response)).toMatchObject({
      targetType: 'wall',
      targetId: wallId,
      reason: 'misleading',
      comment: 'Not a real wall',
      status: 'pending',
    });
    const rows = await stored(wallId);
    expect(rows.filter((row) => row.reporter_id === artist.user.id)).toHaveLength(1);
  });

  it('answers the open report again when the same person reports the same item, adding nothing', async () => {
    const artist = await registerAs(t.app, 'artist');
    const first = await report(artist, { targetType: 'user', targetId: owner.user.id, reason: 'spam' });
    const again = await report(artist, { targetType: 'user', targetId: owner.user.id, reason: 'scam' });
    expect(again.statusCode).toBe(201);
    expect(json(again)).toMatchObject({ id: json(first).id, reason: 'spam' });
    expect((await stored(owner.user.id)).filter((row) => row.reporter_id === artist.user.id)).toHaveLength(1);
  });

  it('refuses your own item with 400, an unknown one with 404, a bad reason with 400, and stores nothing', async () => {
    const other = await registerAs(t.app, 'artist');
    const own = await report(owner, { targetType: 'wall', targetId: wallId, reason: 'spam' });
    expect(own.statusCode).toBe(400);
    expect(json(own).message).toBe('You cannot report your own wall');
    expect((await report(owner, { targetType: 'user', targetId: owner.user.id, reason: 'spam' })).statusCode).toBe(400);
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await report(other, { targetType: 'brand_project', targetId: unknown, reason: 'spam' });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).message).toBe('Project not found');
    // A wall project's id is not a brand project's.
    const wallProject = await createWallProject(t.app, owner.cookie, wallId);
    const mistyped = await report(other, { targetType: 'brand_project', targetId: wallProject.id, reason: 'spam' });
    expect(mistyped.statusCode).toBe(404);
    expect((await report(other, { targetType: 'wall', targetId: wallId, reason: 'rude' })).statusCode).toBe(400);
    const long = await report(other, {
      targetType: 'wall',
      targetId: wallId,
      reason: 'other',
      comment: 'x'.repeat(2001),
    });
    expect(long.statusCode).toBe(400);
    expect((await stored(wallId)).filter((row) => [owner.user.id, other.user.id].includes(row.reporter_id))).toEqual(
      [],
    );
    expect(await stored(unknown)).toEqual([]);
    expect(await stored(wallProject.id)).toEqual([]);
  });

  it('asks a signed-out visitor to sign in', async () => {
    expect((await report(null, { targetType: 'wall', targetId: wallId, reason: 'spam' })).statusCode).toBe(401);
  });

  it('lets only the receiver report a message: the sender gets 400, anyone else 404', async () => {
    const sender = await registerAs(t.app, 'brand');
    const receiver = await registerAs(t.app, 'artist');
    const stranger = await registerAs(t.app, 'artist');
    const sent = await call(t.app, sender.cookie, {
      method: 'POST',
      url: '/api/messages',
      payload: { receiverId: receiver.user.id, content: 'Buy followers cheap' },
    });
    const messageId = json(sent).id;
    const byStranger = await report(stranger, { targetType: 'message', targetId: messageId, reason: 'spam' });
    expect(byStranger.statusCode).toBe(404);
    expect((await report(sender, { targetType: 'message', targetId: messageId, reason: 'spam' })).statusCode).toBe(400);
    const byReceiver = await report(receiver, { targetType: 'message', targetId: messageId, reason: 'spam' });
    expect(byReceiver.statusCode).toBe(201);
    expect(await stored(messageId)).toHaveLength(1);
  });

  it('limits reports per reporter (REPORT_RATE_LIMIT_PER_HOUR), then answers 429 and stores nothing more', async () => {
    const busy = await registerAs(t.app, 'artist');
    const walls = await Promise.all([1, 2, 3, 4].map((n) => createWall(t.app, owner.cookie, { title: `Wall ${n}` })));
    for (const wall of walls.slice(0, 3))
      expect((await report(busy, { targetType: 'wall', targetId: wall.id, reason: 'spam' })).statusCode).toBe(201);
    const refused = await report(busy, { targetType: 'wall', targetId: walls[3]!.id, reason: 'spam' });
    expect(refused.statusCode).toBe(429);
    expect(json(refused).message).toMatch(/3 reports in the last hour/);
    expect(await stored(walls[3]!.id)).toEqual([]);
  });
});
