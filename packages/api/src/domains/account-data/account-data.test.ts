import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, json, type Outputs, type TestApp } from '../../../test/helpers';
import { brandProject, hire, registerAs, type Person } from '../../../test/fixtures';
import { buildExport, purgeExpiredExports } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_IP: '1000' });
});
afterAll(async () => t.close());

type Export = Outputs['accountData']['listExports'][number];

const send = (from: Person, to: Person, content: string) =>
  call(t.app, from.cookie, { method: 'POST', url: '/api/messages', payload: { receiverId: to.user.id, content } });
const requestExport = (who: Person) => call(t.app, who.cookie, { method: 'POST', url: '/api/me/data-exports' });
const deleteAccount = (who: Person, password = 'long-enough-pw') =>
  call(t.app, who.cookie, { method: 'POST', url: '/api/me/delete', payload: { password } });

/** Asks for an export and builds it at once (the job does the same; building twice builds once). */
async function readyExport(who: Person): Promise<Export> {
  const asked = await requestExport(who);
  expect(asked.statusCode, asked.body).toBe(201);
  await buildExport(t.database.db, json<Export>(asked).id);
  const list = json<Export[]>(await call(t.app, who.cookie, { method: 'GET', url: '/api/me/data-exports' }));
  return list.find((item) => item.id === json<Export>(asked).id)!;
}

const ledgerSum = async () =>
  Number(
    (
      await sql<{ cents: string | null }>`SELECT coalesce(sum(amount_cents), 0) AS cents FROM ledger_entries`.execute(
        t.database.db,
      )
    ).rows[0]!.cents,
  );

describe('downloading my data', () => {
  it("holds the person's messages and profile, and nothing of a conversation they were not in", async () => {
    const ada = await registerAs(t.app, 'artist', { firstName: 'Ada', lastName: 'Archive' });
    const bea = await registerAs(t.app, 'brand', { firstName: 'Bea', lastName: 'Other' });
    const cy = await registerAs(t.app, 'artist', { firstName: 'Cy', lastName: 'Third' });
    expect((await send(ada, bea, 'Hello from Ada')).statusCode).toBe(201);
    expect((await send(bea, ada, 'Hi Ada, Bea here')).statusCode).toBe(201);
    expect((await send(bea, cy, 'A secret for Cy only')).statusCode).toBe(201);

    const ready = await readyExport(ada);
    expect(ready).toMatchObject({ status: 'ready', downloadUrl: `/api/me/data-exports/${ready.id}/download` });
    const days = (Date.parse(ready.expiresAt!) - Date.parse(ready.readyAt!)) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);

    const file = await call(t.app, ada.cookie, { method: 'GET', url: ready.downloadUrl! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^application\/json/);
    expect(file.headers['content-disposition']).toMatch(
      /^attachment; filename="wallcraft-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const archive = JSON.parse(file.body);
    expect(archive.user).toMatchObject({ id: ada.user.id, first_name: 'Ada', last_name: 'Archive' });
    expect(archive.user).not.toHaveProperty('password_hash');
    expect(archive.messages.map((m: { content: string }) => m.content)).toEqual(['Hello from Ada', 'Hi Ada, Bea here']);
    expect(file.body).not.toContain('A secret for Cy only');
    expect(file.body).not.toContain(cy.user.id);
  });

  it('tells the person in the bell and by an account mail linking to Settings', async () => {
    const ada = await registerAs(t.app, 'artist');
    await readyExport(ada);
    const notes = await t.database.db
      .selectFrom('notifications')
      .select(['type'])
      .where('user_id', '=', ada.user.id)
      .where('type', '=', 'data_export_ready')
      .execute();
    expect(notes).toHaveLength(1);
    const mail = await t.database.db
      .selectFrom('email_outbox')
      .select(['category', 'data'])
      .where('user_id', '=', ada.user.id)
      .where('template', '=', 'notification')
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ category: 'account', data: { path: '/settings#account-data' } });
  });

  it('answers 404 to anyone but the owner, and after the export expired (then purges it)', async () => {
    const ada = await registerAs(t.app, 'artist');
    const other = await registerAs(t.app, 'brand');
    const ready = await readyExport(ada);
    expect((await call(t.app, other.cookie, { method: 'GET', url: ready.downloadUrl! })).statusCode).toBe(404);
    expect((await call(t.app, undefined, { method: 'GET', url: ready.downloadUrl! })).statusCode).toBe(401);

    await t.database.db
      .updateTable('data_exports')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', ready.id)
      .execute();
    expect((await call(t.app, ada.cookie, { method: 'GET', url: ready.downloadUrl! })).statusCode).toBe(404);
    const listed = json<Export[]>(await call(t.app, ada.cookie, { method: 'GET', url: '/api/me/data-exports' }));
    expect(listed.find((item) => item.id === ready.id)?.downloadUrl).toBeNull();
    expect(await purgeExpiredExports(t.database.db)).toBeGreaterThanOrEqual(1);
    const left = await t.database.db.selectFrom('data_exports').select('id').where('id', '=', ready.id).execute();
    expect(left).toEqual([]);
  });

  it('keeps one pending export at a time (409), shown pending over tRPC too', async () => {
    const ada = await registerAs(t.app, 'artist');
    // Held pending: the row is written straight away, as a request leaves it before the job runs.
    await t.database.db.insertInto('data_exports').values({ user_id: ada.user.id }).execute();
    // Past five runs a prepared statement may be served by its generic plan: the answer stays 409, never a 500.
    for (let run = 0; run < 8; run += 1) {
      const again = await requestExport(ada);
      expect(again.statusCode).toBe(409);
      expect(json(again).message).toMatch(/being gathered already/);
    }
    const listed = await call(t.app, ada.cookie, { method: 'GET', url: '/trpc/accountData.listExports' });
    expect(json(listed).result.data).toEqual([expect.objectContaining({ status: 'pending', downloadUrl: null })]);
  });
});

describe('deleting my account', () => {
  it('asks for the right password (400) and refuses API tokens', async () => {
    const ada = await registerAs(t.app, 'artist');
    const wrong = await deleteAccount(ada, 'not-my-password');
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).message).toMatch(/not your password/);
    const overTrpc = await call(t.app, ada.cookie, {
      method: 'POST',
      url: '/trpc/accountData.deleteAccount',
      payload: { password: 'not-my-password' },
    });
    expect(overTrpc.statusCode).toBe(400);
    const { token } = json(
      await call(t.app, ada.cookie, {
        method: 'POST',
        url: '/api/tokens',
        payload: { name: 'S', scopes: ['profile:read'] },
      }),
    );
    const byToken = await t.app.inject({
      method: 'POST',
      url: '/api/me/delete',
      headers: { authorization: `Bearer ${token}` },
      payload: { password: 'long-enough-pw' },
    });
    expect(byToken.statusCode).toBe(403);
    const me = await call(t.app, ada.cookie, { method: 'GET', url: '/api/auth/user' });
    expect(me.statusCode).toBe(200);
  });

  it('is refused while money is held in escrow, and says so (payer and payee)', async () => {
    const brand = await registerAs(t.app, 'brand');
    const artist = await registerAs(t.app, 'artist');
    const project = await brandProject(t.database.db, brand.user.id, { status: 'completed' });
    await t.database.db
      .insertInto('transactions')
      .values({
        project_id: project.id,
        payer_id: brand.user.id,
        recipient_id: artist.user.id,
        amount_cents: 25_000,
        platform_fee_cents: 2_500,
        net_amount_cents: 22_500,
        payment_status: 'escrowed',
        escrowed_at: new Date(),
      })
      .execute();
    for (const who of [brand, artist]) {
      const refused = await deleteAccount(who);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(json(refused).message).toMatch(/\$250 is held in escrow on 1 payment/);
      expect(json(refused).details.reasons).toEqual([expect.objectContaining({ kind: 'escrow' })]);
    }
  });

  it('is refused while a project is in progress, for its owner and the artist hired', async () => {
    const brand = await registerAs(t.app, 'brand');
    const artist = await registerAs(t.app, 'artist');
    const project = await brandProject(t.database.db, brand.user.id, { title: 'Harbour wall' });
    await hire(t.app, brand, artist, project.id);
    await t.database.db.updateTable('projects').set({ status: 'in_progress' }).where('id', '=', project.id).execute();
    for (const who of [brand, artist]) {
      const refused = await deleteAccount(who);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(json(refused).message).toMatch(/1 project is in progress \(Harbour wall\): complete it first/);
      expect(json(refused).details.reasons.map((r: { kind: string }) => r.kind)).toEqual(['active_project']);
    }
  });

  it('is refused while a dispute is open', async () => {
    const brand = await registerAs(t.app, 'brand');
    const project = await brandProject(t.database.db, brand.user.id, { status: 'completed' });
    await t.database.db
      .insertInto('project_disputes')
      .values({ project_id: project.id, opened_by: brand.user.id, reason: 'Paint peeled' })
      .execute();
    const refused = await deleteAccount(brand);
    expect(refused.statusCode).toBe(409);
    expect(json(refused).message).toMatch(/1 dispute is open on your projects: wait for support/);
    expect(json(refused).details.reasons.map((r: { kind: string }) => r.kind)).toEqual(['open_dispute']);
  });

  it('erases the person, ends their access, keeps the ledger whole and shows "Deleted user" to the other side', async () => {
    const brand = await registerAs(t.app, 'brand', { firstName: 'Bea', lastName: 'Brand' });
    const artist = await registerAs(t.app, 'artist', { firstName: 'Lea', lastName: 'Leaving' });
    // Money that moved and was released: the artist's ledger rows stay, under the erased person.
    const paid = await brandProject(t.database.db, brand.user.id, { title: 'Paid mural' });
    await hire(t.app, brand, artist, paid.id);
    const payment = await call(t.app, brand.cookie, {
      method: 'POST',
      url: '/api/transactions',
      payload: {
        projectId: paid.id,
        projectType: 'brand_project',
        recipientId: artist.user.id,
        amount: 1000,
        paymentType: 'lump_sum',
      },
    });
    expect(payment.statusCode, payment.body).toBe(201);
    const released = await call(t.app, brand.cookie, {
      method: 'POST',
      url: `/api/transactions/release/${json(payment).id}`,
    });
    expect(released.statusCode, released.body).toBe(200);
    await t.database.db.updateTable('projects').set({ status: 'completed' }).where('id', '=', paid.id).execute();
    // A pending application elsewhere, withdrawn with the account.
    const open = await brandProject(t.database.db, brand.user.id, { title: 'Open call' });
    const applied = await call(t.app, artist.cookie, {
      method: 'POST',
      url: '/api/applications',
      payload: { projectType: 'brand_project', projectId: open.id },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    expect((await send(artist, brand, 'See you at the wall')).statusCode).toBe(201);
    const token = await call(t.app, artist.cookie, {
      method: 'POST',
      url: '/api/tokens',
      payload: { name: 'Script', scopes: ['profile:read'] },
    });
    expect(token.statusCode).toBe(201);
    const artistLedger = await t.database.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('user_id', '=', artist.user.id)
      .execute();
    expect(artistLedger.length).toBeGreaterThan(0);

    const deleted = await deleteAccount(artist);
    expect(deleted.statusCode, deleted.body).toBe(204);

    // Signed out everywhere; the old password and address open nothing; the token is dead.
    const me = await call(t.app, artist.cookie, { method: 'GET', url: '/api/auth/user' });
    expect(me.statusCode).toBe(200);
    expect(json(me)).toBeNull();
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: artist.email, password: 'long-enough-pw' },
    });
    expect(login.statusCode).toBe(401);
    const byToken = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${json(token).token}` },
    });
    expect(byToken.statusCode).toBe(401);
    const sessions = await t.database.db
      .selectFrom('sessions')
      .select('id_hash')
      .where('user_id', '=', artist.user.id)
      .execute();
    expect(sessions).toEqual([]);

    // Personal fields erased.
    const row = await t.database.db
      .selectFrom('users')
      .select(['email', 'first_name', 'last_name', 'phone', 'location', 'latitude', 'bio', 'deleted_at', 'hidden_at'])
      .where('id', '=', artist.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      first_name: 'Deleted',
      last_name: 'user',
      phone: null,
      location: null,
      latitude: null,
      bio: null,
    });
    expect(row.email).toBe(`deleted-${artist.user.id}@deleted.wallcraft.invalid`);
    expect(row.deleted_at).not.toBeNull();
    expect(row.hidden_at).not.toBeNull();

    // The other side: the messages stay, from "Deleted user"; the application is gone and the owner told.
    const thread = await call(t.app, brand.cookie, { method: 'GET', url: `/api/messages?userId=${artist.user.id}` });
    expect(thread.statusCode, thread.body).toBe(200);
    const [message] = json(thread).items;
    expect(message).toMatchObject({ content: 'See you at the wall', sender: { displayName: 'Deleted user' } });
    const conversations = await call(t.app, brand.cookie, { method: 'GET', url: '/api/messages/conversations' });
    expect(JSON.stringify(json(conversations))).toContain('Deleted user');
    expect(JSON.stringify(json(conversations))).not.toContain('Leaving');
    const applications = await t.database.db
      .selectFrom('applications')
      .select('id')
      .where('project_id', '=', open.id)
      .execute();
    expect(applications).toEqual([]);
    const told = await t.database.db
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', brand.user.id)
      .where('type', '=', 'application_withdrawn')
      .executeTakeFirstOrThrow();
    expect(told.message).toMatch(/^Deleted user withdrew their application to Open call/);

    // The ledger keeps its rows and still sums to zero.
    const kept = await t.database.db
      .selectFrom('ledger_entries')
      .select('id')
      .where('user_id', '=', artist.user.id)
      .execute();
    expect(kept).toHaveLength(artistLedger.length);
    expect(await ledgerSum()).toBe(0);

    // Deleting again is not possible: the session is gone.
    expect((await deleteAccount(artist)).statusCode).toBe(401);
  });

  it("closes the person's open projects and tells the artists in play", async () => {
    const brand = await registerAs(t.app, 'brand', { firstName: 'Olga', lastName: 'Owner' });
    const artist = await registerAs(t.app, 'artist');
    const project = await brandProject(t.database.db, brand.user.id, { title: 'Station wall' });
    const applied = await call(t.app, artist.cookie, {
      method: 'POST',
      url: '/api/applications',
      payload: { projectType: 'brand_project', projectId: project.id },
    });
    expect(applied.statusCode).toBe(201);
    expect((await deleteAccount(brand)).statusCode).toBe(204);
    const after = await t.database.db
      .selectFrom('projects')
      .select('status')
      .where('id', '=', project.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('closed');
    const note = await t.database.db
      .selectFrom('notifications')
      .select('message')
      .where('user_id', '=', artist.user.id)
      .where('type', '=', 'project_closed_by_owner')
      .executeTakeFirstOrThrow();
    expect(note.message).toMatch(/Station wall; your application was declined/);
    expect(note.message).not.toMatch(/Olga/);
  });
});
