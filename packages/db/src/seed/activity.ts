import { platformFee, type TDecisionStatus, type TNotificationType } from '@wallcraft/shared';
import { daysAgo, type SeedContext } from './context';
import type { Places, SeedProject } from './places';
import type { People } from './people';

/**
 * Applications, invitations and what follows from them: the accepted artist of every started
 * project, its payment (and milestones), tracking sessions and the notifications each step sends.
 */
export function generateActivity(ctx: SeedContext, people: People, places: Places): void {
  const byId = new Map([...people.artists, ...people.owners, ...people.brands].map((p) => [p.id, p]));
  const name = (id: string) => {
    const p = byId.get(id);
    return p ? `${p.firstName} ${p.lastName}` : 'Someone';
  };
  const { artist: demoArtist, multi } = people.demo;
  const projects = [...places.brandProjects, ...places.wallProjects];
  const workDates = new Map<string, WorkDates>();
  for (const row of ctx.rows.projects)
    if (row.id && row.started_at)
      workDates.set(row.id, {
        postedAt: new Date(row.created_at as Date),
        startedAt: new Date(row.started_at as Date),
        completedAt: row.completed_at ? new Date(row.completed_at as Date) : null,
      });
  const demoOwned = new Set(
    projects.filter((p) => p.ownerId === people.demo.owner.id || p.ownerId === people.demo.brand.id).map((p) => p.id),
  );
  // The demo owner's and brand's first open projects invite the demo artists (pending, so ACCEPT/DECLINE
  // shows); their other projects have the demo artists among the applicants.
  const demoInvites = new Set(
    projects
      .filter((p) => demoOwned.has(p.id) && p.status === 'open')
      .slice(0, 3)
      .map((p) => p.id),
  );
  // The demo artist has applied to a few open projects of other people.
  const demoApplies = new Set(
    ctx.random
      .sample(
        projects.filter((p) => p.status === 'open' && p.ownerId !== multi.id && !demoOwned.has(p.id)),
        4,
      )
      .map((p) => p.id),
  );

  for (const project of projects) {
    const applicants = new Set(ctx.random.sample(people.artists, ctx.random.int(0, 3)).map((a) => a.id));
    applicants.delete(project.ownerId);
    if (demoInvites.has(project.id)) {
      applicants.delete(demoArtist.id);
      applicants.delete(multi.id);
    } else if (demoOwned.has(project.id)) {
      applicants.add(demoArtist.id);
      applicants.add(multi.id);
    } else if (demoApplies.has(project.id)) applicants.add(demoArtist.id);
    const started = project.status === 'in_progress' || project.status === 'completed';
    const chosen = started ? ([...applicants][0] ?? anotherArtist(ctx, people, project.ownerId)) : null;
    if (chosen) applicants.add(chosen);

    for (const artistId of applicants) {
      const status: TDecisionStatus =
        artistId === chosen ? 'accepted' : started || project.status === 'cancelled' ? 'rejected' : 'pending';
      addApplication(ctx, project, artistId, status, name, workDates.get(project.id));
    }
    if (project.status === 'open' && (demoOwned.has(project.id) || ctx.random.chance(0.25))) {
      const invitee = anotherArtist(ctx, people, project.ownerId);
      // The demo artists get their own pending invitation to these projects below.
      const reserved = demoInvites.has(project.id) && (invitee === demoArtist.id || invitee === multi.id);
      if (!applicants.has(invitee) && !reserved)
        addInvitation(
          ctx,
          project,
          invitee,
          ctx.random.pick(['pending', 'pending', 'pending', 'accepted', 'rejected'] as const),
          name,
        );
    }
    if (chosen) addPayment(ctx, project, chosen, name, workDates.get(project.id));
  }

  for (const project of projects.filter((p) => demoInvites.has(p.id))) {
    for (const artist of [demoArtist, multi])
      if (artist.id !== project.ownerId) addInvitation(ctx, project, artist.id, 'pending', name);
  }
}

/** A random artist who is not the project's owner (a multi-profile user can be both). */
function anotherArtist(ctx: SeedContext, people: People, ownerId: string): string {
  for (;;) {
    const artist = ctx.random.pick(people.artists);
    if (artist.id !== ownerId) return artist.id;
  }
}

/**
 * A started project's dates, which its hire and payment follow so the deal room's steps read in order: applications
 * come in and are decided before the work starts, and the escrow is funded before it too.
 */
type WorkDates = { postedAt: Date; startedAt: Date; completedAt: Date | null };

/** The moment `share` of the way from a started project's posting to its start. */
function beforeStart(work: WorkDates, share: number): Date {
  return new Date(work.postedAt.getTime() + share * (work.startedAt.getTime() - work.postedAt.getTime()));
}

/** The ids a notification leads by, as the API stores them: its project except on one asking for a decision. */
type NotificationLinks = {
  application_id?: string;
  invitation_id?: string;
  transaction_id?: string;
  project_id?: string;
};

/** `decided`: the recipient has already acted on it, which marks a notification read, as the API does. */
function notify(
  ctx: SeedContext,
  userId: string,
  type: TNotificationType,
  title: string,
  message: string,
  at: Date,
  links: NotificationLinks,
  decided = false,
) {
  // Older notifications have mostly been read; the last week's are mostly unread.
  const ageDays = (ctx.now.getTime() - at.getTime()) / 86_400_000;
  const readWithAge = ageDays > 7 && ctx.random.chance(0.7);
  ctx.rows.notifications.push({
    id: ctx.random.uuid(),
    user_id: userId,
    type,
    title,
    message,
    is_read: decided || readWithAge,
    created_at: at,
    ...links,
  });
}

function addApplication(
  ctx: SeedContext,
  project: SeedProject,
  artistId: string,
  status: TDecisionStatus,
  name: (id: string) => string,
  work?: WorkDates,
): void {
  const id = ctx.random.uuid();
  const drawn = daysAgo(ctx, ctx.random.int(0, 40));
  // On a started project the applications came in over the first part of the wait and were decided at the hire,
  // halfway to the start; the draw still spreads them (and is made either way, so the rest of the data is as it was).
  const drawnShare = Math.min((ctx.now.getTime() - drawn.getTime()) / (41 * 86_400_000), 1);
  const createdAt = work ? beforeStart(work, 0.1 + 0.3 * drawnShare) : drawn;
  const decidedAt =
    status === 'pending'
      ? null
      : work
        ? beforeStart(work, 0.5)
        : new Date(Math.min(createdAt.getTime() + 2 * 86_400_000, ctx.now.getTime()));
  ctx.rows.applications.push({
    id,
    artist_id: artistId,
    project_id: project.id,
    message: ctx.random.pick([
      `I would love to paint this. I have done three walls of a similar size this year and can start within two weeks.`,
      `Your brief fits my style exactly; portfolio attached. Happy to share sketches first.`,
      `I live nearby and know the block well. Let's talk about colours!`,
      null,
    ]),
    status,
    decided_at: decidedAt,
    created_at: createdAt,
    updated_at: decidedAt ?? createdAt,
  });
  notify(
    ctx,
    project.ownerId,
    'application_received',
    'New application',
    `${name(artistId)} applied to ${project.title}.`,
    createdAt,
    { application_id: id },
    decidedAt !== null,
  );
  if (decidedAt) {
    const accepted = status === 'accepted';
    notify(
      ctx,
      artistId,
      accepted ? 'application_accepted' : 'application_rejected',
      accepted ? 'Application accepted' : 'Application declined',
      `${name(project.ownerId)} ${accepted ? 'accepted' : 'declined'} your application to ${project.title}.`,
      decidedAt,
      { application_id: id, project_id: project.id },
    );
  }
}

function addInvitation(
  ctx: SeedContext,
  project: SeedProject,
  artistId: string,
  status: TDecisionStatus,
  name: (id: string) => string,
): void {
  const id = ctx.random.uuid();
  const createdAt = daysAgo(ctx, ctx.random.int(0, 20));
  const decidedAt =
    status === 'pending' ? null : new Date(Math.min(createdAt.getTime() + 86_400_000, ctx.now.getTime()));
  ctx.rows.invitations.push({
    id,
    inviter_id: project.ownerId,
    artist_id: artistId,
    project_id: project.id,
    message: `We love your portfolio and think you would be perfect for ${project.title}.`,
    status,
    decided_at: decidedAt,
    created_at: createdAt,
    updated_at: decidedAt ?? createdAt,
  });
  notify(
    ctx,
    artistId,
    'invitation_received',
    'You are invited',
    `${name(project.ownerId)} invited you to ${project.title}.`,
    createdAt,
    { invitation_id: id },
    decidedAt !== null,
  );
  if (decidedAt) {
    const accepted = status === 'accepted';
    notify(
      ctx,
      project.ownerId,
      accepted ? 'invitation_accepted' : 'invitation_rejected',
      accepted ? 'Invitation accepted' : 'Invitation declined',
      `${name(artistId)} ${accepted ? 'accepted' : 'declined'} your invitation to ${project.title}.`,
      decidedAt,
      { invitation_id: id, project_id: project.id },
    );
  }
}

/** A started project has an agreed amount and a payment of it in escrow (in progress) or released (completed). */
function addPayment(
  ctx: SeedContext,
  project: SeedProject,
  artistId: string,
  name: (id: string) => string,
  work: WorkDates | undefined,
): void {
  const { random, rows } = ctx;
  const amount = project.budgetCents ?? 500_000;
  const { feeCents, netCents } = platformFee(amount);
  const id = random.uuid();
  const drawn = daysAgo(ctx, random.int(1, 30));
  // Funded after the hire and before the work starts; released when the work is done.
  const createdAt = work ? beforeStart(work, 0.75) : drawn;
  const releasedAt = project.status === 'completed' ? (work?.completedAt ?? createdAt) : null;
  // The amount the owner proposed after the hire and the artist confirmed, which the escrow then funded (the deal
  // room asks for one before anything is paid). Its id is the database's, so no draw is added to the stream.
  rows.agreed_amounts.push({
    project_id: project.id,
    artist_id: artistId,
    amount_cents: amount,
    status: 'confirmed',
    proposed_at: work ? beforeStart(work, 0.55) : createdAt,
    decided_at: work ? beforeStart(work, 0.6) : createdAt,
  });
  // Drawn still, so the rest of the demo data stays as it was; milestones are each a payment of their own now
  // (domains/milestones), and the demo's payments are lump sums.
  random.chance(0.3);
  rows.transactions.push({
    id,
    project_id: project.id,
    payer_id: project.ownerId,
    recipient_id: artistId,
    amount_cents: amount,
    platform_fee_cents: feeCents,
    net_amount_cents: netCents,
    payment_type: 'lump_sum',
    payment_status: project.status === 'completed' ? 'completed' : 'escrowed',
    escrowed_at: createdAt,
    released_at: releasedAt,
    created_at: createdAt,
    updated_at: releasedAt ?? createdAt,
  });
  // The ledger rows the payments service writes: payer → escrow when funded; escrow → artist (net) and the
  // platform (fee) when released. Each movement sums to zero (checked at commit).
  const entry = (
    movement: 'fund' | 'release',
    account_type: 'payer' | 'escrow' | 'artist' | 'platform_fees',
    user_id: string | null,
    amount_cents: number,
  ) => ({
    transaction_id: id,
    movement,
    account_type,
    user_id,
    amount_cents,
    created_at: movement === 'release' && releasedAt ? releasedAt : createdAt,
  });
  const entries = [entry('fund', 'payer', project.ownerId, -amount), entry('fund', 'escrow', null, amount)];
  if (project.status === 'completed')
    entries.push(
      entry('release', 'escrow', null, -amount),
      entry('release', 'artist', artistId, netCents),
      entry('release', 'platform_fees', null, feeCents),
    );
  rows.ledger_entries.push(...entries.filter((e) => e.amount_cents !== 0));
  notify(
    ctx,
    artistId,
    'payment_created',
    'Payment in escrow',
    `${name(project.ownerId)} put payment for ${project.title} in escrow.`,
    createdAt,
    { transaction_id: id, project_id: project.id },
  );
  if (project.status === 'completed') {
    notify(
      ctx,
      artistId,
      'payment_released',
      'Payment released',
      `Payment for ${project.title} was released to you.`,
      releasedAt ?? createdAt,
      { transaction_id: id, project_id: project.id },
    );
  }
  if (project.status === 'in_progress' && random.chance(0.4)) {
    const status = random.pick(['active', 'paused'] as const);
    const { latitude, longitude } = project;
    // The artist set off ~5 miles north-west of the site and is about halfway there.
    const at = (share: number) =>
      latitude !== null && longitude !== null
        ? { latitude: latitude + 0.05 * share, longitude: longitude - 0.05 * share }
        : { latitude: null, longitude: null };
    rows.tracking_sessions.push({
      artist_id: artistId,
      project_id: project.id,
      status,
      start_latitude: at(1).latitude,
      start_longitude: at(1).longitude,
      current_latitude: at(0.5).latitude,
      current_longitude: at(0.5).longitude,
      destination_latitude: at(0).latitude,
      destination_longitude: at(0).longitude,
      start_address: 'Studio',
      destination_address: project.title,
      last_updated_location: daysAgo(ctx, 0),
    });
    notify(
      ctx,
      project.ownerId,
      'tracking_update',
      'Artist on the way',
      `${name(artistId)} started live tracking for ${project.title}.`,
      daysAgo(ctx, 0),
      { project_id: project.id },
    );
  }
}

/**
 * Something to start on /tracking: the first open project of the demo brand (else of the demo wall owner) with
 * the demo artist's pending application accepts it. Runs after every other generator, so the data they draw
 * stays as it was.
 */
export function acceptDemoArtistApplication(ctx: SeedContext, people: People): void {
  const { artist, brand, owner } = people.demo;
  const open = new Map<string, { title: string; ownerId: string }>();
  for (const p of ctx.rows.projects) {
    const ownerId = p.kind === 'brand' ? brand.id : owner.id;
    if (p.id && p.owner_id === ownerId && p.status === 'open') open.set(p.id, { title: p.title, ownerId });
  }
  const application = ctx.rows.applications.find(
    (a) => a.artist_id === artist.id && a.status === 'pending' && open.has(a.project_id),
  );
  const project = application && open.get(application.project_id);
  if (!application?.id || !project) return;
  const decidedAt = daysAgo(ctx, 1);
  Object.assign(application, { status: 'accepted', decided_at: decidedAt, updated_at: decidedAt });
  for (const notification of ctx.rows.notifications)
    if (notification.application_id === application.id) notification.is_read = true;
  const by = project.ownerId === brand.id ? brand : owner;
  ctx.rows.notifications.push({
    id: ctx.random.uuid(),
    user_id: artist.id,
    type: 'application_accepted',
    title: 'Application accepted',
    message: `${by.firstName} ${by.lastName} accepted your application to ${project.title}.`,
    is_read: false,
    created_at: decidedAt,
    application_id: application.id,
    project_id: application.project_id,
  });
}
