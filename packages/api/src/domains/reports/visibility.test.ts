import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type TestApp } from '../../../test/helpers';
import { createProject, createWall, createWallProject, registerAs, type Person } from '../../../test/fixtures';

/** Moderation's public side: what a hidden item, or a hidden or suspended owner, leaves for everyone else. */

let t: TestApp;
let viewer: Person;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
  viewer = await registerAs(t.app, 'artist', { firstName: 'Vera', lastName: 'Viewer' });
});
afterAll(async () => t.close());

const get = (who: Person | null, url: string) => call(t.app, who?.cookie, { method: 'GET', url });
const ids = (response: LightMyRequestResponse): string[] => {
  expect(response.statusCode, response.body).toBe(200);
  const body = json(response);
  return (Array.isArray(body) ? body : body.items).map(
    (item: { id?: string; itemId?: string }) => item.itemId ?? item.id,
  );
};
const discoverIds = async (search: string) => ids(await get(null, `/api/discover?search=${search}&limit=50`));

const hide = (table: 'walls' | 'projects' | 'users', id: string) =>
  t.database.db.updateTable(table).set({ hidden_at: new Date() }).where('id', '=', id).execute();
const suspend = (id: string) =>
  t.database.db.updateTable('users').set({ suspended_at: new Date() }).where('id', '=', id).execute();

describe('a hidden wall, project or wall project', () => {
  it('leaves discover, the browse lists and the detail page for others; the owner still sees it, marked hidden', async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const shown = await createWall(t.app, owner.cookie, { title: 'Zinnia shown wall' });
    const hidden = await createWall(t.app, owner.cookie, { title: 'Zinnia hidden wall' });
    const hiddenProject = await createWallProject(t.app, owner.cookie, shown.id, { title: 'Zinnia hidden project' });
    await hide('walls', hidden.id);
    await hide('projects', hiddenProject.id);

    expect(await discoverIds('zinnia')).toEqual([shown.id]);
    expect(ids(await get(null, '/api/walls?search=zinnia'))).toEqual([shown.id]);
    expect(json(await get(null, '/api/walls?search=zinnia')).total.count).toBe(1);
    expect(ids(await get(null, `/api/wall-projects?wallId=${shown.id}`))).toEqual([]);
    expect((await get(viewer, `/api/walls/${hidden.id}`)).statusCode).toBe(404);
    expect((await get(null, `/api/wall-projects/${hiddenProject.id}`)).statusCode).toBe(404);
    const profile = json(await get(viewer, `/api/users/${owner.user.id}`));
    expect(profile.walls.map((wall: { id: string }) => wall.id)).toEqual([shown.id]);
    expect(profile.wallProjects).toEqual([]);

    const own = await get(owner, `/api/walls/${hidden.id}`);
    expect(own.statusCode).toBe(200);
    expect(json(own)).toMatchObject({ id: hidden.id, hidden: true });
    expect(json(await get(owner, `/api/wall-projects/${hiddenProject.id}`))).toMatchObject({ hidden: true });
    expect(ids(await get(owner, '/api/walls/mine'))).toContain(hidden.id);
    expect(json(await get(owner, `/api/users/${owner.user.id}`)).walls).toHaveLength(2);
  });

  it('a hidden wall takes its wall projects (which show its photos) with it, except for the owner', async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, owner.cookie, { title: 'Juniper wall' });
    const project = await createWallProject(t.app, owner.cookie, wall.id, { title: 'Juniper project' });
    await hide('walls', wall.id);
    expect(await discoverIds('juniper')).toEqual([]);
    expect(ids(await get(null, '/api/wall-projects?search=juniper'))).toEqual([]);
    expect((await get(viewer, `/api/wall-projects/${project.id}`)).statusCode).toBe(404);
    expect(json(await get(viewer, `/api/users/${owner.user.id}`)).wallProjects).toEqual([]);
    expect((await get(owner, `/api/wall-projects/${project.id}`)).statusCode).toBe(200);
    expect(ids(await get(owner, '/api/wall-projects/my-projects'))).toEqual([project.id]);
  });

  it('a hidden brand project is 404 to others and listed for its brand only', async () => {
    const brand = await registerAs(t.app, 'brand');
    const project = await createProject(t.app, brand.cookie, { title: 'Quokka launch' });
    await hide('projects', project.id);
    expect(ids(await get(null, '/api/projects?search=quokka'))).toEqual([]);
    expect(await discoverIds('quokka')).toEqual([]);
    expect((await get(viewer, `/api/projects/${project.id}`)).statusCode).toBe(404);
    expect(json(await get(brand, `/api/projects/${project.id}`))).toMatchObject({ hidden: true });
    expect(ids(await get(brand, '/api/projects/my-projects'))).toEqual([project.id]);
  });

  it('drops out of saved items and recently viewed, and cannot be recorded as viewed again', async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, owner.cookie, { title: 'Saved then hidden' });
    const fan = await registerAs(t.app, 'artist');
    const save = await call(t.app, fan.cookie, {
      method: 'POST',
      url: '/api/saved',
      payload: { itemType: 'wall', itemId: wall.id },
    });
    expect(save.statusCode, save.body).toBe(201);
    const viewed = {
      method: 'POST' as const,
      url: '/api/recently-viewed',
      payload: { itemType: 'wall', itemId: wall.id },
    };
    expect((await call(t.app, fan.cookie, viewed)).statusCode).toBe(200);
    expect(ids(await get(fan, '/api/saved'))).toEqual([wall.id]);
    expect(ids(await get(fan, '/api/recently-viewed'))).toEqual([wall.id]);

    await hide('walls', wall.id);
    expect(ids(await get(fan, '/api/saved'))).toEqual([]);
    expect(ids(await get(fan, '/api/recently-viewed'))).toEqual([]);
    expect((await call(t.app, fan.cookie, viewed)).statusCode).toBe(404);
  });
});

describe('a hidden or suspended owner', () => {
  it("takes a suspended owner's walls and projects, and the person, out of every list and page", async () => {
    const owner = await registerAs(t.app, 'wall_owner', { firstName: 'Yara', lastName: 'Suspended' });
    const wall = await createWall(t.app, owner.cookie, { title: 'Yarrow wall' });
    const project = await createWallProject(t.app, owner.cookie, wall.id, { title: 'Yarrow project' });
    const brand = await registerAs(t.app, 'brand', { firstName: 'Yusuf', lastName: 'Brand' });
    const brandProject = await createProject(t.app, brand.cookie, { title: 'Yarrow launch' });
    expect((await discoverIds('yarrow')).sort()).toEqual([wall.id, project.id, brandProject.id].sort());

    await suspend(owner.user.id);
    await suspend(brand.user.id);
    expect(await discoverIds('yarrow')).toEqual([]);
    expect(ids(await get(null, '/api/walls?search=yarrow'))).toEqual([]);
    expect(ids(await get(null, '/api/wall-projects?search=yarrow'))).toEqual([]);
    expect(ids(await get(null, '/api/projects?search=yarrow'))).toEqual([]);
    expect(ids(await get(null, '/api/users?search=yara'))).toEqual([]);
    expect(ids(await get(null, '/api/brands?search=yusuf'))).toEqual([]);
    expect((await get(viewer, `/api/walls/${wall.id}`)).statusCode).toBe(404);
    expect((await get(viewer, `/api/projects/${brandProject.id}`)).statusCode).toBe(404);
    expect((await get(viewer, `/api/users/${owner.user.id}`)).statusCode).toBe(404);
    expect((await get(viewer, `/api/brands/${brand.user.id}`)).statusCode).toBe(404);
  });

  it('hides a hidden artist from discover, the artist list and their profile; they still see their own, marked hidden', async () => {
    const artist = await registerAs(t.app, 'artist', { firstName: 'Xanthe', lastName: 'Hidden' });
    // Discover lists artists by their profile row.
    await t.database.db.insertInto('artist_profiles').values({ user_id: artist.user.id }).execute();
    expect(await discoverIds('xanthe')).toEqual([artist.user.id]);
    expect(ids(await get(null, '/api/artists?search=xanthe'))).toEqual([artist.user.id]);
    await hide('users', artist.user.id);
    expect(await discoverIds('xanthe')).toEqual([]);
    expect(ids(await get(null, '/api/artists?search=xanthe'))).toEqual([]);
    expect(ids(await get(null, '/api/users?search=xanthe'))).toEqual([]);
    expect((await get(viewer, `/api/users/${artist.user.id}`)).statusCode).toBe(404);
    expect((await get(null, `/api/artists/${artist.user.id}/profile`)).statusCode).toBe(404);
    expect(json(await get(artist, `/api/users/${artist.user.id}`))).toMatchObject({ hidden: true });
    expect((await get(artist, `/api/artists/${artist.user.id}/profile`)).statusCode).toBe(200);
  });

  it('reporting a hidden item is 404, as its page is', async () => {
    const owner = await registerAs(t.app, 'wall_owner');
    const wall = await createWall(t.app, owner.cookie);
    await hide('walls', wall.id);
    const response = await call(t.app, viewer.cookie, {
      method: 'POST',
      url: '/api/reports',
      payload: { targetType: 'wall', targetId: wall.id, reason: 'spam' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('a hidden message', () => {
  it('disappears for its receiver (messages and conversations) and stays for its sender', async () => {
    const sender = await registerAs(t.app, 'brand');
    const receiver = await registerAs(t.app, 'artist');
    const send = (content: string) =>
      call(t.app, sender.cookie, {
        method: 'POST',
        url: '/api/messages',
        payload: { receiverId: receiver.user.id, content },
      }).then((response) => json(response).id as string);
    const kept = await send('Hello, about the mural');
    const bad = await send('Send me your password');
    await t.database.db.updateTable('messages').set({ hidden_at: new Date() }).where('id', '=', bad).execute();

    expect(ids(await get(receiver, '/api/messages'))).toEqual([kept]);
    expect(ids(await get(receiver, `/api/messages?userId=${sender.user.id}`))).toEqual([kept]);
    const [conversation] = json(await get(receiver, '/api/messages/conversations')).items;
    expect(conversation).toMatchObject({ lastMessage: { id: kept }, unreadCount: 1 });

    expect(ids(await get(sender, `/api/messages?userId=${receiver.user.id}`))).toEqual([bad, kept]);
    expect(json(await get(sender, '/api/messages/conversations')).items[0].lastMessage.id).toBe(bad);
  });
});
