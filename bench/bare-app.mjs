/* eslint-disable no-console -- a bench's helper process: stdout is its interface */
// The bare app of bench/bare.ts: what a careful hand-written Fastify + pg app would do for the same calls, and no
// more (no plugins, no validation, no logging). Each route runs, in order, the statements WallCraft ran for the same
// call (captured by bare.ts, values included) and answers the same JSON bytes WallCraft does.
//
// - Statements: each one that WallCraft names is a named prepared statement here too, named as
//   packages/db/src/prepared.ts names WallCraft's (`isNamed`: one with parameters or a single read without any, never
//   one marked PLAN_EACH_TIME; `wc_` and a SHA-1 of the text), so Postgres parses and plans it once per connection
//   for both apps.
// - Answers: for the calls in RESPOND (discover, the session call and twelve lists), a hand-written mapping from
//   the rows to WallCraft's response (camelCase fields, cursors, the paging envelope, keys in the order WallCraft
//   writes them), serialised by Fastify's default JSON.stringify. Hand-written rather than byte-copied, so the bare
//   app does the mapping and serialising work a real app must; bare.ts checks, before measuring, that both answers
//   are the same bytes and says so per call. A call without a mapping answers its last statement's rows (bare.ts
//   marks its bytes as differing).
//
//   BARE_QUERIES=<file.json> DATABASE_URL=... PORT=3651 node bench/bare-app.mjs
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The bench folder has no dependencies of its own: Fastify and pg are the API package's.
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../packages/api');
const require = createRequire(path.join(apiDir, 'package.json'));
const Fastify = require('fastify');
const pg = require('pg');

// The same type parsing as packages/db/src/client.ts: int8 as a number, a date as its text.
pg.types.setTypeParser(20, (v) => Number(v));
pg.types.setTypeParser(1082, (v) => v);

const PLAN_EACH_TIME = '/* plan each time */ ';
const statementName = (text) => `wc_${createHash('sha1').update(text).digest('base64url')}`;
// prepared.ts's NAMED_WITHOUT_PARAMETERS and isNamed.
const NAMED_WITHOUT_PARAMETERS = /^(select|with)\b[^;]*$/i;
const isNamed = (text, parameters) =>
  !text.startsWith(PLAN_EACH_TIME) && (parameters.length > 0 || NAMED_WITHOUT_PARAMETERS.test(text));

// WallCraft's small helpers, as a hand-written app would have them (packages/shared, lib/, the domains' services).
const iso = (value) => (value instanceof Date ? value.toISOString() : value);
const cents = (value) =>
  value === null
    ? null
    : `${value < 0 ? '-' : ''}${Math.floor(Math.abs(value) / 100)}.${String(Math.abs(value) % 100).padStart(2, '0')}`;
const cursor = (values) => Buffer.from(JSON.stringify(values)).toString('base64url');
const fullName = (first, last) =>
  [first, last]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
const personName = (first, last, email) => fullName(first, last) || email?.split('@')[0] || 'WallCraft user';
const blankToNull = (text) => (text && text.trim() ? text : null);
const round = (value, decimals) => (value === null ? null : Number(value.toFixed(decimals)) || 0);

/** A list page: limit + 1 rows were read, the extra one says whether there is a next page. */
function listPage(rows, limit, mapItem) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(mapItem),
    nextCursor: rows.length > limit && last ? cursor([last.__cursor_0, last.__cursor_1]) : null,
  };
}
const total = (rows) => {
  const count = rows[0]?.list_total ?? 0;
  return count > 1000 ? { count: 1000, capped: true } : { count, capped: false };
};

function owner(row, userType) {
  if (!row.owner_user_id) return null;
  const name = personName(row.owner_first_name, row.owner_last_name, row.owner_email);
  const displayName =
    userType === 'brand'
      ? row.owner_company_name?.trim() || row.owner_business_name?.trim() || name
      : row.owner_business_name?.trim() || name;
  const avatarUrl =
    userType === 'brand' && row.owner_company_logo?.trim()
      ? row.owner_company_logo
      : row.owner_profile_image_url?.trim()
        ? row.owner_profile_image_url
        : null;
  return {
    id: row.owner_user_id,
    firstName: row.owner_first_name,
    lastName: row.owner_last_name,
    displayName,
    profileImageUrl: row.owner_profile_image_url,
    avatarUrl,
    userType,
  };
}

const joinedWall = (row) =>
  row.joined_wall_id === null
    ? null
    : {
        id: row.joined_wall_id,
        title: row.joined_wall_title,
        location: row.joined_wall_location,
        width: row.joined_wall_width_ft,
        height: row.joined_wall_height_ft,
        surfaceType: row.joined_wall_surface_type,
        wallType: row.joined_wall_wall_type,
        visibility: row.joined_wall_visibility,
        status: row.joined_wall_status,
        images: row.joined_wall_images,
      };

/** A wall link request (projects/wall-requests.ts toWallRequest), with its wall joined in the same row. */
const wallRequest = (row) => ({
  id: row.id,
  projectId: row.project_id,
  wallId: row.wall_id,
  status: row.status,
  createdAt: iso(row.created_at),
  decidedAt: row.decided_at ? iso(row.decided_at) : null,
  wall: joinedWall(row),
});

/** A person on either side of an application or a message (collaboration/service.ts toParty), named for the role. */
function party(row, userType) {
  const name = personName(row.first_name, row.last_name);
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    displayName:
      userType === 'brand'
        ? row.company_name?.trim() || row.business_name?.trim() || name
        : userType === 'wall_owner'
          ? row.business_name?.trim() || name
          : name,
    profileImageUrl: row.profile_image_url,
    heroImageUrl: row.hero_image_url,
    companyLogo: row.company_logo,
    avatarUrl:
      userType === 'brand' && row.company_logo?.trim()
        ? row.company_logo
        : row.profile_image_url?.trim()
          ? row.profile_image_url
          : null,
    location: row.location,
    userType,
  };
}

/** "$5,000", "$5,000.50": shared's formatUsd (cents only when there are some). */
function usd(value) {
  const abs = Math.abs(Math.round(value));
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 ? '-' : ''}$${dollars}${abs % 100 ? `.${String(abs % 100).padStart(2, '0')}` : ''}`;
}

/**
 * The rows of the statement whose text holds `marker`: WallCraft runs a call's lookups at once, so they were
 * captured (and run here) in the order they finished, not in a fixed one.
 */
const rowsOf = (results, statements, marker) =>
  results[statements.findIndex((statement) => statement.text.includes(marker))] ?? [];

/** Which saved type a target lookup of GET /saved resolves (saved/queries.ts: one per type present). */
const savedTypeOf = ({ text, values }) =>
  text.includes('"accounts"')
    ? values[0]
    : text.includes('from "walls"')
      ? 'wall'
      : text.includes('join "walls"')
        ? 'wall_project'
        : 'brand_project';

const PAGE = 20;
const HREF = {
  artist: '/profile/',
  brand: '/profile/',
  wall: '/walls/',
  brand_project: '/projects/',
  wall_project: '/wall-projects/',
};
const USER_TYPE_LABELS = { artist: 'ARTIST', wall_owner: 'WALL OWNER', brand: 'BRAND' };

/**
 * Per call: the answer from each statement's rows (the session lookup's first), and the statements themselves (for
 * lookups WallCraft runs at once, in no fixed order).
 */
const RESPOND = {
  discover: ([session, rows]) => {
    const viewerId = session[0]?.user_id ?? null;
    const page = rows.slice(0, PAGE);
    const last = page.at(-1);
    return {
      items: page.map((row) => {
        const person = row.type === 'artist' || row.type === 'brand';
        const exact = !person || row.id === viewerId;
        return {
          type: row.type,
          id: row.id,
          title: row.title,
          subtitle: blankToNull(row.subtitle),
          description: blankToNull(row.description),
          image: (row.images ?? []).find((src) => typeof src === 'string' && src.trim() !== '') ?? null,
          location: blankToNull(row.location),
          latitude: exact ? row.latitude : round(row.latitude, 2),
          longitude: exact ? row.longitude : round(row.longitude, 2),
          rating: row.rating,
          viewCount: row.view_count,
          availability: row.wall_status,
          pastProjects: row.past_projects,
          budget: cents(row.budget_cents),
          distanceMiles: exact ? row.miles : round(row.miles, 0),
          href: HREF[row.type] + row.id,
        };
      }),
      nextCursor: rows.length > PAGE && last ? cursor([last.sort_time, last.type, last.id]) : null,
    };
  },
  user: ([, [row]]) => {
    const user = {
      id: row.id,
      email: row.email,
      firstName: row.first_name,
      lastName: row.last_name,
      userType: row.user_type ?? null,
      verified: row.verified,
      location: row.location,
      latitude: row.latitude,
      longitude: row.longitude,
      bio: row.bio,
      website: row.website,
      instagramHandle: row.instagram_handle,
      twitterHandle: row.twitter_handle,
      facebookHandle: row.facebook_handle,
      tiktokHandle: row.tiktok_handle,
      profileImageUrl: row.profile_image_url,
      heroImageUrl: row.hero_image_url,
      businessName: row.business_name,
      dba: row.dba,
      address: row.address,
      phone: row.phone,
      businessEmail: row.business_email,
      emergencyContactName: row.emergency_contact_name,
      emergencyContactPhone: row.emergency_contact_phone,
      lengthUnit: row.length_unit,
      createdAt: iso(row.created_at),
    };
    const holder = personName(row.first_name, row.last_name, row.email);
    const accounts = row.accounts.map((account) => {
      const name = account.user_type !== 'artist' && row.business_name ? row.business_name : holder;
      return {
        id: account.id,
        userType: account.user_type,
        displayName: `${name} · ${USER_TYPE_LABELS[account.user_type]}`,
      };
    });
    const artist = row.artist_profile;
    const brand = row.brand_profile;
    return {
      user,
      activeAccount: accounts.find((account) => account.userType === user.userType) ?? null,
      accounts,
      requiresOnboarding: !user.userType,
      profileToFinish: ['firstName', 'lastName', 'location'].filter((field) => !user[field]?.trim()),
      artistProfile: artist && {
        userId: artist.user_id,
        specialties: artist.specialties,
        preferredStyles: artist.preferred_styles,
        whatIOffer: artist.what_i_offer,
        story: artist.story,
        funFact: artist.fun_fact,
        portfolioImages: artist.portfolio_images,
        portfolioUrl: artist.portfolio_url,
        completedProjects: artist.completed_projects,
        rating: artist.rating,
        rates: { hourly: cents(artist.hourly_rate_cents), project: cents(artist.project_rate_cents) },
        hourlyRate: artist.hourly_rate_cents === null ? null : artist.hourly_rate_cents / 100,
        projectRate: artist.project_rate_cents === null ? null : artist.project_rate_cents / 100,
        yearsExperience: artist.years_experience,
        availability: artist.availability,
        unavailableDates: artist.unavailable_dates,
      },
      brandProfile: brand && {
        userId: brand.user_id,
        companyName: brand.company_name,
        industry: brand.industry,
        budget: cents(brand.budget_cents),
        companySize: brand.company_size,
        timeline: brand.timeline,
        preferredStyles: brand.preferred_styles,
        pastProjects: brand.past_projects,
        story: brand.story,
        funFact: brand.fun_fact,
        whatIOffer: brand.what_i_offer,
        companyLogo: brand.company_logo,
        brandImages: brand.brand_images,
        website: brand.website,
      },
    };
  },
  projects: ([, rows]) => ({
    ...listPage(rows, PAGE, (row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      location: row.location,
      longitude: row.longitude,
      budget: cents(row.budget_cents),
      preferredStyles: row.preferred_styles,
      images: row.images,
      status: row.status,
      hiredCount: row.hired_count,
      featured: row.featured,
      viewCount: row.view_count,
      createdAt: iso(row.created_at),
      streetAddress: null,
      siteLatitude: null,
      siteLongitude: null,
      brandId: row.owner_id,
      latitude: row.latitude,
      timeline: row.timeline,
      hidden: row.hidden_at !== null,
      owner: owner(row, 'brand'),
      wallId: row.wall_id,
      wall: joinedWall(row),
      wallRequest: null,
    })),
    total: total(rows),
  }),
  walls: ([, rows]) => ({
    ...listPage(rows, PAGE, (row) => ({
      id: row.id,
      ownerId: row.owner_id,
      title: row.title,
      description: row.description,
      location: row.location,
      address: row.address,
      latitude: row.latitude,
      longitude: row.longitude,
      width: row.width_ft,
      height: row.height_ft,
      surfaceType: row.surface_type,
      wallType: row.wall_type,
      visibility: row.visibility,
      status: row.status,
      images: row.images,
      viewCount: row.view_count,
      featured: row.featured,
      hidden: row.hidden_at !== null,
      createdAt: iso(row.created_at),
      owner: owner(row, 'wall_owner'),
    })),
    total: total(rows),
  }),
  wallProjects: ([, rows]) => ({
    ...listPage(rows, PAGE, (row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      location: row.location,
      longitude: row.longitude,
      budget: cents(row.budget_cents),
      preferredStyles: row.preferred_styles,
      images: row.images,
      status: row.status,
      hiredCount: row.hired_count,
      featured: row.featured,
      viewCount: row.view_count,
      createdAt: iso(row.created_at),
      streetAddress: null,
      siteLatitude: null,
      siteLongitude: null,
      wallId: row.joined_wall_id,
      ownerId: row.owner_user_id,
      latitude: row.latitude,
      timeline: row.timeline,
      hidden: row.hidden_at !== null || row.wall_hidden_at !== null,
      owner: owner(row, 'wall_owner'),
      wall: joinedWall(row),
    })),
    total: total(rows),
  }),
  brands: ([, rows]) => ({
    items: rows.slice(0, PAGE).map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      verified: row.verified,
      location: row.location,
      profileImageUrl: row.profile_image_url,
      heroImageUrl: row.hero_image_url,
      companyName: row.company_name,
      industry: row.industry,
      companySize: row.company_size,
      companyLogo: row.company_logo,
      brandImages: row.brand_images ?? [],
    })),
    nextCursor: rows.length > PAGE ? cursor([String(PAGE)]) : null,
  }),
  // Seen by a visitor (never the user themselves): positions to about 1 km.
  users: ([, rows]) =>
    listPage(rows, PAGE, (row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      userType: row.user_type ?? null,
      verified: row.verified,
      location: row.location,
      latitude: round(row.latitude, 2),
      longitude: round(row.longitude, 2),
      profileImageUrl: row.profile_image_url,
      heroImageUrl: row.hero_image_url,
      businessName: row.business_name,
    })),
  products: ([, rows]) =>
    listPage(rows, PAGE, (row) => ({
      id: row.id,
      slug: row.slug,
      title: row.title,
      description: row.description,
      price: cents(row.price_cents),
      compareAtPrice: cents(row.compare_at_price_cents),
      tags: row.tags,
      images: row.images,
      stock: row.stock,
      active: row.active,
    })),
  notifications: ([, rows]) =>
    listPage(rows, PAGE, (row) => ({
      id: row.id,
      type: row.type,
      title: row.title,
      message: row.message,
      isRead: row.is_read,
      createdAt: iso(row.created_at),
      applicationId: row.application_id,
      invitationId: row.invitation_id,
      wallRequestId: row.wall_link_request_id,
      transactionId: row.transaction_id,
      projectId: row.project_id,
      projectType: row.project_type,
      senderId: row.sender_id,
    })),
  myProjects: ([, rows, requests = []]) => {
    // The latest request per project shows only while pending or declined (openWallRequests).
    const open = new Map(
      requests
        .filter((row) => row.status === 'pending' || row.status === 'rejected')
        .map((row) => [row.project_id, wallRequest(row)]),
    );
    // The brand's own list: every status, hidden ones too, with its own site.
    return listPage(rows, PAGE, (row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      location: row.location,
      longitude: row.longitude,
      budget: cents(row.budget_cents),
      preferredStyles: row.preferred_styles,
      images: row.images,
      status: row.status,
      hiredCount: row.hired_count,
      featured: row.featured,
      viewCount: row.view_count,
      createdAt: iso(row.created_at),
      streetAddress: row.street_address,
      siteLatitude: row.site_latitude,
      siteLongitude: row.site_longitude,
      brandId: row.owner_id,
      latitude: row.latitude,
      timeline: row.timeline,
      hidden: row.hidden_at !== null,
      owner: owner(row, 'brand'),
      wallId: row.wall_id,
      wall: joinedWall(row),
      wallRequest: open.get(row.id) ?? null,
    }));
  },
  received: ([session, rows, ...lookups], statements) => {
    const viewerId = session[0]?.user_id;
    const rest = statements.slice(2);
    const parties = new Map(rowsOf(lookups, rest, '"active_type"').map((row) => [row.id, row]));
    const projects = new Map(rowsOf(lookups, rest, '"project_type"').map((row) => [row.id, row]));
    const proposals = new Map(rowsOf(lookups, rest, '"parent_id"').map((row) => [row.parent_id, row]));
    return listPage(rows, PAGE, (row) => {
      const project = projects.get(row.project_id);
      const brand = project.project_type === 'brand_project';
      const artist = party(parties.get(row.artist_id), 'artist');
      const projectOwner = party(parties.get(row.owner_id), brand ? 'brand' : 'wall_owner');
      const proposal = proposals.get(row.id);
      return {
        id: row.id,
        status: row.status,
        message: row.message,
        projectType: project.project_type,
        projectId: brand ? row.project_id : null,
        wallProjectId: brand ? null : row.project_id,
        artistId: row.artist_id,
        ownerId: row.owner_id,
        createdAt: iso(row.created_at),
        decidedAt: row.decided_at ? iso(row.decided_at) : null,
        proposal: proposal
          ? {
              quote: cents(proposal.quote_cents) ?? '0.00',
              durationDays: proposal.duration_days,
              conceptImages: proposal.concept_images,
              mockup:
                proposal.mockup_image_url && proposal.mockup_corners
                  ? { imageUrl: proposal.mockup_image_url, corners: proposal.mockup_corners.map(Number) }
                  : null,
              wallPhotoUrl: proposal.wall_photo_url,
              createdAt: iso(proposal.created_at),
            }
          : null,
        agreedAmount: cents(row.agreed_amount_cents),
        project: {
          id: project.id,
          projectType: project.project_type,
          title: project.title,
          description: project.description,
          location: project.location,
          budget: cents(project.budget_cents),
          timeline: project.timeline,
          images: project.images,
          status: project.status,
          ownerId: project.owner_id,
        },
        artist,
        owner: projectOwner,
        counterpart: viewerId === row.artist_id ? projectOwner : artist,
      };
    });
  },
  // One row per person (DISTINCT ON), limit + 1 read; the cursor holds the last one's latest message id.
  conversations: ([, rows, people = []]) => {
    const parties = new Map(people.map((row) => [row.id, row]));
    const page = rows.slice(0, PAGE);
    const last = page.at(-1);
    return {
      items: page.map((row) => {
        const other = parties.get(row.other_id);
        return {
          user: party(other, other.active_type),
          lastMessage: {
            id: row.id,
            senderId: row.sender_id,
            receiverId: row.receiver_id,
            content: row.content,
            kind: row.kind,
            status: row.status,
            createdAt: iso(row.created_at),
            attachmentCount: Number(row.attachment_count),
          },
          unreadCount: Number(row.unread_count),
        };
      }),
      nextCursor: rows.length > PAGE && last ? cursor([last.id]) : null,
    };
  },
  // 100 a page by default; an entry whose target is gone or hidden is left out (the SQL already drops most).
  saved: ([, rows, ...lookups], statements) => {
    const targets = new Map();
    lookups.forEach((found, index) => {
      const type = savedTypeOf(statements[index + 2]);
      for (const row of found) {
        const budget = row.budget_cents === null ? 'Budget TBD' : `Budget ${usd(row.budget_cents)}`;
        targets.set(
          `${type}:${row.id}`,
          type.endsWith('_project')
            ? {
                name: row.name,
                image: row.image,
                location: row.location,
                subtitle: row.owner_name ? `${row.owner_name} · ${budget}` : budget,
              }
            : {
                name: row.name ?? (type === 'wall' ? `Wall ${row.id.slice(0, 8)}` : 'WallCraft user'),
                image: row.image,
                location: row.location,
                subtitle: row.subtitle,
              },
        );
      }
    });
    const { items, nextCursor } = listPage(rows, 100, (row) => {
      const item = targets.get(`${row.item_type}:${row.item_id}`);
      return item && { id: row.id, itemType: row.item_type, itemId: row.item_id, createdAt: iso(row.created_at), item };
    });
    return { items: items.filter(Boolean), nextCursor };
  },
  artists: ([, rows]) => ({
    items: rows.slice(0, PAGE).map((row) => ({
      id: row.id,
      firstName: row.first_name,
      lastName: row.last_name,
      verified: row.verified,
      location: row.location,
      profileImageUrl: row.profile_image_url,
      heroImageUrl: row.hero_image_url,
      specialties: row.specialties ?? [],
      portfolioImages: row.portfolio_images ?? [],
      rating: row.rating,
      completedProjects: row.completed_projects ?? 0,
      rates: { hourly: cents(row.hourly_rate_cents), project: cents(row.project_rate_cents) },
      hourlyRate: row.hourly_rate_cents === null ? null : row.hourly_rate_cents / 100,
      yearsExperience: row.years_experience,
      availability: row.availability,
    })),
    // The first page (position 0): the next starts at PAGE.
    nextCursor: rows.length > PAGE ? cursor([String(PAGE)]) : null,
  }),
};

const calls = JSON.parse(readFileSync(process.env.BARE_QUERIES, 'utf8'));
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify({ logger: false });

for (const [call, captured] of Object.entries(calls)) {
  const statements = captured.map(({ sql, parameters }) =>
    isNamed(sql, parameters)
      ? { name: statementName(sql), text: sql, values: parameters }
      : { text: sql, values: parameters },
  );
  // A call over /trpc (bare.ts's `…Trpc` calls) answers the REST call's body in tRPC's envelope.
  const rest = RESPOND[call.replace(/Trpc$/, '')];
  const respond = call.endsWith('Trpc')
    ? (results) => ({ result: { data: rest(results, statements) } })
    : (RESPOND[call] ?? ((results) => results.at(-1)));
  app.get(`/bare/${call}`, async () => {
    const results = [];
    for (const statement of statements) results.push((await pool.query(statement)).rows);
    return respond(results, statements);
  });
}

// A clean exit on SIGTERM, so `node --cpu-prof` writes its profile.
process.once('SIGTERM', () => void app.close().then(() => pool.end().then(() => process.exit(0))));

await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
console.log('listening');
