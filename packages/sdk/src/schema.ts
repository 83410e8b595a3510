/**
 * The WallCraft REST API's types, generated from its OpenAPI document (GET /api/openapi.json) by openapi-typescript.
 * Do not edit: `pnpm --filter @wallcraft/sdk generate` writes this file again (the build does too), and the SDK's
 * tests fail when it differs from the document the API describes.
 */
export interface paths {
    "/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List your profiles */
        get: operations["accounts-list"];
        put?: never;
        /**
         * Add a profile of another type
         * @description At most one profile per type: 409 when you already hold this type.
         */
        post: operations["accounts-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agreed-amounts/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the amount the owner proposed
         * @description Only the artist it was proposed to (403 for the project’s owner, 404 for anyone else), once: 409 when it was already confirmed or declined, or the project is cancelled or completed. The owner is notified. Once confirmed, the artist's milestones on the project never add up to more.
         */
        post: operations["agreedAmounts-confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/agreed-amounts/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Decline the amount the owner proposed
         * @description Only the artist it was proposed to (403 for the project’s owner, 404 for anyone else), once: 409 when it was already confirmed or declined, or the project is cancelled or completed. The owner is notified. The owner may then propose another amount.
         */
        post: operations["agreedAmounts-decline"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Apply to an open project (artists)
         * @description Your active profile must be an artist. Brand project: projectType brand_project and projectId; wall project: projectType wall_project and wallProjectId. Only open projects of someone else, once per project (409 on a second try). The owner gets an application_received notification. At most 10 applications a minute by default (APPLICATION_RATE_LIMIT_PER_MINUTE), then 429. An optional proposal (quote in dollars > 0 with at most 2 decimals, durationDays 1 to 3650, up to 5 conceptImages, and a mockup: one of the concept images placed on the wall's photo by 8 corner numbers from -0.5 to 1.5; the project's wall must have a photo) is stored with the application.
         *
         *     API tokens (bearerAuth): needs projects:write.
         */
        post: operations["applications-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One application (its artist and its project owner only)
         * @description Anyone else gets 404, as for an id that does not exist.
         *
         *     API tokens (bearerAuth): needs projects:read.
         */
        get: operations["applications-get"];
        put?: never;
        post?: never;
        /**
         * Withdraw your pending application (the artist)
         * @description Only the artist who applied (403 for the project's owner, 404 for anyone else), only while pending (409 once accepted or declined). The application is deleted, so you may apply again later; the owner gets an application_withdrawn notification naming the project (projectId).
         *
         *     API tokens (bearerAuth): needs projects:write.
         */
        delete: operations["applications-withdraw"];
        options?: never;
        head?: never;
        /**
         * Accept or decline an application (the project owner)
         * @description status accepted or rejected. Only the project's owner (403 for the artist, 404 for anyone else), only while pending (409 otherwise). Accepting hires the artist: they get an application_accepted notification ("You're hired", leading to the deal room), and your conversation with them opens with a system line naming the agreed amount, if any; an application with a proposal records its quote as agreedAmount. With keepOpen false the project moves to hired and every other pending application is declined and pending invitation withdrawn, each artist notified. Declining sends application_rejected. Your notifications about this application (and notificationId, if given) are marked read.
         *
         *     API tokens (bearerAuth): needs projects:write.
         */
        patch: operations["applications-decide"];
        trace?: never;
    };
    "/applications/my-applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Applications you sent as an artist
         * @description Paged: limit (default 20, at most 100) items per page; pass nextCursor as cursor for the next page (null on the last). Filter by status or projectId (e.g. to know whether you already applied to a project).
         *
         *     API tokens (bearerAuth): needs projects:read.
         */
        get: operations["applications-mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Applications to your projects (brands and wall owners)
         * @description Applications to your brand projects and to wall projects on your walls. Paged: limit (default 20, at most 100) items per page; pass nextCursor as cursor for the next page (null on the last).
         *
         *     API tokens (bearerAuth): needs projects:read.
         */
        get: operations["applications-received"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/applications/sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Applications you sent (same list as my-applications)
         * @description Paged: limit (default 20, at most 100) items per page; pass nextCursor as cursor for the next page (null on the last).
         *
         *     API tokens (bearerAuth): needs projects:read.
         */
        get: operations["applications-sent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/artists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List artists
         * @description Users with an artist profile type, best rated first. Optional search (name, location, specialties) and specialty filter. limit defaults to 20; above 100 is refused (400).
         */
        get: operations["artists-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/artists/{id}/gallery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace your gallery
         * @description The full list of portfolio images each time, at most 30; exact repeats are dropped. Creates a default profile when there is none. Only on your own user, while you hold an artist profile type (403 otherwise).
         */
        put: operations["artists-setGallery"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/artists/{id}/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An artist's profile
         * @description Public. 404 when the user has no artist profile.
         */
        get: operations["artists-getProfile"];
        put?: never;
        /**
         * Create your artist profile
         * @description Only on your own user, while you hold an artist profile type (403 otherwise). 409 when it already exists (use PATCH). Specialties are trimmed, non-empty, merged case-insensitively and sorted; rates are whole US dollars and years a whole number (numbers or numeric strings, "" for none); image URLs are uploaded images (/media/...) or http(s) URLs.
         */
        post: operations["artists-createProfile"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update your artist profile
         * @description Only the fields sent change. Only on your own user, while you hold an artist profile type (403 otherwise). 404 when there is none yet (use POST). Specialties are trimmed, non-empty, merged case-insensitively and sorted; rates are whole US dollars and years a whole number (numbers or numeric strings, "" for none); image URLs are uploaded images (/media/...) or http(s) URLs.
         */
        patch: operations["artists-updateProfile"];
        trace?: never;
    };
    "/artists/{id}/unavailable-dates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Replace your unavailable dates
         * @description The full list of days (YYYY-MM-DD) each time, at most 366. Each must be a calendar date at most two years ahead (400 naming the entry); repeats are merged, the answer is sorted, and days before yesterday (UTC) are dropped. Creates a default profile when there is none. Only on your own user, while you hold an artist profile type (403 otherwise).
         */
        put: operations["artists-setUnavailableDates"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/active-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Switch the active profile
         * @description Only among your own profiles: any other id is 404.
         */
        patch: operations["auth-setActiveAccount"];
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in
         * @description Sets a new session cookie. A wrong email and a wrong password get the same 401.
         */
        post: operations["auth-login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign out */
        post: operations["auth-logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask for a password-reset link by email
         * @description Always the same answer, whether or not an account uses the address. Rate limited per network like sign-up (429).
         */
        post: operations["email-forgotPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Choose a new password with the token from the reset mail
         * @description Works once, for one hour; every session of the account ends (open tabs are signed out). A used, expired or unknown link is 400 saying what to do.
         */
        post: operations["email-resetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an account and sign in
         * @description Sets the session cookie. Emails are unique regardless of case (409). Passwords need at least 8 characters.
         */
        post: operations["auth-register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in user, their profiles and whether onboarding is needed
         * @description Null when signed out (no session, or an expired one), so asking who is signed in is never an error; but 401 with details.suspended (and the reason) for a session that a suspension of the account ended.
         *
         *     API tokens (bearerAuth): needs profile:read.
         */
        get: operations["auth-user"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every movement of your money: payments, releases, refunds, fees, bonuses and shop orders
         * @description One line per ledger entry of your account, newest first, each with its receipt's web path. Amounts are signed (in positive, out negative); a release shows the fee kept from it. Filters: projectId (that project’s payments only), from and to (months as YYYY-MM, UTC, both included). CSV: GET /api/billing/export.csv with the same filters. Paged: limit (default 20, at most 100) items per page; pass nextCursor as cursor for the next page (null on the last).
         *
         *     API tokens (bearerAuth): needs payments:read.
         */
        get: operations["billing-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/mode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether payments move real money (test mode)
         * @description The payment provider, and testMode: true with the embedded provider (no card, no real money) or a Stripe test key.
         */
        get: operations["billing-mode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/billing/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What escrow holds of your payments, and money in, out and fees per month
         * @description Sums of your ledger entries under the same filters as GET /billing; escrow held is a balance now, whatever the months. Filters: projectId (that project’s payments only), from and to (months as YYYY-MM, UTC, both included).
         *
         *     API tokens (bearerAuth): needs payments:read.
         */
        get: operations["billing-summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/brands": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List brands
         * @description Users with a brand profile type, by company name. Optional search (company, industry, name, location) and industry filter. limit defaults to 20; above 100 is refused (400).
         */
        get: operations["brands-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/brands/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A brand with its brand profile
         * @description Public fields and brandProfile (null until filled in). 404 'Brand not found' unless the user holds a brand profile type.
         */
        get: operations["brands-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/brands/{id}/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create your brand profile
         * @description companyName, industry and budget are required. Only on your own user, while you hold a brand profile type (403 otherwise). 409 when it already exists (use PATCH). budget is US dollars (a number or text such as "$5,000.50"), stored in cents and answered as "5000.00"; companySize startup|small|medium|large|enterprise (default medium); timeline urgent|moderate|flexible (default moderate); at most 30 brand images.
         */
        post: operations["brands-createProfile"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update your brand profile
         * @description Only the fields sent change; companyName, industry and budget cannot be emptied. Only on your own user, while you hold a brand profile type (403 otherwise). 404 when there is none yet (use POST). budget is US dollars (a number or text such as "$5,000.50"), stored in cents and answered as "5000.00"; companySize startup|small|medium|large|enterprise (default medium); timeline urgent|moderate|flexible (default moderate); at most 30 brand images.
         */
        patch: operations["brands-updateProfile"];
        trace?: never;
    };
    "/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the support assistant (Artie)
         * @description Send the whole conversation (at most 30 messages of at most 2000 characters, the last one the user's); the reply is read from message. Answers come from the help articles and the FAQ (Postgres full-text search), or from an OpenAI-compatible model given those passages when the server is configured with one. Signed-in users only; rate-limited per user (429).
         */
        post: operations["chat-send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your feedback and contact requests, with their status and our replies
         * @description Newest first; Paged: limit (default 20, at most 100) items per page; pass nextCursor as cursor for the next page (null on the last).
         */
        get: operations["support-mine"];
        put?: never;
        /**
         * Write to WallCraft
         * @description subject and comments must hold some text. Signed out, email is required (the answer goes there); signed in, the answer appears under GET /api/contact and email is ignored. At most 5 feedback and contact messages an hour per sender by default (SUPPORT_RATE_LIMIT_PER_HOUR), then 429.
         */
        post: operations["support-sendContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/getting-started": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your active profile's first steps, ticked from your data
         * @description Artists: finish the profile (name, location, a specialty), add portfolio images, apply to a project (or accept an invitation). Wall owners: add a wall, post a wall project. Brands: company name and industry, post a project. Each step links to the web page where it is done.
         */
        get: operations["dashboard-gettingStarted"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Matches for your dashboard
         * @description Artists: up to 4 available walls and up to 4 brands; others: up to 8 artists; never yourself. Ranked nearest first by distance bucket from your profile location (under 5, 5-10, 10-25, 25-50, over 50 miles; no coordinates last), then by shared specialties or preferred styles, then exact distance, then id.
         */
        get: operations["dashboard-matches"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/revenue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your revenue as an artist: released payments
         * @description The net amounts (after the platform fee) of payments released to you, summed from the ledger; payments in escrow, cancelled or refunded do not count.
         */
        get: operations["dashboard-revenue"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your dashboard counts: projects, profile views and saved items */
        get: operations["dashboard-stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your deals (the dashboard)
         * @description Your deals: each project you hired an artist on (one per artist) and each you were hired on, newest hire first. Paged: limit (default 20, at most 100) items per page; pass nextCursor as cursor for the next page (null on the last).
         *
         *     API tokens (bearerAuth): needs projects:read.
         */
        get: operations["deals-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deals/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The deal room of a project and its hired artist
         * @description The project's owner and the artists hired on it (an accepted application or invitation) only: anyone else gets 404. The owner picks the artist with artistId (default the first hired). The steps with their dates, the viewer's next action and what the other side waits for, the money from the ledger (agreed, in escrow, released, refunded, fee, the artist's net), milestones, tracking, completion, dispute and published reviews.
         *
         *     API tokens (bearerAuth): needs projects:read.
         */
        get: operations["deals-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/discover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Search artists, walls, brands and projects
         * @description One paged search over every item type. Filter categories combine with AND, options within one with OR, and a selection in a category keeps only the types it applies to. Unknown tab or filter values are ignored. With lat/lng: nearest first, items without coordinates last; otherwise newest first. Pages of 20 by default, at most 100; follow nextCursor.
         */
        get: operations["discover-search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm your address with the token from the confirmation mail
         * @description Works once, for 48 hours; a used, expired or unknown link is 400 saying what to do.
         */
        post: operations["email-confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/email/confirm/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send the confirmation mail again
         * @description At most one a minute (a second ask within it sends nothing more); 409 once confirmed. Needs a session: API tokens are refused here (403).
         */
        post: operations["email-resendConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/email/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which categories of email you get, and whether your address is confirmed
         * @description Every category is on until turned off. Account mails (confirmation, password reset) are always sent. Needs a session: API tokens are refused here (403).
         */
        get: operations["email-preferences"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Turn one category of email on or off
         * @description Mails of that category already queued follow the new choice. Needs a session: API tokens are refused here (403).
         */
        patch: operations["email-setPreference"];
        trace?: never;
    };
    "/email/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Turn off a mail's category with the signed token from its unsubscribe link
         * @description No session needed: the token names the user and the category and is signed by the server. An altered or forged token is 400. Mail providers use the List-Unsubscribe header instead (POST /api/email/one-click, RFC 8058).
         */
        post: operations["email-unsubscribe"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/feedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send feedback about WallCraft
         * @description Signed in or not. feedback must hold some text (400 otherwise). At most 5 feedback and contact messages an hour per sender by default (SUPPORT_RATE_LIMIT_PER_HOUR), then 429.
         */
        post: operations["support-sendFeedback"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness and database check
         * @description The database answers and takes a write, and its disk takes new data; otherwise 503 says which (unavailable, read-only, disk full).
         */
        get: operations["health-check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness: the process answers
         * @description Always 200 while the process serves requests; it checks nothing else, so use it to restart a stuck process, not to route traffic.
         */
        get: operations["health-live"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness: this replica may take traffic
         * @description The database answers, every migration of this build is applied and the job workers run; otherwise 503 with `details.missing` naming what is not (database, migrations, jobs, shutdown). Turns 503 first on SIGTERM, while requests still finish. Writes nothing.
         */
        get: operations["health-ready"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/help-articles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Help center articles, optionally by category and search
         * @description Cards only (no content). Without search, ordered by title; with search, best match first. Open to everyone. Paged: limit (default 20, at most 100) items per page; pass nextCursor as cursor for the next page (null on the last).
         */
        get: operations["helpArticles-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/help-articles/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One help article with its content
         * @description Open to everyone. 404 "Article not found" for an unknown slug.
         */
        get: operations["helpArticles-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/insights": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your metric cards, artist counts and current projects
         * @description Computed over the projects of GET /my-projects/* for the active profile (see there for the bucketing rule).
         */
        get: operations["insights-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/insights/trends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your figures over time, for the Insights charts
         * @description For the active profile only: views per week (last 12 weeks), applications and invitations per month by their status now, and money per month (last 12 months: what an artist earned, what a brand or wall owner paid out). Weeks start on Monday; all dates are UTC; empty weeks and months are included.
         */
        get: operations["insights-trends"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Invite an artist to your open project (brands and wall owners)
         * @description A brand (active profile) invites to its own open brand project (projectType brand_project, projectId); a wall owner to its own open wall project (projectType wall_project, wallProjectId). The invitee must hold an artist profile (400), never yourself (400); one pending invitation per artist and project (409). Someone else's project: 403; a project that is not open: 409. The artist gets an invitation_received notification.
         */
        post: operations["invitations-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One invitation (its artist and its inviter only)
         * @description Anyone else gets 404, as for an id that does not exist.
         */
        get: operations["invitations-get"];
        put?: never;
        post?: never;
        /**
         * Withdraw your pending invitation (the inviter)
         * @description Only the brand or wall owner who sent it (403 for the invited artist, 404 for anyone else), only while pending (409 once accepted or declined). The invitation is deleted, so you may invite the artist again; the artist gets an invitation_withdrawn notification naming the project (projectId).
         *
         *     API tokens (bearerAuth): needs projects:write.
         */
        delete: operations["invitations-withdraw"];
        options?: never;
        head?: never;
        /**
         * Accept or decline an invitation (the invited artist)
         * @description status accepted or rejected. Only the invited artist (403 for the inviter, 404 for anyone else), only while pending (409 otherwise). An acceptance may carry a proposal (as POST /applications); its quote is recorded as agreedAmount in the same change. The inviter gets an invitation_accepted or invitation_rejected notification; your notifications about this invitation (and notificationId, if given) are marked read.
         */
        patch: operations["invitations-decide"];
        trace?: never;
    };
    "/invitations/my-invitations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Invitations you received as an artist
         * @description Paged: limit (default 20, at most 100) items per page; pass nextCursor as cursor for the next page (null on the last). Filter by status or projectId.
         */
        get: operations["invitations-mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/received": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Invitations you received (same list as my-invitations)
         * @description Paged: limit (default 20, at most 100) items per page; pass nextCursor as cursor for the next page (null on the last).
         */
        get: operations["invitations-received"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/invitations/sent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Invitations you sent (brands and wall owners)
         * @description Paged: limit (default 20, at most 100) items per page; pass nextCursor as cursor for the next page (null on the last).
         */
        get: operations["invitations-sent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/data-exports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your data exports, newest first, each with its download link while it lasts
         * @description A ready export downloads for 7 days (GET its downloadUrl, a JSON file). Needs a session: API tokens are refused here (403).
         */
        get: operations["accountData-listExports"];
        put?: never;
        /**
         * Gather everything you wrote and received into one JSON archive
         * @description Built in the background; a notification and an email say when it is ready. One at a time: 409 while one is pending. Needs a session: API tokens are refused here (403).
         */
        post: operations["accountData-requestExport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete your account for good, confirming with your password
         * @description 409 with details.reasons while money is held in escrow, a project is in progress or a dispute is open. Otherwise your personal data is erased and you are signed out everywhere. Needs a session: API tokens are refused here (403).
         */
        post: operations["accountData-deleteAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your messages, or your conversation with one person
         * @description Only messages you sent or received, with sender and receiver embedded. With userId, only the conversation with that person. Paged: limit (default 20, at most 100) items per page; pass nextCursor as cursor for the next page (null on the last).
         *
         *     API tokens (bearerAuth): needs messages:read.
         */
        get: operations["messages-list"];
        put?: never;
        /**
         * Send a message
         * @description content is trimmed, at most 5000 characters, and may be empty only when attachments carries files: up to 5 objectURLs of confirmed uploads made with purpose attachment (photos or PDFs; POST /objects/upload), each fetched by the two people only at the url the message lists. Not to yourself (400); the receiver must exist (404). The message is pushed over the websocket (realtime.events, kind message) to the receiver's tabs and your other tabs, and the receiver gets a message_received notification. At most 30 messages a minute by default (MESSAGE_RATE_LIMIT_PER_MINUTE), then 429.
         *
         *     API tokens (bearerAuth): needs messages:write.
         */
        post: operations["messages-send"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your conversations: one per person, latest first
         * @description Each with the other person, the latest message and how many of their messages you have not seen. Paged: limit (default 20, at most 100) items per page; pass nextCursor as cursor for the next page (null on the last).
         */
        get: operations["messages-conversations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/seen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a conversation seen (call when opening it)
         * @description Every unread message that userId sent you becomes seen (the NEW badge goes away), and the message_received notifications announcing them become read. Messages you sent are untouched. Answers how many messages changed.
         */
        post: operations["messages-markConversationSeen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/messages/unread-count": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many messages you have not seen (the badge on the messages icon)
         * @description The sum of every conversation's unreadCount in one query. It drops when you open a conversation (POST /messages/seen); a new message arrives over the websocket (kind message).
         *
         *     API tokens (bearerAuth): needs messages:read.
         */
        get: operations["messages-unreadCount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/milestones": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A project's milestones in sequence order
         * @description The project's owner sees all of them; an artist accepted on it sees the ones that pay them; anyone else gets 404, as for a project that does not exist. artists: per artist the viewer may see, the agreed amount, what the milestones plan of it and what is left. States: pending (editable) → in_progress (funded: its payment is in escrow, or awaiting checkout with Stripe) → completed (the artist delivered it) → paid (the owner approved the delivery; the payment was released). Asking for changes moves completed back to in_progress.
         */
        get: operations["milestones-list"];
        put?: never;
        /**
         * Add a milestone paying an artist on your project
         * @description The project's owner only (403 for an artist on it, 404 for anyone else). title and amount required; amount in dollars with at most 2 decimals, of any size: the payment minimum (a console setting, default PAYMENT_MINIMUM_CENTS) applies to the deal, so the amount agreed with the artist must meet it (400 otherwise). artistId: an artist accepted on the project (400 otherwise); may be left out when there is exactly one. A project's milestones for an artist never add up to more than the amount agreed with them (409, naming what is left; 409 when no amount was agreed yet: accept a proposal with a quote, or agree one with POST /projects/{projectId}/agreed-amount). sequenceOrder defaults to after the last milestone. status may be sent but must be pending. The artist is notified. 409 on a cancelled or completed project.
         */
        post: operations["milestones-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/milestones/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit a milestone not yet funded
         * @description The project's owner only: 403 for the artist the milestone pays, 404 for anyone else. Only while pending (409 otherwise). title, description, amount, dueDate, deliverables; fields left out stay. A larger amount is checked against the agreed amount as on creation.
         */
        patch: operations["milestones-update"];
        trace?: never;
    };
    "/milestones/{id}/approve": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve a milestone's delivery and release its payment
         * @description The project's owner only: 403 for the artist the milestone pays, 404 for anyone else. Only once the artist delivered it (completed, its payment in escrow; 409 otherwise: 'Wait for the artist to mark it done' while in_progress, or approved twice): the payment is released to the artist (net of the fee) and the milestone is paid. The artist is notified.
         */
        post: operations["milestones-approve"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/milestones/{id}/deliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark a funded milestone done, with photos and a note
         * @description The artist the milestone pays only: 403 for the project's owner, 404 for anyone else. Only in_progress (funded; 409 otherwise): it moves to completed and the owner is notified to approve it or ask for changes. images: 1 to 10 uploaded images (400 otherwise); note optional. After changes are asked for, deliver again.
         */
        post: operations["milestones-deliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/milestones/{id}/fund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Fund a milestone: its own payment into escrow
         * @description The project's owner only: 403 for the artist the milestone pays, 404 for anyone else. Creates the milestone's payment (paymentType milestone, to its artist, for its amount; the fee as for POST /transactions, the minimum applying to the deal: 400 when the agreed amount is below it) and links it as transactionId: pending → in_progress (409 otherwise). A retried funding answers the payment it made before, and only one still pending or in escrow, from you to the artist for the amount and funding no other milestone (409 otherwise: nothing changes). Idempotency-Keys you send never answer for a milestone's funding. With Stripe, pay at checkoutUrl.
         */
        post: operations["milestones-fund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/milestones/{id}/request-changes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask the artist for changes to a delivered milestone
         * @description The project's owner only: 403 for the artist the milestone pays, 404 for anyone else. Only once delivered (completed; 409 otherwise). reason: what to change, required (400). The milestone goes back to in_progress, its payment stays in escrow, and the artist is notified and may deliver again.
         */
        post: operations["milestones-requestChanges"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/milestones/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set the order of a project's milestones
         * @description The project's owner only (403 for an artist on it, 404 for anyone else). ids: every one of the project's milestone ids, once, in the new order (400 otherwise); they are numbered 1, 2, 3… Answers the list.
         */
        post: operations["milestones-reorder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-projects/current": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your current projects (in progress)
         * @description Decided by the server from the active profile and project status. Brands: their brand projects; wall owners: the projects on their walls; artists: projects where their application or an invitation to them was accepted (pending ones are on My Network, not here). current = hired or in_progress, future = open, past = completed, cancelled or closed. Brand and wall projects in one list, newest first, each item with its projectType. Paged: limit (default 20, at most 100) items per page; pass nextCursor as cursor for the next page (null on the last).
         *
         *     API tokens (bearerAuth): needs projects:read.
         */
        get: operations["myProjects-current"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-projects/future": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your future projects (open)
         * @description Decided by the server from the active profile and project status. Brands: their brand projects; wall owners: the projects on their walls; artists: projects where their application or an invitation to them was accepted (pending ones are on My Network, not here). current = hired or in_progress, future = open, past = completed, cancelled or closed. Brand and wall projects in one list, newest first, each item with its projectType. Paged: limit (default 20, at most 100) items per page; pass nextCursor as cursor for the next page (null on the last).
         *
         *     API tokens (bearerAuth): needs projects:read.
         */
        get: operations["myProjects-future"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/my-projects/past": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your past projects (completed or cancelled)
         * @description Decided by the server from the active profile and project status. Brands: their brand projects; wall owners: the projects on their walls; artists: projects where their application or an invitation to them was accepted (pending ones are on My Network, not here). current = hired or in_progress, future = open, past = completed, cancelled or closed. Brand and wall projects in one list, newest first, each item with its projectType. Paged: limit (default 20, at most 100) items per page; pass nextCursor as cursor for the next page (null on the last).
         *
         *     API tokens (bearerAuth): needs projects:read.
         */
        get: operations["myProjects-past"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your notifications, newest first, paged; category filters them */
        get: operations["notifications-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Mark one of your notifications read or unread */
        patch: operations["notifications-markRead"];
        trace?: never;
    };
    "/notifications/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many of your notifications each category holds */
        get: operations["notifications-counts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/mark-all-read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mark all your notifications read */
        post: operations["notifications-markAllRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notifications/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your unread notifications (at most 100, newest first) */
        get: operations["notifications-unread"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/objects/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an upload once the PUT succeeded
         * @description Checks what was stored (size, type, image bytes); a file that fails is deleted. 409 while nothing was uploaded yet.
         */
        post: operations["uploads-confirm"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/objects/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get a URL to upload one image (or one message attachment) to
         * @description Images (PNG, JPEG, WebP, GIF; at most 10 MB), or with purpose attachment a message's file (PNG, JPEG, WebP or PDF), stored privately for POST /messages. PUT the file to uploadURL with the same Content-Type, then call POST /objects/confirm; objectURL is then the image value. Embedded storage: the URL is signed, bound to this object and type, single use, and expires (UPLOAD_URL_TTL_SECONDS, default 5 minutes); the PUT answers 403 for a bad, used or expired URL, 413 past 10 MB and 415 when the bytes are not the declared type.
         */
        post: operations["uploads-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payouts/onboarding": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Connect the account your payments are paid into
         * @description Artists only, with Stripe: answers a fresh single-use link to Stripe's onboarding for your payout account (made on first use). 409 with the embedded provider, which needs no setup.
         */
        post: operations["payments-payoutLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/payouts/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether released payments can reach you
         * @description Artists only. With Stripe, released payments are transferred to your connected account.
         */
        get: operations["payments-payoutStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/places": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cities whose name starts with the text, for a location field
         * @description The gazetteer: cities of the world with 1,000 people or more (GeoNames). Names that start with `q` come first, the most populous first; "Portland, ME" keeps cities whose region or country starts with what follows the comma; a misspelt name finds the nearest spellings. Open to everyone. Picking a place sets a location's text (`label`) and its coordinates.
         */
        get: operations["places-search"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/places/nearest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The city nearest a position (USE MY LOCATION)
         * @description The nearest city within 50 km of the position, or `place: null`. Open to everyone.
         */
        get: operations["places-nearest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Brand projects (open ones unless status says otherwise)
         * @description Paged: limit (default 20, at most 100) items per page; pass nextCursor as cursor for the next page (null on the last).
         *
         *     API tokens (bearerAuth): needs projects:read.
         */
        get: operations["projects-list"];
        put?: never;
        /**
         * Post a brand project
         * @description Brands only: the active profile must be a brand (403 "Only brands can post projects"). Title and location required; budget in dollars (number or numeric string, not negative); a wallId must name an existing wall (404). A wall your own user owns is shown at once; someone else's is only asked for: its owner gets a project_wall_requested notification, and until they accept the project shows no wall (wallId and wall null, wallRequest pending) and keeps its own coordinates.
         *
         *     API tokens (bearerAuth): needs projects:write.
         */
        post: operations["projects-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A brand project, with its brand and wall
         * @description Any status. Counts a view once per viewer per UTC day (signed-out viewers by a hash of IP and user agent; the brand is not counted).
         *
         *     API tokens (bearerAuth): needs projects:read.
         */
        get: operations["projects-get"];
        put?: never;
        post?: never;
        /**
         * Delete your brand project while nobody is hired or paid on it
         * @description Only while nobody has been hired (no accepted application or invitation) and no payment names it: otherwise 409, close it instead. Its pending applications and invitations go with it; their artists get a project_closed_by_owner notification first. 204 on success.
         *
         *     API tokens (bearerAuth): needs projects:write.
         */
        delete: operations["projects-delete"];
        options?: never;
        head?: never;
        /**
         * Edit your open brand project
         * @description Your own project only (403; an unknown id, or the other kind's, is 404), only while it is open (409 says what to do). Send any of the fields you posted it with, by the same rules; a field left out stays as it is. Artists with a pending or accepted application or invitation get a project_updated notification naming the changed fields. A new location without coordinates is placed as on create (the city it names, else your profile's position); a project showing a wall keeps the wall's.
         *
         *     API tokens (bearerAuth): needs projects:write.
         */
        patch: operations["projects-update"];
        trace?: never;
    };
    "/projects/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close your open brand project: it takes no more applications or invitations
         * @description Your own open project only (409 otherwise). Status becomes closed: it drops out of the lists and takes no applications or invitations; every pending application and invitation is declined and its artist gets a project_closed_by_owner notification. Reopen it with POST …/{id}/reopen.
         *
         *     API tokens (bearerAuth): needs projects:write.
         */
        post: operations["projects-close"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reopen a brand project you closed
         * @description A project you closed is open again. 409 for any other status, and for a project an operator closed (status cancelled): write to support. Applications and invitations declined on closing stay declined.
         *
         *     API tokens (bearerAuth): needs projects:write.
         */
        post: operations["projects-reopen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{id}/wall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change or clear your brand project's wall
         * @description Your own project only (403; unknown project or wall 404). A pending wall request is withdrawn. null clears the wall; a wall your own user owns is shown at once; someone else's is asked for as on create (409 if its owner already declined this project).
         *
         *     API tokens (bearerAuth): needs projects:write.
         */
        put: operations["projects-setWall"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{projectId}/agreed-amount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Propose the amount of the deal to an artist accepted without a proposal
         * @description The project's owner only (403 for an artist on it, 404 for anyone else). artistId: an artist with an accepted application or invitation on the project (400 otherwise) whose acceptance recorded no quote (409 otherwise: the quote is the agreed amount). amount: dollars, at least the payment minimum (400): it is the deal's total, which milestones may split into smaller steps. Proposing again replaces an amount still proposed or declined; a confirmed one is final (409). The artist is notified and confirms or declines it.
         */
        post: operations["agreedAmounts-propose"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{projectId}/agreed-amounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Amounts proposed to and agreed with artists accepted without a proposal
         * @description The project's owner sees all of them; an artist accepted on it sees their own; anyone else gets 404, as for a project that does not exist.
         */
        get: operations["agreedAmounts-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{projectId}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete a project in progress, with final photos
         * @description The artist who started the project only (COMPLETE in the deal room or on the tracking page): 403 for anyone else, including the owner and other artists accepted on it (a project in progress without a tracking session: any artist accepted on it); 404 when the project does not exist. Only from in_progress (409 otherwise), in one conditional update. photos: 1 to 10 uploaded images, required (400 without them); they become the project's gallery and, with addToPortfolio, join your public portfolio (newest first). note optional. Its tracking session completes; both parties get review_requested and the owner project_completed, to confirm the work (POST /projects/{projectId}/confirm-completion) or dispute it within the review window.
         */
        post: operations["tracking-complete"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{projectId}/confirm-completion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Accept the completed work and release its payment (the owner)
         * @description The project's owner only (403 otherwise; 404 when the project does not exist). Only while it is completed, within 14 days of completion, not disputed, once (409 otherwise). Everything held in escrow for the project is released to its artists at once (net of the fee); the artists and you are notified.
         */
        post: operations["reviews-confirmCompletion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{projectId}/dispute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Dispute a completed project's payout (the owner)
         * @description The project's owner only (403 otherwise), only while it is completed, within 14 days of completion, not after confirming the work, and with money in escrow, once (409 otherwise). Evidence: evidenceImages (up to 10 uploaded photos) and evidenceMessageIds (messages between you and the artist on the project; 400 for any other). The escrowed payments then stay in escrow until an operator releases or refunds them; the artists paid are notified.
         */
        post: operations["reviews-dispute"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{projectId}/proposals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compare a project's proposals side by side (its owner)
         * @description The pending and accepted applications (and accepted invitations) of your project that carry a proposal: the artist's name, rating, verification and distance from the project in whole miles, the quote, the duration, the concept images and the mock-up. Only the project's owner; anyone else gets 404, as for a project that does not exist.
         */
        get: operations["proposals-compare"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{projectId}/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a project you were accepted on, and its live tracking
         * @description The artist accepted on the project (an accepted application or invitation) only: 403 for anyone else, 404 when the project does not exist. Only from open or hired, in one conditional update: a second start answers 409 'Project already started'. The project moves to in_progress and a tracking session starts at latitude/longitude, heading for the wall (a wall project's wall, else the project's pin). The owner is notified (project_started). Only the project's owner sees the artist's position, only while the session is active and once the artist is 1 km or more from where they set off; the start they see to two decimals (about 1 km), as anyone sees a person's place. Other artists accepted on the project see the session's status, never a position. No trail is kept (the start, the last position and the distance travelled).
         */
        post: operations["tracking-start"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/{projectId}/tracking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A project's tracking state, for its owner and its accepted artists
         * @description The project's status and its latest tracking session (null before it starts). Anyone else gets 404. Only the project's owner sees the artist's position, only while the session is active and once the artist is 1 km or more from where they set off; the start they see to two decimals (about 1 km), as anyone sees a person's place. Other artists accepted on the project see the session's status, never a position. No trail is kept (the start, the last position and the distance travelled). Live changes: the tracking.live websocket subscription.
         */
        get: operations["tracking-project"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projects/my-projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your own brand projects, every status
         * @description Paged: limit (default 20, at most 100) items per page; pass nextCursor as cursor for the next page (null on the last).
         *
         *     API tokens (bearerAuth): needs projects:read.
         */
        get: operations["projects-mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/recently-viewed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Items you opened recently, newest first
         * @description One entry per item. limit: default 8, at most 50 (only the newest 50 are kept). Items deleted since are left out.
         */
        get: operations["recentlyViewed-list"];
        put?: never;
        /**
         * Record that you opened an item
         * @description Called when a detail or profile screen opens. Opening the same item again moves it to the front; 404 when the item does not exist.
         */
        post: operations["recentlyViewed-record"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/referrals/invite/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Who sent a referral link, and the bonus they earn when you join
         * @description Open to visitors: the landing page of a shared link (?ref=code) names the friend (first name and last initial) and the bonus in force. 404 for an unknown code.
         */
        get: operations["referrals-invite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/referrals/my-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your referral code and the link to share
         * @description Every account has one code, made when it registered. The link is the site with ?ref=code.
         */
        get: operations["referrals-myCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/referrals/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** When a referral bonus is paid: the bonus, the monthly cap and the rules in words */
        get: operations["referrals-rules"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/referrals/signups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The friends who joined with your code, newest first
         * @description Each with its bonus and its status: pending until the friend has confirmed their email and made their first payment, shop order or verification (waitingFor says which is missing), then paid, held for review (over your monthly cap), ineligible (their address already earned a bonus) or rejected (with the reason). Friends are named by first name and last initial only. Paged: limit (default 20, at most 100) items per page; pass nextCursor as cursor for the next page (null on the last).
         */
        get: operations["referrals-signups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/referrals/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your referrals, what they earned you and how many were paid */
        get: operations["referrals-stats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/referrals/use-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Redeem a friend's referral code
         * @description Records you as your friend's referral; their bonus is paid once you have confirmed your email and made a payment, shop order or verification (at once if you have). The code is trimmed and upper-cased. Refused, with nothing stored: an unknown code (404), your own code (400), a second code once you have been referred (409), and any code more than 30 days after you signed up (403).
         */
        post: operations["referrals-useCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Report a profile, wall, project, wall project or message to the operators
         * @description 404 when the item does not exist or you cannot see it (a message: only its sender and receiver); 400 for your own item. Reporting an item again while your report is open answers that report, unchanged. At most 20 reports an hour by default (REPORT_RATE_LIMIT_PER_HOUR), then 429.
         */
        post: operations["reports-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Review the other party of a completed project
         * @description The project's owner reviews its accepted artist (revieweeId only when it has several), the artist the owner; once each, only after the project is completed (409 before, and the second time); anyone else gets 403. rating: a whole number 1-5. Reviews are double-blind: a review stays hidden from everyone, the person reviewed included, until both parties have reviewed each other or 14 days have passed since the project was completed. The first review tells the other party that it exists (not what it says); when both are in, both are published, the artist's rating and completed count change, and the escrowed payments from the owner to the artist are released unless the owner disputed the project.
         */
        post: operations["reviews-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reviews/pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Completed projects where you still have someone to review
         * @description What a review_requested notification asks for: each project with the person to review (at most 50).
         */
        get: operations["reviews-pending"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reviews/project/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A project's reviews as one of its parties sees them
         * @description For the owner and its accepted artists (403 for anyone else): your own review, whether the other party reviewed you, and their review only once published. Reviews are double-blind: a review stays hidden from everyone, the person reviewed included, until both parties have reviewed each other or 14 days have passed since the project was completed. Also what escrow holds, the dispute if any, and whether you may still review or dispute.
         */
        get: operations["reviews-forProject"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/saved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your saved items, each with its name, image, location and subtitle
         * @description Newest first; Paged: limit (default 20, at most 100) items per page; pass nextCursor as cursor for the next page (null on the last). Here limit defaults to 100. Items whose target no longer exists, or is hidden, are left out.
         */
        get: operations["saved-list"];
        put?: never;
        /**
         * Save an item
         * @description The target must exist (404 "Item not found"). Saving the same pair again returns the existing entry. Your own profile cannot be saved (400).
         */
        post: operations["saved-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/saved/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Unsave one of your saved items
         * @description Someone else's entry is 404.
         */
        delete: operations["saved-remove"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/saved/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Which of these items you saved
         * @description One call for a page of cards: pass the ids it shows (any mix of types); the answer holds your saved entries among them.
         */
        get: operations["saved-check"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/saved/counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * How many saved items each tab of the saved page holds
         * @description Counts what GET /saved answers for each tab, beyond its first page.
         */
        get: operations["saved-counts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shop/cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your cart
         * @description Kept on the server for a signed-in user (a visitor’s cart lives in the browser and is merged at sign-in with POST /shop/cart/merge). Totals: the shared cartTotals over the lines, as the order will be priced.
         */
        get: operations["shop-cart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shop/cart/items": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add products to your cart (ADD TO CART, or a paint estimate’s supplies)
         * @description Each quantity is added to what the cart already holds, all or none. Answers the cart. Each product must exist (404), be sold (409 "… is no longer sold") and have the stock (409 "Only N left of …"); 1 to 999 of each, at most 50 products (400).
         */
        post: operations["shop-addToCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shop/cart/items/{productId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set how many of a product your cart holds; 0 removes it
         * @description Answers the cart. Each product must exist (404), be sold (409 "… is no longer sold") and have the stock (409 "Only N left of …"); 1 to 999 of each, at most 50 products (400). Lowering a quantity below 1 removes the line.
         */
        put: operations["shop-setCartItem"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shop/cart/merge": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Join the cart you filled before signing in to your account’s
         * @description Each line becomes the larger of the two quantities, limited to the stock, so sending the same cart twice changes nothing; products unknown, no longer sold or sold out, and lines past 50 products, are left out rather than refused. Answers the cart.
         */
        post: operations["shop-mergeCart"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shop/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your orders, newest first, with their status
         * @description Paged: limit (default 20, at most 100) items per page; pass nextCursor as cursor for the next page (null on the last).
         */
        get: operations["shop-listOrders"];
        put?: never;
        /**
         * Place an order and pay for it
         * @description items are priced by the server from the catalogue: subtotal = Σ price × quantity, tax = 8% of the subtotal rounded half up to the cent, shipping = 9.99, total = subtotal + tax + shipping, all in integer cents; money is sent and answered as dollars with 2 decimals (as payments). A price or figure that differs from the server's is refused with 409, whose details carry the server's items and totals. Each product must exist (400), be sold (409) and have the stock (409 "Only N left of …"); quantities are whole numbers from 1 to 999, each product on one line, at least one line (400 "Add items to cart before checking out"). shippingAddress: name, email, a US address (state: a 2-letter code; ZIP: 5 digits or ZIP+4), optional phone. In one transaction the stock is taken, the ordered lines leave your cart and the payment provider charges the total (402 when declined: nothing is stored). Send an Idempotency-Key header (or idempotencyKey) to retry safely: the same key and body answer the first order; the same key with another body is 409. The embedded provider pays at once (status paid); with Stripe the order waits placed until the buyer pays at checkoutUrl.
         */
        post: operations["shop-placeOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shop/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One of your orders, as its confirmation
         * @description The buyer only: anyone else’s order, like one that does not exist, is 404 "Order not found".
         */
        get: operations["shop-getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shop/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The products on sale, by title
         * @description Open to everyone. search matches the title, description or a tag; tag keeps the products with that tag. Paged: limit (default 20, at most 100) items per page; pass nextCursor as cursor for the next page (null on the last).
         */
        get: operations["shop-listProducts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shop/products/{idOrSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One product, by id or slug
         * @description Open to everyone. A product no longer sold is still answered, with active false; 404 "Product not found" otherwise.
         */
        get: operations["shop-getProduct"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/shop/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The tags of the products on sale, most used first (the grid’s filter chips) */
        get: operations["shop-tags"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tokens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your personal API tokens, newest first (never their secrets)
         * @description Needs a session: API tokens are refused here (403).
         */
        get: operations["apiTokens-list"];
        put?: never;
        /**
         * Create a personal API token; its secret is in this answer only
         * @description Send it as Authorization: Bearer wc_...; it acts as you within its scopes. Needs a session: API tokens are refused here (403).
         */
        post: operations["apiTokens-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tokens/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke one of your API tokens: it stops working at once
         * @description Someone else's token is 404. Needs a session: API tokens are refused here (403).
         */
        delete: operations["apiTokens-revoke"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tracking/{id}/location": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Send your current position
         * @description Your own session only (404 otherwise), while active (409 when paused or completed); latitude and longitude as numbers or numeric strings within range (400). At most one update a second per session (429 with Retry-After). Only the project's owner sees the artist's position, only while the session is active and once the artist is 1 km or more from where they set off; the start they see to two decimals (about 1 km), as anyone sees a person's place. Other artists accepted on the project see the session's status, never a position. No trail is kept (the start, the last position and the distance travelled).
         */
        patch: operations["tracking-location"];
        trace?: never;
    };
    "/tracking/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Pause, resume or finish your tracking session
         * @description active → paused (PAUSE), paused → active (RESUME), active or paused → completed. Nothing leaves completed (409); the same status again is 409 too. Your own session only (404 otherwise).
         */
        patch: operations["tracking-status"];
        trace?: never;
    };
    "/tracking/active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your tracking sessions that are not over (active or paused)
         * @description Newest first, each with its project title and type. At most one per project you started.
         */
        get: operations["tracking-active"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/tracking/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Projects you can start or are tracking: accepted, open or in progress
         * @description Your accepted applications and invitations whose project is open (READY TO START) or in progress, newest first, each with your tracking session on it if you started it.
         */
        get: operations["tracking-projects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pay an artist on your project into escrow
         * @description You are the payer and must own the project (403 otherwise, 404 when it does not exist); recipientId must be an artist with an accepted application or invitation on it (400). amount: dollars with at most 2 decimals, at least the minimum (PAYMENT_MINIMUM_CENTS, default $100). The platform fee (PLATFORM_FEE_BPS, default 5%) is the server's: amount × percentage rounded half up to the cent, net = amount − fee. payerId, platformFeePercentage, platformFee, netAmount and paymentStatus may be sent but must equal the server's values (400 naming the field). Send an Idempotency-Key header (or idempotencyKey) to retry safely: the same key and body answer the first payment; the same key with another body is 409. The embedded provider funds escrow at once; with Stripe the payment stays pending until the payer pays at checkoutUrl (503 when Stripe cannot be reached: nothing is stored). Both parties are notified. States: pending → escrowed (funded by the provider) → completed (released to the artist); cancelled (before funding); refunded (after funding, before release).
         */
        post: operations["payments-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One payment, as its receipt (the payer and the artist paid only)
         * @description Amount, fee, net, the dates of each state, both parties and the project. Anyone else gets 404.
         *
         *     API tokens (bearerAuth): needs payments:read.
         */
        get: operations["payments-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/cancel/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a payment not yet funded
         * @description Only from pending; no money moved. The payer only (403 for the artist paid, 404 for anyone else); 409 when the payment is not in the state this needs (e.g. released twice). States: pending → escrowed (funded by the provider) → completed (released to the artist); cancelled (before funding); refunded (after funding, before release).
         */
        post: operations["payments-cancel"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/project/{projectId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A project's payments with summary totals
         * @description The project's owner sees all its payments; an artist on it (accepted application or invitation) sees their own; anyone else gets 404. Newest first. Totals: GET /transactions/project/{projectId}/summary. Paged: limit (default 20, at most 100) items per page; pass nextCursor as cursor for the next page (null on the last).
         *
         *     API tokens (bearerAuth): needs payments:read.
         */
        get: operations["payments-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/project/{projectId}/payees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whom you can pay on your project: its accepted artists, with the agreed amount when known
         * @description The project's owner only (403 for an artist on it, 404 for anyone else). Each artist with an accepted application or invitation, once, sorted by name.
         */
        get: operations["payments-payees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/project/{projectId}/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A project's payment totals: paid in, in escrow, platform fees, net payouts
         * @description Sums of ledger entries over the payments the list shows you (the owner: all of the project's; an artist on it: their own); anyone else gets 404.
         */
        get: operations["payments-summary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/refund/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund an escrowed payment to the payer
         * @description Escrow goes back to the payer. Only from escrowed (before release). The payer only (403 for the artist paid, 404 for anyone else); 409 when the payment is not in the state this needs (e.g. released twice). States: pending → escrowed (funded by the provider) → completed (released to the artist); cancelled (before funding); refunded (after funding, before release).
         */
        post: operations["payments-refund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/release/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Release an escrowed payment to the artist
         * @description The artist is credited the net amount and the platform the fee; both parties are notified. Only from escrowed. The payer only (403 for the artist paid, 404 for anyone else); 409 when the payment is not in the state this needs (e.g. released twice). States: pending → escrowed (funded by the provider) → completed (released to the artist); cancelled (before funding); refunded (after funding, before release).
         */
        post: operations["payments-release"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/transactions/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The platform fee, its rounding and the minimum payment */
        get: operations["payments-settings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List users
         * @description Public fields only, newest first. Optional search (name, location, business name) and userType. limit defaults to 20; above 100 is refused (400).
         */
        get: operations["users-list"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A user's public profile
         * @description Public fields (never email, phone, address, business email or emergency contacts), the artist and brand profiles, walls, wall projects, brand projects and received reviews (newest 50 of each) and the stats the page shows. 404 'User not found'.
         *
         *     API tokens (bearerAuth): needs profile:read.
         */
        get: operations["users-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update your own user
         * @description Name, location, bio, links, business and emergency fields. With userType (onboarding), adds that profile if missing and makes it active. Only on your own user (403 otherwise).
         */
        patch: operations["users-update"];
        trace?: never;
    };
    "/users/{id}/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set your profile and hero images
         * @description profileImageUrl and/or heroImageUrl: an uploaded image (/media/...) or an http(s) URL; null removes one, a field left out is kept. Only on your own user (403 otherwise).
         */
        put: operations["users-setImages"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Count a visit to a user's public profile
         * @description Called by the profile page when it opens: counts once per visitor per day toward the user's PROFILE VIEWS; your own profile never counts (counted false). 404 'User not found'.
         */
        post: operations["users-view"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verification/initiate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a background verification ($49.99)
         * @description Charges the $49.99 fee through the payment provider, then starts the check. Paid at once: the request is pending and moves to processing, then verified, on the provider's schedule (or an operator decides); you get a notification when it completes. Paid at a hosted page: the request is awaiting_payment and `checkoutUrl` is where to pay; it starts when the payment arrives, or becomes payment_failed. 402 when the card is declined (nothing starts); 409 while one is awaiting payment, pending or processing, or when you are already verified.
         */
        post: operations["verification-initiate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verification/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your background verification: status and fee
         * @description not_started until the first request; 'verified' whenever your account is verified.
         */
        get: operations["verification-status"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wall-projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Wall projects (open ones unless status says otherwise), each with its wall
         * @description Paged: limit (default 20, at most 100) items per page; pass nextCursor as cursor for the next page (null on the last).
         */
        get: operations["wallProjects-list"];
        put?: never;
        /**
         * Post a wall project on one of your walls
         * @description Wall owners only (403 "Only wall owners can post wall projects"), on their own walls only (403 naming wallId; an unknown wall is 404). Location defaults to the wall's; coordinates are copied from the wall. Budget in dollars, not negative.
         */
        post: operations["wallProjects-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wall-projects/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A wall project, with its wall and owner
         * @description Any status. Counts a view once per viewer per UTC day (signed-out viewers by a hash of IP and user agent; the wall's owner is not counted).
         */
        get: operations["wallProjects-get"];
        put?: never;
        post?: never;
        /**
         * Delete your wall project while nobody is hired or paid on it
         * @description Only while nobody has been hired (no accepted application or invitation) and no payment names it: otherwise 409, close it instead. Its pending applications and invitations go with it; their artists get a project_closed_by_owner notification first. 204 on success.
         *
         *     API tokens (bearerAuth): needs projects:write.
         */
        delete: operations["wallProjects-delete"];
        options?: never;
        head?: never;
        /**
         * Edit your open wall project
         * @description Your own project only (403; an unknown id, or the other kind's, is 404), only while it is open (409 says what to do). Send any of the fields you posted it with, by the same rules; a field left out stays as it is. Artists with a pending or accepted application or invitation get a project_updated notification naming the changed fields. The project keeps its wall's position; a null location takes the wall's again.
         *
         *     API tokens (bearerAuth): needs projects:write.
         */
        patch: operations["wallProjects-update"];
        trace?: never;
    };
    "/wall-projects/{id}/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close your open wall project: it takes no more applications or invitations
         * @description Your own open project only (409 otherwise). Status becomes closed: it drops out of the lists and takes no applications or invitations; every pending application and invitation is declined and its artist gets a project_closed_by_owner notification. Reopen it with POST …/{id}/reopen.
         *
         *     API tokens (bearerAuth): needs projects:write.
         */
        post: operations["wallProjects-close"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wall-projects/{id}/reopen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reopen a wall project you closed
         * @description A project you closed is open again. 409 for any other status, and for a project an operator closed (status cancelled): write to support. Applications and invitations declined on closing stay declined.
         *
         *     API tokens (bearerAuth): needs projects:write.
         */
        post: operations["wallProjects-reopen"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wall-projects/my-projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Wall projects on your own walls, every status
         * @description Paged: limit (default 20, at most 100) items per page; pass nextCursor as cursor for the next page (null on the last).
         */
        get: operations["wallProjects-mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/wall-requests/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A request to show a wall on a brand project (the wall's owner and the brand only)
         * @description Anyone else gets 404, as for an id that does not exist.
         */
        get: operations["projects-wallRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Accept or decline a brand's request to show your wall on its project
         * @description status accepted or rejected. Only the wall's owner (403 for the brand, 404 for anyone else), only while pending (409 otherwise, also for a withdrawn request). Accepting shows the wall on the project and moves the project to the wall's coordinates unless the brand gave its own. The brand gets a project_wall_accepted or project_wall_rejected notification; your notifications about this request (and notificationId, if given) are marked read.
         */
        patch: operations["projects-decideWall"];
        trace?: never;
    };
    "/walls": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Walls, with optional search and filters
         * @description Paged: limit (default 20, at most 100) items per page; pass nextCursor as cursor for the next page (null on the last).
         */
        get: operations["walls-list"];
        put?: never;
        /**
         * List a new wall
         * @description Wall owners only: the active profile must be a wall owner (403 "Only wall owners can list walls"). Title and location required; width and height in feet, greater than 0, or null; status defaults to available.
         */
        post: operations["walls-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/walls/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A wall, with its owner
         * @description Counts a view once per viewer per UTC day (signed-out viewers by a hash of IP and user agent; the owner is not counted).
         */
        get: operations["walls-get"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Edit your wall, or mark it booked or unavailable
         * @description The wall's owner only (403; unknown wall 404). Any field of POST /walls, with the same rules; those left out stay as they are. While the status is booked or unavailable, its wall project takes no applications or invitations (409).
         *
         *     API tokens (bearerAuth): needs projects:write.
         */
        patch: operations["walls-update"];
        trace?: never;
    };
    "/walls/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your own walls (for the wall project form)
         * @description Newest first; Paged: limit (default 20, at most 100) items per page; pass nextCursor as cursor for the next page (null on the last). Here limit defaults to 100.
         */
        get: operations["walls-mine"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Your webhook endpoints, newest first, with their signing secrets
         * @description API tokens (bearerAuth): needs webhooks:write.
         */
        get: operations["webhooks-list"];
        put?: never;
        /**
         * Register a webhook endpoint for some event types
         * @description Events are POSTed as JSON with a WallCraft-Signature header (docs/api.md says how to check it); an https URL on a public address.
         *
         *     API tokens (bearerAuth): needs webhooks:write.
         */
        post: operations["webhooks-create"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an endpoint and its delivery log
         * @description Someone else's endpoint is 404.
         *
         *     API tokens (bearerAuth): needs webhooks:write.
         */
        delete: operations["webhooks-delete"];
        options?: never;
        head?: never;
        /**
         * Change an endpoint: its URL, events, description, or enable / disable it
         * @description Enabling clears the failure count and resumes pending deliveries. Someone else's endpoint is 404.
         *
         *     API tokens (bearerAuth): needs webhooks:write.
         */
        patch: operations["webhooks-update"];
        trace?: never;
    };
    "/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An endpoint's deliveries, newest first, each with its attempts
         * @description Paged: limit (default 20, at most 100) items per page; pass nextCursor as cursor for the next page (null on the last). Someone else's endpoint is 404.
         *
         *     API tokens (bearerAuth): needs webhooks:write.
         */
        get: operations["webhooks-deliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again now (the same event id), with a fresh 3-day retry window
         * @description A disabled endpoint is 409: enable it first. Someone else's endpoint is 404.
         *
         *     API tokens (bearerAuth): needs webhooks:write.
         */
        post: operations["webhooks-redeliver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Replace the signing secret; deliveries from now on use the new one
         * @description Someone else's endpoint is 404.
         *
         *     API tokens (bearerAuth): needs webhooks:write.
         */
        post: operations["webhooks-rotateSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        Account: {
            displayName: string;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            userType: "artist" | "wall_owner" | "brand";
        };
        Admin: {
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            role: "viewer" | "operator" | "superadmin";
            username: string;
        };
        AdminDispute: {
            /** @description The artists with payments held in escrow on the project */
            artists: components["schemas"]["CollaborationParty"][];
            /** @description For a split: what of escrow went to the artists, before the fee */
            artistShare: components["schemas"]["Money"] | null;
            /** @description For a split decided as a percentage: the share of each escrowed payment paid to its artist */
            artistSharePercent: number | null;
            createdAt: string;
            /** Format: uuid */
            id: string;
            /** @description Dollars held in escrow for the project (sum of its escrow ledger entries) */
            inEscrow: string;
            /** @description The operator's reason for the decision */
            note: string | null;
            outcome: ("release" | "refund" | "split") | null;
            owner: components["schemas"]["CollaborationParty"];
            project: components["schemas"]["CollaborationProject"];
            /** Format: uuid */
            projectId: string;
            /** @enum {string} */
            projectType: "brand_project" | "wall_project";
            reason: string;
            resolvedAt: string | null;
            /** @enum {string} */
            status: "open" | "resolved";
        };
        AdminDisputeDetail: {
            /** @description The artists with payments held in escrow on the project */
            artists: components["schemas"]["CollaborationParty"][];
            /** @description For a split: what of escrow went to the artists, before the fee */
            artistShare: components["schemas"]["Money"] | null;
            /** @description For a split decided as a percentage: the share of each escrowed payment paid to its artist */
            artistSharePercent: number | null;
            createdAt: string;
            /** @description Photos the owner attached when opening the dispute */
            evidenceImages: string[];
            /** @description The messages the owner pointed to when opening the dispute, oldest first */
            evidenceMessages: {
                content: string;
                createdAt: string;
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                receiverId: string;
                /** Format: uuid */
                senderId: string;
                senderName: string;
            }[];
            /** Format: uuid */
            id: string;
            /** @description Dollars held in escrow for the project (sum of its escrow ledger entries) */
            inEscrow: string;
            /** @description What the owner and the artists wrote each other since the project was posted (last 200, oldest first) */
            messages: {
                content: string;
                createdAt: string;
                /** Format: uuid */
                id: string;
                /** Format: uuid */
                receiverId: string;
                /** Format: uuid */
                senderId: string;
                senderName: string;
            }[];
            /** @description The operator's reason for the decision */
            note: string | null;
            outcome: ("release" | "refund" | "split") | null;
            owner: components["schemas"]["CollaborationParty"];
            project: components["schemas"]["CollaborationProject"];
            /** Format: uuid */
            projectId: string;
            /** @enum {string} */
            projectType: "brand_project" | "wall_project";
            reason: string;
            resolvedAt: string | null;
            /** @enum {string} */
            status: "open" | "resolved";
        };
        AdminHelpArticle: {
            /** @enum {string} */
            category: "general" | "artists" | "walls" | "brands";
            /** @description Markdown lines: '## ' heading, '### ' subheading, '- ' bullet */
            content: string | null;
            /** @description ISO 8601 */
            createdAt: string;
            /** Format: uuid */
            id: string;
            muralImageUrl: string | null;
            previewText: string | null;
            /** @description false for a draft: the help center and the assistant do not see it */
            published: boolean;
            /** @description ISO 8601; null for a draft */
            publishedAt: string | null;
            slug: string;
            title: string;
            /** @description ISO 8601 */
            updatedAt: string;
        };
        AdminHelpArticleSummary: {
            /** @enum {string} */
            category: "general" | "artists" | "walls" | "brands";
            /** Format: uuid */
            id: string;
            previewText: string | null;
            /** @description false for a draft: the help center and the assistant do not see it */
            published: boolean;
            /** @description ISO 8601; null for a draft */
            publishedAt: string | null;
            slug: string;
            title: string;
            /** @description ISO 8601 */
            updatedAt: string;
        };
        AdminLoginResponse: {
            /** @constant */
            status: "totp_required";
        } | {
            otpauthUri: string;
            /** @description Base32 secret to add to an authenticator app (or scan otpauthUri as a QR code) */
            secret: string;
            /** @constant */
            status: "enrollment_required";
        };
        AdminOrderDetail: {
            buyerEmail: string;
            /** Format: uuid */
            buyerId: string;
            buyerName: string;
            createdAt: string;
            /** Format: uuid */
            id: string;
            /** @description Units ordered, over every line */
            items: number;
            /** @description The order's ledger entries (the sale, once paid) */
            ledger: {
                /** @description payer, escrow, artist, platform_fees, ... */
                accountType: string;
                /** @description Positive into the account, negative out of it */
                amount: components["schemas"]["Money"];
                createdAt: string;
                id: string;
                /** @description fund, release, refund, shop_sale, ... */
                movement: string;
                userId: string | null;
            }[];
            lines: {
                /** @description The line */
                lineTotal: components["schemas"]["Money"];
                /** Format: uuid */
                productId: string;
                quantity: number;
                /** @description As it was when ordered */
                title: string;
                /** @description One unit, as it was when ordered */
                unitPrice: components["schemas"]["Money"];
            }[];
            paidAt: string | null;
            paymentRef: string | null;
            provider: string | null;
            /** @description Shipping */
            shipping: components["schemas"]["Money"];
            shippingAddress: components["schemas"]["ShippingAddress"] | null;
            /** @enum {string} */
            status: "placed" | "paid" | "shipped" | "cancelled";
            /** @description The lines */
            subtotal: components["schemas"]["Money"];
            /** @description Sales tax */
            tax: components["schemas"]["Money"];
            /** @description Subtotal + tax + shipping */
            total: components["schemas"]["Money"];
        };
        AdminOrderRow: {
            buyerEmail: string;
            /** Format: uuid */
            buyerId: string;
            buyerName: string;
            createdAt: string;
            /** Format: uuid */
            id: string;
            /** @description Units ordered, over every line */
            items: number;
            paidAt: string | null;
            /** @enum {string} */
            status: "placed" | "paid" | "shipped" | "cancelled";
            /** @description Subtotal + tax + shipping */
            total: components["schemas"]["Money"];
        };
        AdminProjectDetail: {
            /** @description Accepted by application or invitation, each once */
            acceptedArtists: {
                /** Format: uuid */
                id: string;
                name: string;
            }[];
            applications: {
                accepted: number;
                pending: number;
                rejected: number;
                total: number;
            };
            /** @description The budget; null when the owner gave none */
            budget: components["schemas"]["Money"] | null;
            /** @description What the signed-in operator may do to this project now */
            can: {
                close: boolean;
            };
            /** @description Why closing is refused now (money in escrow, already closed), for the console to show */
            closeRefusal: string | null;
            createdAt: string;
            description: string | null;
            /** Format: uuid */
            id: string;
            /** @description What escrowed payments on the project hold now */
            inEscrow: components["schemas"]["Money"];
            /** @enum {string} */
            kind: "brand_project" | "wall_project";
            location: string | null;
            ownerEmail: string;
            /** Format: uuid */
            ownerId: string;
            /** @description First and last name, or the email when both are missing */
            ownerName: string;
            payments: {
                amount: components["schemas"]["Money"];
                createdAt: string;
                /** Format: uuid */
                id: string;
                recipientName: string;
                /** @enum {string} */
                status: "pending" | "escrowed" | "completed" | "cancelled" | "refunded";
            }[];
            /** @enum {string} */
            status: "open" | "in_progress" | "completed" | "cancelled" | "closed" | "hired";
            title: string;
        };
        AdminProjectRow: {
            /** @description The budget; null when the owner gave none */
            budget: components["schemas"]["Money"] | null;
            createdAt: string;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "brand_project" | "wall_project";
            /** Format: uuid */
            ownerId: string;
            /** @description First and last name, or the email when both are missing */
            ownerName: string;
            /** @enum {string} */
            status: "open" | "in_progress" | "completed" | "cancelled" | "closed" | "hired";
            title: string;
        };
        AdminReferralBonus: {
            /** @description The bonus as it was when the friend joined */
            bonus: components["schemas"]["Money"];
            /** @description When the friend had met both conditions (held: since when it waits) */
            dueAt: string | null;
            /** @description The referrer's bonuses (paid, held, rejected) that fell due in the same calendar month */
            dueThatMonth: number | null;
            /** @description The friend's first costly action: payment, order, verification */
            firstAction: ("payment" | "order" | "verification") | null;
            firstActionAt: string | null;
            friend: {
                email: string;
                /** @description ISO 8601; when the friend confirmed their address */
                emailConfirmedAt: string | null;
                /** Format: uuid */
                id: string;
                /** @description First and last name, or the email when both are missing */
                name: string;
            };
            /**
             * Format: uuid
             * @description The referral signup
             */
            id: string;
            /** @description When the friend joined with the code */
            joinedAt: string;
            paidAt: string | null;
            /** @description Why it is ineligible, or why an operator rejected it */
            reason: string | null;
            referrer: {
                email: string;
                /** Format: uuid */
                id: string;
                /** @description First and last name, or the email when both are missing */
                name: string;
            };
            reviewedAt: string | null;
            /** @description Username of the operator who approved or rejected it */
            reviewedBy: string | null;
            /** @enum {string} */
            status: "pending" | "paid" | "held" | "ineligible" | "rejected";
        };
        AdminReport: {
            comment: string | null;
            /** @description ISO 8601 */
            createdAt: string;
            /** Format: uuid */
            id: string;
            /** @description Null once the item was deleted */
            item: {
                /** @description An operator hid it: nobody but its owner sees it */
                hidden: boolean;
                /** @description Who owns it (a message: its sender); null when that user is gone */
                ownerId: string | null;
                ownerName: string | null;
                /** @description The item's title; a profile's name; a message's text */
                title: string;
            } | null;
            operatorNote: string | null;
            /** @enum {string} */
            reason: "spam" | "scam" | "offensive" | "harassment" | "copyright" | "misleading" | "other";
            reporter: {
                /** Format: uuid */
                id: string;
                name: string;
            };
            resolution: ("hidden" | "no_action") | null;
            resolvedAt: string | null;
            /** @description The resolving operator's username */
            resolvedBy: string | null;
            /** @enum {string} */
            status: "pending" | "under_review" | "resolved";
            /** Format: uuid */
            targetId: string;
            /** @enum {string} */
            targetType: "user" | "wall" | "brand_project" | "wall_project" | "message";
        };
        AdminSupportCounts: {
            in_progress: components["schemas"]["ListTotal"];
            open: components["schemas"]["ListTotal"];
            resolved: components["schemas"]["ListTotal"];
        };
        AdminSupportRequest: {
            /** @description The feedback, or the contact request’s comments */
            body: string;
            /** @description ISO 8601 */
            createdAt: string;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "feedback" | "contact";
            /** @description ISO 8601; null until an operator replies */
            repliedAt: string | null;
            /** @description The answer the sender sees; replying again replaces it */
            reply: string | null;
            sender: components["schemas"]["AdminSupportSender"];
            /** @enum {string} */
            status: "open" | "in_progress" | "resolved";
            /** @description Contact requests only */
            subject: string | null;
        };
        AdminSupportSender: {
            /** @description The user's email, or the address a signed-out sender left */
            email: string | null;
            /** @description The user's name; null when sent signed out */
            name: string | null;
            /** @description The signed-in sender; null when sent signed out */
            userId: string | null;
        };
        AdminSupportSummary: {
            /** @description ISO 8601 */
            createdAt: string;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "feedback" | "contact";
            /** @description The first words of the message */
            preview: string;
            /** @description ISO 8601; null until an operator replies */
            repliedAt: string | null;
            sender: components["schemas"]["AdminSupportSender"];
            /** @enum {string} */
            status: "open" | "in_progress" | "resolved";
            /** @description Contact requests only */
            subject: string | null;
        };
        AdminSystemOverview: {
            /** @description When the server read these */
            at: string;
            backups: {
                /** @description Scheduled backups run: the embedded database with BACKUP_DIR set */
                configured: boolean;
                /** @description BACKUP_KEEP when configured */
                keep: number | null;
                /** @description The newest backup run, scheduled or manual */
                last: {
                    /** @description ISO 8601 time */
                    at: string;
                    bytes: number | null;
                    error: string | null;
                    fileName: string | null;
                    /** @enum {string} */
                    kind: "scheduled" | "manual";
                    ok: boolean;
                } | null;
                /** @description The newest one that succeeded */
                lastOk: {
                    /** @description ISO 8601 time */
                    at: string;
                    bytes: number | null;
                    error: string | null;
                    fileName: string | null;
                    /** @enum {string} */
                    kind: "scheduled" | "manual";
                    ok: boolean;
                } | null;
                /** @description What is backed up and how, or what to set */
                note: string;
                /** @description BACKUP_CRON (UTC) when configured */
                schedule: string | null;
            };
            /** @description The last ledger check; null until it has run */
            ledger: {
                /** @description ISO 8601 time */
                checkedAt: string;
                /** @description What payments in the escrowed state hold */
                escrowExpected: components["schemas"]["Money"];
                /** @description The escrow account's balance */
                escrowHeld: components["schemas"]["Money"];
                /** @description The sum of every ledger entry: 0.00 unless something is wrong */
                ledgerSum: components["schemas"]["Money"];
                /** @description The ledger sums to 0 and the escrow held equals what escrowed payments hold */
                ok: boolean;
            } | null;
            mails: {
                /** @description Sends given up in the last 24 hours */
                failedDay: number;
                /** @description Handed to a send job over 15 minutes ago and still unsent */
                failing: number;
                /** @description Not sent nor skipped yet */
                pending: number;
                /** @description Up to 20, newest first */
                recentFailures: {
                    /** @description ISO 8601 time */
                    at: string;
                    error: string | null;
                    /** @description The failed send job's id */
                    id: string;
                    /** @description Masked: the first letter and the domain (a***@example.com) */
                    recipient: string | null;
                    template: string | null;
                }[];
            };
            /** @description Every queue the API runs, by name */
            queues: {
                active: number;
                /** @description Jobs that failed (all retries spent) in the last 24 hours */
                failedDay: number;
                name: string;
                /** @description Age of the oldest due job not started; 0 when none waits */
                oldestQueuedSeconds: number;
                /** @description Waiting jobs: due or deferred, not started */
                queued: number;
            }[];
            readiness: {
                /** @description Each part readiness checks, with why it fails */
                checks: {
                    ok: boolean;
                    /**
                     * @description database: it answers; migrations: all of this build are applied; jobs: the workers run; shutdown: the process is not shutting down
                     * @enum {string}
                     */
                    part: "database" | "migrations" | "jobs" | "shutdown";
                    reason: string | null;
                }[];
                /** @description What GET /api/health/ready answers: true is its 200, false its 503 */
                ready: boolean;
            };
            recentErrors: {
                /** @description The newest 50 */
                items: {
                    /** @description ISO 8601 time */
                    at: string;
                    id: number;
                    /** @description The error's own message (truncated), not what the caller was shown */
                    message: string | null;
                    method: string;
                    procedure: string | null;
                    /** @description The request's id, as in the logs and the X-Request-Id answered */
                    requestId: string;
                    /** @description The route pattern, never the URL with its values */
                    route: string;
                    status: number;
                }[];
                /** @description 5xx answers recorded in the last 7 days */
                total: number;
            };
            webhooks: {
                /** @description Given up in the last 24 hours */
                failedDay: number;
                /** @description Pending after a failed attempt */
                failing: number;
                /** @description Up to 20, most recently tried first */
                failingEndpoints: {
                    disabledReason: string | null;
                    enabled: boolean;
                    /** @description Failed attempts since its last success */
                    failures: number;
                    /** @description The endpoint URL's host only */
                    host: string;
                    /** Format: uuid */
                    id: string;
                    lastAttemptAt: string | null;
                    /** @description The newest failed delivery's error, or the receiver's HTTP status */
                    lastError: string | null;
                }[];
                pending: number;
            };
        };
        AdminTransactionDetail: {
            /** @description What the payer paid */
            amount: components["schemas"]["Money"];
            /** @description The ledger entries summed per account: escrow's sum is what the payment still holds */
            balances: {
                accountType: string;
                /** @description What this payment moved into (or out of, negative) the account in all */
                amount: components["schemas"]["Money"];
                userId: string | null;
            }[];
            /** @description What the signed-in operator may do to this payment now */
            can: {
                refund: boolean;
            };
            cancelledAt: string | null;
            createdAt: string;
            /** @description The owner's dispute of the payment's project, if any */
            dispute: {
                createdAt: string;
                /** Format: uuid */
                id: string;
                outcome: ("release" | "refund" | "split") | null;
                reason: string;
                /** @enum {string} */
                status: "open" | "resolved";
            } | null;
            escrowedAt: string | null;
            /** Format: uuid */
            id: string;
            /** @description The payment's ledger entries, oldest first; each movement sums to zero */
            ledger: {
                /** @description payer, escrow, artist, platform_fees, ... */
                accountType: string;
                /** @description Positive into the account, negative out of it */
                amount: components["schemas"]["Money"];
                createdAt: string;
                id: string;
                /** @description fund, release, refund, shop_sale, ... */
                movement: string;
                userId: string | null;
            }[];
            /** @description The milestone this payment funds, if any */
            milestone: {
                /** @description The milestone's amount */
                amount: components["schemas"]["Money"];
                /** Format: uuid */
                id: string;
                status: string;
                title: string;
            } | null;
            /** @description What the artist receives */
            netAmount: components["schemas"]["Money"];
            payer: {
                email: string;
                /** Format: uuid */
                id: string;
                name: string;
            };
            /** Format: uuid */
            payerId: string;
            payerName: string;
            /** @enum {string} */
            paymentStatus: "pending" | "escrowed" | "completed" | "cancelled" | "refunded";
            /** @enum {string} */
            paymentType: "lump_sum" | "milestone";
            /** @description The platform fee */
            platformFee: components["schemas"]["Money"];
            platformFeeBps: number;
            projectId: string | null;
            projectTitle: string | null;
            projectType: ("brand_project" | "wall_project") | null;
            provider: string;
            recipient: {
                email: string;
                /** Format: uuid */
                id: string;
                name: string;
            };
            /** Format: uuid */
            recipientId: string;
            recipientName: string;
            refundedAt: string | null;
            /** @description Why the signed-in operator may not refund it now (not in escrow, above their limit) */
            refundRefusal: string | null;
            releasedAt: string | null;
        };
        AdminTransactionRow: {
            /** @description What the payer paid */
            amount: components["schemas"]["Money"];
            createdAt: string;
            /** Format: uuid */
            id: string;
            /** @description What the artist receives */
            netAmount: components["schemas"]["Money"];
            /** Format: uuid */
            payerId: string;
            payerName: string;
            /** @enum {string} */
            paymentStatus: "pending" | "escrowed" | "completed" | "cancelled" | "refunded";
            /** @description The platform fee */
            platformFee: components["schemas"]["Money"];
            projectId: string | null;
            projectTitle: string | null;
            projectType: ("brand_project" | "wall_project") | null;
            /** Format: uuid */
            recipientId: string;
            recipientName: string;
        };
        AdminUserDetail: {
            accounts: {
                createdAt: string;
                /** @enum {string} */
                userType: "artist" | "wall_owner" | "brand";
            }[];
            activeUserType: ("artist" | "wall_owner" | "brand") | null;
            businessName: string | null;
            /** @description What the signed-in operator may do to this user now */
            can: {
                reinstate: boolean;
                suspend: boolean;
            };
            counts: {
                /** @description Applications the user sent as an artist */
                applications: number;
                brandProjects: number;
                wallProjects: number;
                walls: number;
            };
            createdAt: string;
            email: string;
            firstName: string | null;
            /** Format: uuid */
            id: string;
            lastName: string | null;
            location: string | null;
            /** @description Refunded, cancelled and unfunded payments are not counted */
            payments: {
                /** @description Paid to the user (escrowed or released) */
                in: {
                    /** @description Sum of the amounts */
                    amount: components["schemas"]["Money"];
                    count: number;
                };
                /** @description Paid by the user (escrowed or released) */
                out: {
                    /** @description Sum of the amounts */
                    amount: components["schemas"]["Money"];
                    count: number;
                };
            };
            phone: string | null;
            /** @description Set while the user is suspended: they cannot sign in and have no session */
            suspended: {
                at: string;
                reason: string | null;
            } | null;
            userTypes: ("artist" | "wall_owner" | "brand")[];
            verified: boolean;
        };
        AdminUserRow: {
            createdAt: string;
            email: string;
            firstName: string | null;
            /** Format: uuid */
            id: string;
            lastName: string | null;
            /** @description Set while the user is suspended: they cannot sign in and have no session */
            suspended: {
                at: string;
                reason: string | null;
            } | null;
            userTypes: ("artist" | "wall_owner" | "brand")[];
            verified: boolean;
        };
        AdminVerificationRequest: {
            completedAt: string | null;
            createdAt: string;
            /** @description Username of the operator who decided, when one did */
            decidedBy: string | null;
            email: string;
            /** @description The verification fee */
            fee: components["schemas"]["Money"];
            feePaidAt: string | null;
            /**
             * @description The verification fee's payment: paid, not yet paid, its charge failed, or no fee (0)
             * @enum {string}
             */
            feeStatus: "paid" | "unpaid" | "failed" | "none";
            /** Format: uuid */
            id: string;
            provider: string | null;
            /** @enum {string} */
            status: "awaiting_payment" | "pending" | "processing" | "verified" | "failed" | "payment_failed";
            /** Format: uuid */
            userId: string;
            /** @description First and last name, or the email when both are missing */
            userName: string;
        };
        AdminWeeklyMetrics: {
            /** @description The last 12 weeks, oldest first; the last is the current week so far */
            weeks: {
                /** @description Brand projects posted */
                brandProjects: number;
                /** @description Payments that went into escrow */
                payments: number;
                /** @description What those payments put into escrow */
                paymentsAmount: components["schemas"]["Money"];
                /** @description Platform fees booked (at release) */
                platformFees: components["schemas"]["Money"];
                signUps: number;
                /** @description Wall projects posted */
                wallProjects: number;
                /** @description The Monday the week starts on (UTC), YYYY-MM-DD */
                week: string;
            }[];
        };
        AgreedAmount: {
            amount: components["schemas"]["Money"];
            artist: components["schemas"]["CollaborationParty"];
            /** Format: uuid */
            artistId: string;
            /** @description ISO 8601; when the artist confirmed or declined */
            decidedAt: string | null;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            projectId: string;
            /** @enum {string} */
            projectType: "brand_project" | "wall_project";
            /** @description ISO 8601 */
            proposedAt: string;
            /**
             * @description proposed (by the owner, awaiting the artist) → confirmed (final: it bounds the artist’s milestones) or declined (the owner may propose again)
             * @enum {string}
             */
            status: "proposed" | "confirmed" | "declined";
        };
        AgreedAmountList: {
            /** @description Oldest proposal first */
            items: components["schemas"]["AgreedAmount"][];
        };
        ApiToken: {
            /** @description ISO 8601 */
            createdAt: string;
            /** @description ISO 8601; null: never expires */
            expiresAt: string | null;
            /** Format: uuid */
            id: string;
            /** @description ISO 8601, to the minute; null: never used */
            lastUsedAt: string | null;
            name: string;
            /** @description The first 8 characters after wc_, to tell tokens apart */
            prefix: string;
            /** @description ISO 8601; null: still works (unless expired) */
            revokedAt: string | null;
            scopes: ("profile:read" | "projects:read" | "projects:write" | "messages:read" | "messages:write" | "payments:read" | "webhooks:write")[];
        };
        Application: {
            /** @description The proposal's quote, recorded when the application was accepted with one */
            agreedAmount: components["schemas"]["Money"] | null;
            artist: components["schemas"]["CollaborationParty"];
            /** Format: uuid */
            artistId: string;
            /** @description The other party from where you stand: the owner for the artist, the artist for the owner */
            counterpart: components["schemas"]["CollaborationParty"];
            /** @description ISO 8601 */
            createdAt: string;
            /** @description ISO 8601; null while pending */
            decidedAt: string | null;
            /** Format: uuid */
            id: string;
            message: string | null;
            owner: components["schemas"]["CollaborationParty"];
            /**
             * Format: uuid
             * @description The project's owner: the brand, or the wall's owner
             */
            ownerId: string;
            project: components["schemas"]["CollaborationProject"];
            /** @description The brand project applied to (projectType brand_project), else null */
            projectId: string | null;
            /** @enum {string} */
            projectType: "brand_project" | "wall_project";
            /** @description The artist's quote, duration, concept images and mock-up, if they sent one (only the two parties see it) */
            proposal: components["schemas"]["Proposal"] | null;
            /** @enum {string} */
            status: "pending" | "accepted" | "rejected";
            /** @description The wall project applied to (projectType wall_project), else null */
            wallProjectId: string | null;
        };
        ArtistProfile: {
            /** @enum {string} */
            availability: "available" | "limited" | "busy" | "booked";
            completedProjects: number;
            funFact: string | null;
            /**
             * @deprecated
             * @description Deprecated: use rates.hourly. US dollars as a number
             */
            hourlyRate: number | null;
            portfolioImages: string[];
            portfolioUrl: string | null;
            preferredStyles: string[];
            /**
             * @deprecated
             * @description Deprecated: use rates.project. US dollars as a number
             */
            projectRate: number | null;
            rates: components["schemas"]["ArtistRates"];
            /** @description Average review rating 0-5; null before the first review */
            rating: number | null;
            /** @description Sorted, case-insensitively unique */
            specialties: string[];
            story: string | null;
            /** @description YYYY-MM-DD, ascending */
            unavailableDates: string[];
            /** Format: uuid */
            userId: string;
            whatIOffer: string[];
            yearsExperience: number | null;
        };
        ArtistRates: {
            /** @description Per hour; null when not given */
            hourly: components["schemas"]["Money"] | null;
            /** @description Per project; null when not given */
            project: components["schemas"]["Money"] | null;
        };
        ArtistSummary: {
            /** @description null while the artist has not filled in a profile */
            availability: ("available" | "limited" | "busy" | "booked") | null;
            completedProjects: number;
            firstName: string | null;
            heroImageUrl: string | null;
            /**
             * @deprecated
             * @description Deprecated: use rates.hourly. US dollars as a number
             */
            hourlyRate: number | null;
            /** Format: uuid */
            id: string;
            lastName: string | null;
            location: string | null;
            portfolioImages: string[];
            profileImageUrl: string | null;
            rates: components["schemas"]["ArtistRates"];
            rating: number | null;
            specialties: string[];
            verified: boolean;
            yearsExperience: number | null;
        };
        BillingLine: {
            /** @description Signed: money into your account is positive, out of it negative */
            amount: components["schemas"]["Money"];
            /** @description ISO 8601 */
            at: string;
            /** @description The other party of a payment: the artist you paid, or the owner who paid you */
            counterpart: {
                displayName: string;
                /** Format: uuid */
                id: string;
            } | null;
            description: string;
            /** @description On a release: the platform fee kept from the amount released (already deducted) */
            fee: components["schemas"]["Money"] | null;
            /**
             * Format: uuid
             * @description The ledger entry
             */
            id: string;
            /**
             * @description payment: you paid into escrow; release: escrow released to you (net of the fee); refund: escrow back to you; verification_fee; referral_bonus; shop_order
             * @enum {string}
             */
            kind: "payment" | "release" | "refund" | "verification_fee" | "referral_bonus" | "shop_order";
            projectId: string | null;
            /** @description The web path of its receipt, e.g. /payments/{id} or /shop/orders/{id} */
            receiptUrl: string;
        };
        BillingPage: {
            items: components["schemas"]["BillingLine"][];
            /** @description Pass as cursor for the next page; null on the last page */
            nextCursor: string | null;
        };
        /** @description Sums of your ledger entries over the same filters as the list */
        BillingSummary: {
            heldInEscrow: {
                /** @description What escrow holds for you, before the fee */
                asArtist: components["schemas"]["Money"];
                /** @description What you paid that escrow still holds */
                asPayer: components["schemas"]["Money"];
            };
            /** @description Newest first */
            months: {
                /** @description Platform fees kept from the payments released to you */
                fees: components["schemas"]["Money"];
                /** @description Money into your account */
                in: components["schemas"]["Money"];
                /** @description YYYY-MM (UTC) */
                month: string;
                /** @description in − out */
                net: components["schemas"]["Money"];
                /** @description Money out of your account (a positive figure) */
                out: components["schemas"]["Money"];
            }[];
            overall: {
                /** @description Platform fees kept from the payments released to you */
                fees: components["schemas"]["Money"];
                /** @description Money into your account */
                in: components["schemas"]["Money"];
                /** @description in − out */
                net: components["schemas"]["Money"];
                /** @description Money out of your account (a positive figure) */
                out: components["schemas"]["Money"];
            };
        };
        BrandProfile: {
            brandImages: string[];
            budget: components["schemas"]["Money"] | null;
            companyLogo: string | null;
            companyName: string | null;
            /** @enum {string} */
            companySize: "startup" | "small" | "medium" | "large" | "enterprise";
            funFact: string | null;
            industry: string | null;
            pastProjects: number;
            preferredStyles: string[];
            story: string | null;
            /** @enum {string} */
            timeline: "urgent" | "moderate" | "flexible";
            /** Format: uuid */
            userId: string;
            website: string | null;
            whatIOffer: string[];
        };
        BrandProject: {
            /** Format: uuid */
            brandId: string;
            /** @description Null when not given */
            budget: components["schemas"]["Money"] | null;
            /** @description ISO 8601 */
            createdAt: string;
            description: string | null;
            featured: boolean;
            /** @description True only in answers to the brand: an operator hid the project after a report, so nobody else sees it */
            hidden: boolean;
            /** @description How many artists are hired on it (accepted applications and invitations) */
            hiredCount: number;
            /** Format: uuid */
            id: string;
            images: string[];
            latitude: number | null;
            location: string | null;
            longitude: number | null;
            /** @description The brand; null when that user is gone */
            owner: components["schemas"]["Owner"] | null;
            preferredStyles: string[];
            /** @description The site's pin: only for the owner and the hired artists */
            siteLatitude: number | null;
            siteLongitude: number | null;
            /**
             * @description hired: an artist is hired and the project takes no more applications (an open one may have hired some too: hiredCount)
             * @enum {string}
             */
            status: "open" | "in_progress" | "completed" | "cancelled" | "closed" | "hired";
            /** @description Where the work happens: only for the owner and the hired artists (null for anyone else) */
            streetAddress: string | null;
            /** @description 1_2_weeks (1-2 weeks), 2_4_weeks (2-4 weeks), 1_3_months (1-3 months), 3_6_months (3-6 months), 6_plus_months (6+ months) */
            timeline: ("1_2_weeks" | "2_4_weeks" | "1_3_months" | "3_6_months" | "6_plus_months") | null;
            title: string;
            viewCount: number;
            /** @description The wall the project shows (wallId's), if any */
            wall: components["schemas"]["WallSummary"] | null;
            /** @description The wall the project shows: only once that wall's owner accepted */
            wallId: string | null;
            /** @description Only for the project's brand: its latest request to show someone else's wall, while pending or declined */
            wallRequest: components["schemas"]["WallRequest"] | null;
        };
        BrandSummary: {
            brandImages: string[];
            companyLogo: string | null;
            companyName: string | null;
            companySize: ("startup" | "small" | "medium" | "large" | "enterprise") | null;
            firstName: string | null;
            heroImageUrl: string | null;
            /** Format: uuid */
            id: string;
            industry: string | null;
            lastName: string | null;
            location: string | null;
            profileImageUrl: string | null;
            verified: boolean;
        };
        BrandUser: {
            bio: string | null;
            brandProfile: components["schemas"]["PublicBrandProfile"] | null;
            businessName: string | null;
            /** @description ISO 8601 */
            createdAt: string;
            facebookHandle: string | null;
            firstName: string | null;
            heroImageUrl: string | null;
            /** @description True only in answers to the user themselves: an operator hid the profile after a report */
            hidden: boolean;
            /** Format: uuid */
            id: string;
            instagramHandle: string | null;
            lastName: string | null;
            /** @description Exact for the user themselves; to 2 decimals (about 1 km) for anyone else */
            latitude: number | null;
            location: string | null;
            /** @description Exact for the user themselves; to 2 decimals (about 1 km) for anyone else */
            longitude: number | null;
            profileImageUrl: string | null;
            tiktokHandle: string | null;
            twitterHandle: string | null;
            /** @description The active profile's type */
            userType: ("artist" | "wall_owner" | "brand") | null;
            /** @description Every profile type the user holds, oldest first */
            userTypes: ("artist" | "wall_owner" | "brand")[];
            verified: boolean;
            website: string | null;
        };
        /** @description The lines in the order they were first added. A product no longer sold or short of stock stays until removed; checkout refuses it. */
        Cart: {
            items: {
                product: components["schemas"]["ShopProduct"];
                quantity: number;
            }[];
        };
        ChatMessage: {
            content: string;
            /** @enum {string} */
            role: "user" | "assistant";
        };
        ChatReply: {
            /** @description The assistant's reply (plain text, at most 2,000 characters) */
            message: string;
            /** @description Help articles the reply is based on; empty when nothing matched */
            sources: components["schemas"]["ChatSource"][];
        };
        ChatSource: {
            slug: string;
            title: string;
            /** @description Path of the help article in the web app: /help/{slug} */
            url: string;
        };
        CollaborationParty: {
            /** @description The picture beside displayName: a brand's company logo, else the profile image; null for initials */
            avatarUrl: string | null;
            /** @description The brand profile's logo, when the person has one */
            companyLogo: string | null;
            /** @description Company name for a brand, business name for a wall owner (when set), else the full name */
            displayName: string;
            firstName: string | null;
            heroImageUrl: string | null;
            /** Format: uuid */
            id: string;
            lastName: string | null;
            location: string | null;
            profileImageUrl: string | null;
            /** @description In applications and invitations, the role in it (artist; brand or wall_owner for the project owner); in messages, the active profile type */
            userType: ("artist" | "wall_owner" | "brand") | null;
        };
        CollaborationProject: {
            /** @description Null when not set */
            budget: components["schemas"]["Money"] | null;
            description: string | null;
            /** Format: uuid */
            id: string;
            /** @description The project's images; for a wall project without any, the wall's */
            images: string[];
            location: string | null;
            /** Format: uuid */
            ownerId: string;
            /** @enum {string} */
            projectType: "brand_project" | "wall_project";
            /** @enum {string} */
            status: "open" | "in_progress" | "completed" | "cancelled" | "closed" | "hired";
            timeline: ("1_2_weeks" | "2_4_weeks" | "1_3_months" | "3_6_months" | "6_plus_months") | null;
            title: string;
        };
        ComparedProposal: {
            artist: {
                displayName: string;
                /** Format: uuid */
                id: string;
                profileImageUrl: string | null;
            };
            completedProjects: number;
            conceptImages: string[];
            /** @description ISO 8601 */
            createdAt: string;
            /** @description Miles from the project to the artist's location, whole miles; null when either is unknown */
            distanceMiles: number | null;
            durationDays: number;
            /**
             * Format: uuid
             * @description The application or invitation id
             */
            id: string;
            /**
             * @description What the proposal came with
             * @enum {string}
             */
            kind: "application" | "invitation";
            mockup: components["schemas"]["Mockup"] | null;
            quote: components["schemas"]["Money"];
            /** @description The artist's rating, 0 to 5; null before any review */
            rating: number | null;
            /** @enum {string} */
            status: "pending" | "accepted";
            verified: boolean;
        };
        ConfirmedCompletion: {
            /** @description ISO 8601 */
            confirmedAt: string;
            /** Format: uuid */
            projectId: string;
            /** @enum {string} */
            projectType: "brand_project" | "wall_project";
            /** @description What was released from escrow to the artists now */
            released: components["schemas"]["Money"];
        };
        Conversation: {
            lastMessage: {
                /** @description How many files it carries (its content may be empty then) */
                attachmentCount: number;
                content: string;
                /** @description ISO 8601 */
                createdAt: string;
                /** Format: uuid */
                id: string;
                /**
                 * @description system: a line the product wrote into the conversation (e.g. at hire), shown apart from typed ones
                 * @enum {string}
                 */
                kind: "text" | "system";
                /** Format: uuid */
                receiverId: string;
                /** Format: uuid */
                senderId: string;
                /**
                 * @description unread until the receiver opens the conversation (POST /messages/seen)
                 * @enum {string}
                 */
                status: "unread" | "seen";
            };
            /** @description Messages from this person you have not seen yet */
            unreadCount: number;
            /** @description The other person */
            user: components["schemas"]["CollaborationParty"];
        };
        CreatedApiToken: {
            /** @description ISO 8601 */
            createdAt: string;
            /** @description ISO 8601; null: never expires */
            expiresAt: string | null;
            /** Format: uuid */
            id: string;
            /** @description ISO 8601, to the minute; null: never used */
            lastUsedAt: string | null;
            name: string;
            /** @description The first 8 characters after wc_, to tell tokens apart */
            prefix: string;
            /** @description ISO 8601; null: still works (unless expired) */
            revokedAt: string | null;
            scopes: ("profile:read" | "projects:read" | "projects:write" | "messages:read" | "messages:write" | "payments:read" | "webhooks:write")[];
            /** @description The secret, wc_ and 43 characters: shown this once, store it now */
            token: string;
        };
        CreatedPayment: {
            amount: components["schemas"]["Money"];
            cancelledAt: string | null;
            /** @description Stripe: the hosted checkout page where the payer pays; the payment stays pending until it is paid. Null when escrow is funded at once (the embedded provider) and on an Idempotency-Key replay (open the payment's page to pay) */
            checkoutUrl: string | null;
            /** @description ISO 8601 */
            createdAt: string;
            /** @description ISO 8601; when the provider funded escrow */
            escrowedAt: string | null;
            /** Format: uuid */
            id: string;
            /** @description What the artist receives on release: amount − platformFee */
            netAmount: components["schemas"]["Money"];
            payer: components["schemas"]["CollaborationParty"];
            /** Format: uuid */
            payerId: string;
            /** @enum {string} */
            paymentStatus: "pending" | "escrowed" | "completed" | "cancelled" | "refunded";
            /** @enum {string} */
            paymentType: "lump_sum" | "milestone";
            platformFee: components["schemas"]["Money"];
            /** @description The fee in percent with two decimals, e.g. "5.00" */
            platformFeePercentage: string;
            project: components["schemas"]["CollaborationProject"];
            /** Format: uuid */
            projectId: string;
            /** @enum {string} */
            projectType: "brand_project" | "wall_project";
            recipient: components["schemas"]["CollaborationParty"];
            /** Format: uuid */
            recipientId: string;
            refundedAt: string | null;
            /** @description ISO 8601; when it was released to the artist */
            releasedAt: string | null;
        };
        CurrentUser: {
            accounts: components["schemas"]["Account"][];
            activeAccount: components["schemas"]["Account"] | null;
            /** @description The artist profile, when the active profile is an artist */
            artistProfile: components["schemas"]["ArtistProfile"] | null;
            /** @description The brand profile, when the active profile is a brand */
            brandProfile: components["schemas"]["BrandProfile"] | null;
            /** @description The basics still missing (a user may skip them at setup); empty once given */
            profileToFinish: ("firstName" | "lastName" | "location")[];
            /** @description True until the user has a profile type */
            requiresOnboarding: boolean;
            user: components["schemas"]["User"];
        };
        DashboardMatch: {
            /** @description Great-circle miles from the viewer's profile location; null when either has no coordinates */
            distanceMiles: number | null;
            /** @description Web path of the item, e.g. /projects/{id} */
            href: string;
            /** Format: uuid */
            id: string;
            /** @description First image of the item, or null */
            image: string | null;
            /** @description Null when unknown; clients show "Location TBD" */
            location: string | null;
            /** @description Person, company, wall or project title (walls without a title: "Wall " + first 8 characters of the id) */
            name: string;
            /** @description How many of the viewer's specialties or preferred styles the item shares */
            sharedStyles: number;
            /** @description Artist: first two specialties; brand: industry; wall: "Listed by {owner}"; project: owner name */
            subtitle: string | null;
            /** @enum {string} */
            type: "wall" | "brand" | "artist";
        };
        DashboardRevenue: {
            /** @description What you were paid as an artist, the net amounts of your released payments (sums of ledger entries) */
            revenue: components["schemas"]["Money"];
        };
        DashboardStats: {
            /** @description Visits to your public profile, each visitor once a day, your own never */
            profileViews: number;
            /** @description For your active profile: as an artist, the projects you were accepted on; as a brand, your brand projects; as a wall owner, the wall projects on your walls */
            projects: number;
            /** @description Items you saved */
            saved: number;
        };
        DataExport: {
            /** @description ISO 8601 */
            createdAt: string;
            /** @description GET it signed in for the JSON file; null unless ready and unexpired */
            downloadUrl: string | null;
            /** @description ISO 8601: the download works until then; null until ready */
            expiresAt: string | null;
            /** Format: uuid */
            id: string;
            /** @description ISO 8601; null until ready */
            readyAt: string | null;
            /**
             * @description pending: being built; failed: ask for a new one
             * @enum {string}
             */
            status: "pending" | "ready" | "failed";
        };
        Deal: {
            /** @description A proposal's quote or an amount the artist confirmed; null when none */
            agreedAmount: components["schemas"]["Money"] | null;
            /** @description The hired artist this deal is with */
            artist: components["schemas"]["CollaborationParty"];
            /** @description For the owner: every hired artist (pick one with artistId); the artist: themselves */
            artists: components["schemas"]["CollaborationParty"][];
            completion: {
                confirmedAt: string | null;
                note: string | null;
                photos: string[];
                /** @description ISO 8601: 14 days after completion */
                reviewWindowEndsAt: string | null;
            };
            dispute: components["schemas"]["Dispute"] | null;
            /** @description This artist's milestones, in sequence order */
            milestones: components["schemas"]["Milestone"][];
            /** @description Sums of the ledger's entries for this project and artist */
            money: {
                /** @description What the artist received */
                artistNet: components["schemas"]["Money"];
                /** @description Held in escrow now */
                escrowed: components["schemas"]["Money"];
                /** @description The platform's fee on what was released */
                fee: components["schemas"]["Money"];
                /** @description Returned to the owner */
                refunded: components["schemas"]["Money"];
                /** @description Released from escrow (before the fee) */
                released: components["schemas"]["Money"];
            };
            /** @description The viewer's one next step; null while waiting on the other side */
            nextAction: components["schemas"]["DealNextAction"] | null;
            owner: components["schemas"]["CollaborationParty"];
            /** @description This artist's payments on the project, newest first */
            paymentIds: string[];
            project: {
                /** @description Where the work is: the site's pin, else the wall's or the project's */
                destination: {
                    latitude: number;
                    longitude: number;
                } | null;
                /** Format: uuid */
                id: string;
                /** @enum {string} */
                projectType: "brand_project" | "wall_project";
                /** @enum {string} */
                status: "open" | "in_progress" | "completed" | "cancelled" | "closed" | "hired";
                /** @description Only the owner and the hired artists see it */
                streetAddress: string | null;
                title: string;
            };
            /** @description Published reviews between the two */
            reviews: components["schemas"]["Review"][];
            steps: {
                /** @description ISO 8601; null until the step happened */
                at: string | null;
                /** @enum {string} */
                key: "hired" | "funded" | "started" | "in_progress" | "completed" | "reviewed" | "paid";
                label: string;
            }[];
            /** @description The project's latest tracking session, once started */
            tracking: components["schemas"]["TrackingSession"] | null;
            /** @enum {string} */
            viewerRole: "owner" | "artist";
            /** @description Who waits on whom, in plain words */
            waitingFor: string | null;
        };
        DealNextAction: {
            /** @description For fund_escrow: what to put in escrow */
            amount?: components["schemas"]["Money"];
            /**
             * Format: uuid
             * @description The artist it concerns (the payee, for fund_escrow)
             */
            artistId?: string;
            /** @enum {string} */
            kind: "agree_amount" | "fund_escrow" | "approve_milestone" | "confirm_completion" | "review" | "confirm_amount" | "start" | "send_position" | "mark_milestone_done" | "complete";
            /** @description The button: "FUND ESCROW $5,000", "START", "APPROVE", ... */
            label: string;
            /**
             * Format: uuid
             * @description The milestone to fund, deliver or approve
             */
            milestoneId?: string;
        };
        DealSummary: {
            /** @description The other side: the hired artist, or the owner */
            counterpart: components["schemas"]["CollaborationParty"];
            /** @description ISO 8601 */
            hiredAt: string;
            /** Format: uuid */
            projectId: string;
            /** @enum {string} */
            projectType: "brand_project" | "wall_project";
            /** @enum {string} */
            status: "open" | "in_progress" | "completed" | "cancelled" | "closed" | "hired";
            title: string;
            /** @enum {string} */
            viewerRole: "owner" | "artist";
        };
        DiscoverItem: {
            /** @description Walls only: whether the wall takes new projects */
            availability: ("available" | "booked" | "unavailable") | null;
            /** @description Projects only, null when not given; a brand's own budget is private */
            budget: components["schemas"]["Money"] | null;
            description: string | null;
            /** @description Great-circle miles (Earth radius 3959) from the viewer, whole miles to artists and brands; null without a position or the item's coordinates */
            distanceMiles: number | null;
            /** @description The page the card opens */
            href: string;
            /** Format: uuid */
            id: string;
            /** @description First non-empty image; null when there is none */
            image: string | null;
            /** @description Walls and projects: exact; artists and brands: to 2 decimals (about 1 km) */
            latitude: number | null;
            /** @description null when unknown (cards show 'Location TBD') */
            location: string | null;
            longitude: number | null;
            /** @description Brands only */
            pastProjects: number | null;
            /** @description Artists only; null until the first review */
            rating: number | null;
            subtitle: string | null;
            title: string;
            /** @enum {string} */
            type: "artist" | "wall" | "brand" | "brand_project" | "wall_project";
            /** @description Walls only */
            viewCount: number | null;
        };
        Dispute: {
            /** @description For a split: what of escrow went to the artists, before the fee */
            artistShare: components["schemas"]["Money"] | null;
            /** @description For a split decided as a percentage: the share of each escrowed payment paid to its artist */
            artistSharePercent: number | null;
            createdAt: string;
            /** Format: uuid */
            id: string;
            /** @description The operator's reason for the decision */
            note: string | null;
            outcome: ("release" | "refund" | "split") | null;
            /** Format: uuid */
            projectId: string;
            /** @enum {string} */
            projectType: "brand_project" | "wall_project";
            reason: string;
            resolvedAt: string | null;
            /** @enum {string} */
            status: "open" | "resolved";
        };
        EmailPreferences: {
            categories: {
                /** @enum {string} */
                category: "applications" | "invitations" | "messages" | "payments" | "reviews" | "referrals" | "webhooks" | "tracking";
                enabled: boolean;
            }[];
            /** @description Whether the address was confirmed from the sign-up mail */
            emailConfirmed: boolean;
        };
        Error: {
            /** @description tRPC error code, e.g. BAD_REQUEST, UNAUTHORIZED, CONFLICT */
            code: string;
            /** @description What the client needs to put things right, where the operation says so (a refused order: the server's prices and totals) */
            details?: Record<string, never>;
            /** @description Validation issues, for 400 */
            issues?: Record<string, never>[];
            /** @description What went wrong, for a person */
            message: string;
        };
        FundedMilestone: {
            amount: components["schemas"]["Money"];
            /** @description ISO 8601; when the owner approved the deliverable */
            approvedAt: string | null;
            artist: components["schemas"]["CollaborationParty"] | null;
            /** @description The artist the milestone pays */
            artistId: string | null;
            /** @description Stripe: where the owner pays for the milestone's payment (it stays pending until paid); null when escrow is funded at once */
            checkoutUrl: string | null;
            /** @description ISO 8601 */
            createdAt: string;
            deliverables: string | null;
            description: string | null;
            /** @description YYYY-MM-DD */
            dueDate: string | null;
            /** Format: uuid */
            id: string;
            /** @description The artist's latest delivery; null before the first */
            latestDelivery: components["schemas"]["MilestoneDelivery"] | null;
            /** Format: uuid */
            projectId: string;
            /** @enum {string} */
            projectType: "brand_project" | "wall_project";
            sequenceOrder: number;
            /**
             * @description pending (editable, not funded) → in_progress (its payment is in escrow or awaiting checkout) → completed (the artist delivered it) → paid (the owner approved the delivery and the payment was released); asking for changes moves completed back to in_progress
             * @enum {string}
             */
            status: "pending" | "in_progress" | "completed" | "paid";
            title: string;
            /** @description The milestone's payment (GET /transactions/{id}), once funded */
            transactionId: string | null;
            /** @description ISO 8601 */
            updatedAt: string;
        };
        GettingStarted: {
            /** @description True when every step is done (the dashboard then hides the list) */
            complete: boolean;
            /** @description How many steps are done */
            done: number;
            /** @description In the order to do them */
            steps: components["schemas"]["GettingStartedStep"][];
            /** @description The active profile the steps are for; null (and no steps) without one */
            userType: ("artist" | "wall_owner" | "brand") | null;
        };
        GettingStartedStep: {
            /** @description Why, in a sentence */
            description: string;
            /** @description Ticked from your data (not from clicks) */
            done: boolean;
            /** @description The web page where the step is done */
            href: string;
            /**
             * @description Stable name of the step
             * @enum {string}
             */
            key: "profile" | "portfolio" | "first_project" | "wall" | "wall_project" | "company" | "brand_project";
            /** @description What to do, as the dashboard shows it */
            label: string;
        };
        HelpArticle: {
            /** @enum {string} */
            category: "general" | "artists" | "walls" | "brands";
            /** @description Markdown-like lines: '## ' heading, '### ' subheading, '- ' bullet, anything else a paragraph */
            content: string | null;
            /** Format: uuid */
            id: string;
            muralImageUrl: string | null;
            previewText: string | null;
            slug: string;
            title: string;
            /** @description ISO 8601 */
            updatedAt: string;
        };
        HelpArticleSummary: {
            /** @enum {string} */
            category: "general" | "artists" | "walls" | "brands";
            /** Format: uuid */
            id: string;
            muralImageUrl: string | null;
            previewText: string | null;
            slug: string;
            title: string;
        };
        InsightProject: {
            /** @description Null when not given */
            budget: components["schemas"]["Money"] | null;
            description: string | null;
            /** Format: uuid */
            id: string;
            /** @description The project's images, else (wall projects) its wall's */
            images: string[];
            location: string | null;
            /** @enum {string} */
            projectType: "brand_project" | "wall_project";
            /** @enum {string} */
            status: "open" | "in_progress" | "completed" | "cancelled" | "closed" | "hired";
            title: string;
        };
        Insights: {
            /** @description Current (in progress) */
            activeProjects: number;
            /** @description Artists only; null for brands and wall owners */
            artist: {
                acceptedApplications: number;
                pendingApplications: number;
                pendingInvitations: number;
            } | null;
            completedProjects: number;
            /** @description Completed projects / all projects, as a rounded percent (0 with no projects) */
            completionRate: number;
            /** @description The first 3 current projects, newest first */
            currentProjects: components["schemas"]["InsightProject"][];
            /** @description Budgets of current and future projects */
            potentialIncome: components["schemas"]["Money"];
            /** @description Artists: the net amounts of payments released to them (sums of ledger entries). Brands and wall owners: budgets of past projects that were completed (cancelled ones earn nothing) */
            totalIncome: components["schemas"]["Money"];
            /** @description Current + future + past (see GET /my-projects/current) */
            totalProjects: number;
            /** @description The active profile the figures are for */
            userType: ("artist" | "wall_owner" | "brand") | null;
        };
        InsightTrends: {
            /** @description What months[].money counts: earned (artists) or paid (brands and wall owners); null without a profile */
            money: ("earned" | "paid") | null;
            /** @description The last 12 months, oldest first, months without activity included */
            months: {
                /** @description Artists: the applications they sent; brands and wall owners: those received on their projects. By the month sent, in today's status */
                applications: {
                    accepted: number;
                    pending: number;
                    rejected: number;
                };
                /** @description Artists: the invitations they received; brands and wall owners: those they sent. By the month sent */
                invitations: {
                    accepted: number;
                    pending: number;
                    rejected: number;
                };
                /** @description Artists: net amounts released to them; brands and wall owners: payments they released */
                money: components["schemas"]["Money"];
                /**
                 * @deprecated
                 * @description Deprecated: use money. The same amount in integer cents
                 */
                moneyCents: number;
                /** @description "2026-11" (UTC) */
                month: string;
            }[];
            /** @description The active profile the figures are for */
            userType: ("artist" | "wall_owner" | "brand") | null;
            /** @description The last 12 weeks, oldest first, weeks without views included */
            weeks: {
                /** @description Views of what the active profile posted: a wall owner's walls and wall projects, a brand's projects */
                itemViews: number;
                /** @description Visitors of your public profile, once per visitor per day */
                profileViews: number;
                /** @description The week's Monday, "2026-11-16" (UTC) */
                week: string;
            }[];
        };
        Invitation: {
            /** @description The proposal's quote, recorded when the invitation was accepted with one */
            agreedAmount: components["schemas"]["Money"] | null;
            artist: components["schemas"]["CollaborationParty"];
            /** Format: uuid */
            artistId: string;
            /** @description The other party from where you stand: the inviter for the artist, the artist for the inviter */
            counterpart: components["schemas"]["CollaborationParty"];
            /** @description ISO 8601 */
            createdAt: string;
            /** @description ISO 8601; null while pending */
            decidedAt: string | null;
            /** Format: uuid */
            id: string;
            inviter: components["schemas"]["CollaborationParty"];
            /**
             * Format: uuid
             * @description The project's owner who sent the invitation
             */
            inviterId: string;
            message: string | null;
            project: components["schemas"]["CollaborationProject"];
            /** @description The brand project invited to (projectType brand_project), else null */
            projectId: string | null;
            /** @enum {string} */
            projectType: "brand_project" | "wall_project";
            /** @description The artist's quote, duration, concept images and mock-up, if they sent one (only the two parties see it) */
            proposal: components["schemas"]["Proposal"] | null;
            /** @enum {string} */
            status: "pending" | "accepted" | "rejected";
            /** @description The wall project invited to (projectType wall_project), else null */
            wallProjectId: string | null;
        };
        ItemCard: {
            /** @description Web path of the item, e.g. /projects/{id} */
            href: string;
            /** Format: uuid */
            id: string;
            /** @description First image of the item, or null */
            image: string | null;
            /** @description Null when unknown; clients show "Location TBD" */
            location: string | null;
            /** @description Person, company, wall or project title (walls without a title: "Wall " + first 8 characters of the id) */
            name: string;
            /** @description Artist: first two specialties; brand: industry; wall: "Listed by {owner}"; project: owner name */
            subtitle: string | null;
        };
        ListTotal: {
            /** @description True when more than 1000 match (count is then 1000) */
            capped: boolean;
            /** @description Matching items, exact up to 1000 */
            count: number;
        };
        Liveness: {
            /** @constant */
            status: "ok";
        };
        Message: {
            /** @description Photos and PDFs, in the order sent (at most 5) */
            attachments: components["schemas"]["MessageAttachment"][];
            content: string;
            /** @description ISO 8601 */
            createdAt: string;
            /** Format: uuid */
            id: string;
            /**
             * @description system: a line the product wrote into the conversation (e.g. at hire), shown apart from typed ones
             * @enum {string}
             */
            kind: "text" | "system";
            receiver: components["schemas"]["CollaborationParty"];
            /** Format: uuid */
            receiverId: string;
            sender: components["schemas"]["CollaborationParty"];
            /** Format: uuid */
            senderId: string;
            /**
             * @description unread until the receiver opens the conversation (POST /messages/seen)
             * @enum {string}
             */
            status: "unread" | "seen";
        };
        MessageAttachment: {
            /** @enum {string} */
            contentType: "image/png" | "image/jpeg" | "image/webp" | "application/pdf";
            /** @description The name the file had when it was uploaded */
            fileName: string | null;
            /** Format: uuid */
            id: string;
            /** @description Bytes */
            size: number;
            /** @description GET it with your session: only the two people of the message may (others get 404) */
            url: string;
        };
        Milestone: {
            amount: components["schemas"]["Money"];
            /** @description ISO 8601; when the owner approved the deliverable */
            approvedAt: string | null;
            artist: components["schemas"]["CollaborationParty"] | null;
            /** @description The artist the milestone pays */
            artistId: string | null;
            /** @description ISO 8601 */
            createdAt: string;
            deliverables: string | null;
            description: string | null;
            /** @description YYYY-MM-DD */
            dueDate: string | null;
            /** Format: uuid */
            id: string;
            /** @description The artist's latest delivery; null before the first */
            latestDelivery: components["schemas"]["MilestoneDelivery"] | null;
            /** Format: uuid */
            projectId: string;
            /** @enum {string} */
            projectType: "brand_project" | "wall_project";
            sequenceOrder: number;
            /**
             * @description pending (editable, not funded) → in_progress (its payment is in escrow or awaiting checkout) → completed (the artist delivered it) → paid (the owner approved the delivery and the payment was released); asking for changes moves completed back to in_progress
             * @enum {string}
             */
            status: "pending" | "in_progress" | "completed" | "paid";
            title: string;
            /** @description The milestone's payment (GET /transactions/{id}), once funded */
            transactionId: string | null;
            /** @description ISO 8601 */
            updatedAt: string;
        };
        MilestoneBudget: {
            /** @description Agreed with the artist (an accepted proposal’s quote, or an amount the artist confirmed); null when none yet */
            agreedAmount: components["schemas"]["Money"] | null;
            artist: components["schemas"]["CollaborationParty"];
            /** @description What the artist's milestones add up to */
            plannedAmount: components["schemas"]["Money"];
            /** @description What of the agreed amount is not yet planned as milestones; null when nothing was agreed */
            remainingAmount: components["schemas"]["Money"] | null;
        };
        MilestoneDelivery: {
            /** @description ISO 8601 */
            decidedAt: string | null;
            /** @description The owner's decision; null while it waits for one */
            decision: ("approved" | "changes_requested") | null;
            /** @description Photos of the work */
            images: string[];
            note: string | null;
            /** @description What the owner asked to change */
            reason: string | null;
            /** @description ISO 8601 */
            submittedAt: string;
        };
        MilestoneList: {
            /** @description Per artist the viewer may see (the owner: every artist accepted on the project, sorted by name; an artist: themselves), the agreed amount and how much of it the milestones plan */
            artists: components["schemas"]["MilestoneBudget"][];
            /** @description In sequence order */
            items: components["schemas"]["Milestone"][];
        };
        Mockup: {
            /** @description x, y of the top-left, top-right, bottom-right and bottom-left corners, as fractions of the wall photo */
            corners: number[];
            /** @description The concept image placed on the wall photo */
            imageUrl: string;
        };
        /** @description US dollars, a decimal string with two decimals, e.g. "1000.00" */
        Money: string;
        MyProjectCard: {
            /** Format: uuid */
            brandId: string;
            /** @description Null when not given */
            budget: components["schemas"]["Money"] | null;
            /** @description ISO 8601 */
            createdAt: string;
            description: string | null;
            featured: boolean;
            /** @description True only in answers to the brand: an operator hid the project after a report, so nobody else sees it */
            hidden: boolean;
            /** @description How many artists are hired on it (accepted applications and invitations) */
            hiredCount: number;
            /** Format: uuid */
            id: string;
            images: string[];
            latitude: number | null;
            location: string | null;
            longitude: number | null;
            /** @description The brand; null when that user is gone */
            owner: components["schemas"]["Owner"] | null;
            preferredStyles: string[];
            /** @constant */
            projectType: "brand_project";
            /** @description The site's pin: only for the owner and the hired artists */
            siteLatitude: number | null;
            siteLongitude: number | null;
            /**
             * @description hired: an artist is hired and the project takes no more applications (an open one may have hired some too: hiredCount)
             * @enum {string}
             */
            status: "open" | "in_progress" | "completed" | "cancelled" | "closed" | "hired";
            /** @description Where the work happens: only for the owner and the hired artists (null for anyone else) */
            streetAddress: string | null;
            /** @description 1_2_weeks (1-2 weeks), 2_4_weeks (2-4 weeks), 1_3_months (1-3 months), 3_6_months (3-6 months), 6_plus_months (6+ months) */
            timeline: ("1_2_weeks" | "2_4_weeks" | "1_3_months" | "3_6_months" | "6_plus_months") | null;
            title: string;
            viewCount: number;
            /** @description The wall the project shows (wallId's), if any */
            wall: components["schemas"]["WallSummary"] | null;
            /** @description The wall the project shows: only once that wall's owner accepted */
            wallId: string | null;
            /** @description Only for the project's brand: its latest request to show someone else's wall, while pending or declined */
            wallRequest: components["schemas"]["WallRequest"] | null;
        } | {
            /** @description Null when not given */
            budget: components["schemas"]["Money"] | null;
            /** @description ISO 8601 */
            createdAt: string;
            description: string | null;
            featured: boolean;
            /** @description True only in answers to the owner: an operator hid the wall project, or its wall, after a report, so nobody else sees it */
            hidden: boolean;
            /** @description How many artists are hired on it (accepted applications and invitations) */
            hiredCount: number;
            /** Format: uuid */
            id: string;
            images: string[];
            /** @description Copied from the wall when posted */
            latitude: number | null;
            location: string | null;
            longitude: number | null;
            /** @description The wall's owner; null when that user is gone */
            owner: components["schemas"]["Owner"] | null;
            /** @description The wall's owner */
            ownerId: string | null;
            preferredStyles: string[];
            /** @constant */
            projectType: "wall_project";
            /** @description The site's pin: only for the owner and the hired artists */
            siteLatitude: number | null;
            siteLongitude: number | null;
            /**
             * @description hired: an artist is hired and the project takes no more applications (an open one may have hired some too: hiredCount)
             * @enum {string}
             */
            status: "open" | "in_progress" | "completed" | "cancelled" | "closed" | "hired";
            /** @description Where the work happens: only for the owner and the hired artists (null for anyone else) */
            streetAddress: string | null;
            /** @description 1_2_weeks (1-2 weeks), 2_4_weeks (2-4 weeks), 1_3_months (1-3 months), 3_6_months (3-6 months), 6_plus_months (6+ months) */
            timeline: ("1_2_weeks" | "2_4_weeks" | "1_3_months" | "3_6_months" | "6_plus_months") | null;
            title: string;
            viewCount: number;
            /** @description Dimensions in feet, surface type, wall type, visibility and images of the wall */
            wall: components["schemas"]["WallSummary"];
            /** Format: uuid */
            wallId: string;
        };
        MyProjectsBucket: {
            items: components["schemas"]["MyProjectCard"][];
            /** @description Pass as cursor for the next page; null on the last page */
            nextCursor: string | null;
        };
        NearestPlace: {
            /** @description Null when no city is within 50 km */
            place: components["schemas"]["Place"] | null;
        };
        Notification: {
            applicationId: string | null;
            /** @description ISO 8601 */
            createdAt: string;
            /** Format: uuid */
            id: string;
            invitationId: string | null;
            isRead: boolean;
            message: string;
            /** @description The project the notification is about, on every type about one (a hire or a decline, a payment, a withdrawal, a review...): GET /projects/{id} or /wall-projects/{id} by projectType. Null on a type that asks for a decision (its applicationId, invitationId or wallRequestId), announces a message (senderId) or has a page of its own (verification, referral bonus, support reply, webhook, data export), and on a project its owner deleted */
            projectId: string | null;
            /** @description projectId's kind; null without a projectId */
            projectType: ("brand_project" | "wall_project") | null;
            /** @description Who sent the message a message_received notification announces (the conversation: GET /messages?userId=) */
            senderId: string | null;
            title: string;
            /** @description The payment a payment_* notification is about (its receipt: GET /transactions/{id}) */
            transactionId: string | null;
            /** @enum {string} */
            type: "application_received" | "application_accepted" | "application_rejected" | "invitation_received" | "invitation_accepted" | "invitation_rejected" | "message_received" | "payment_created" | "payment_released" | "project_started" | "project_completed" | "review_requested" | "tracking_update" | "verification_completed" | "referral_bonus" | "project_wall_requested" | "project_wall_accepted" | "project_wall_rejected" | "payment_escrowed" | "payment_cancelled" | "payment_refunded" | "payment_disputed" | "milestone_created" | "milestone_released" | "review_received" | "reviews_published" | "support_reply" | "project_cancelled" | "webhook_disabled" | "project_updated" | "project_closed_by_owner" | "application_withdrawn" | "invitation_withdrawn" | "data_export_ready" | "agreed_amount_proposed" | "agreed_amount_confirmed" | "agreed_amount_declined" | "milestone_delivered" | "milestone_changes_requested" | "project_completion_confirmed";
            /** @description The wall request a project_wall_* notification is about (decide it with PATCH /wall-requests/{id}) */
            wallRequestId: string | null;
        };
        NotificationCounts: {
            all: number;
            applications: number;
            invitations: number;
            payments: number;
            projects: number;
            unread: number;
        };
        Order: {
            /** @description ISO 8601 */
            createdAt: string;
            /** Format: uuid */
            id: string;
            items: {
                image: string | null;
                lineTotal: components["schemas"]["Money"];
                /** @description One unit, as it was when ordered */
                price: components["schemas"]["Money"];
                /** Format: uuid */
                productId: string;
                quantity: number;
                slug: string;
                /** @description As it was when ordered */
                title: string;
            }[];
            /** @description ISO 8601 */
            paidAt: string | null;
            shipping: components["schemas"]["Money"];
            /** @description Null only on orders placed before addresses were kept */
            shippingAddress: components["schemas"]["ShippingAddress"] | null;
            /**
             * @description placed (waiting for the payment provider), paid, shipped, or cancelled (never paid; its stock went back)
             * @enum {string}
             */
            status: "placed" | "paid" | "shipped" | "cancelled";
            subtotal: components["schemas"]["Money"];
            /** @description 8% of the subtotal, rounded half up to the cent */
            tax: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
        };
        Owner: {
            /** @description The picture beside displayName: a brand's company logo, else the profile image; null for initials */
            avatarUrl: string | null;
            /** @description The brand's company name, a wall owner's business name, else first and last name */
            displayName: string;
            firstName: string | null;
            /** Format: uuid */
            id: string;
            lastName: string | null;
            profileImageUrl: string | null;
            /**
             * @description The role the owner acts in for this item (wall_owner for walls and wall projects, brand for brand projects)
             * @enum {string}
             */
            userType: "artist" | "wall_owner" | "brand";
        };
        Payee: {
            /** @description The amount agreed: the quote accepted with the application or invitation, else the amount the artist confirmed later; null when none */
            agreedAmount: components["schemas"]["Money"] | null;
            artist: components["schemas"]["CollaborationParty"];
        };
        PayeeList: {
            items: components["schemas"]["Payee"][];
        };
        Payment: {
            amount: components["schemas"]["Money"];
            cancelledAt: string | null;
            /** @description ISO 8601 */
            createdAt: string;
            /** @description ISO 8601; when the provider funded escrow */
            escrowedAt: string | null;
            /** Format: uuid */
            id: string;
            /** @description What the artist receives on release: amount − platformFee */
            netAmount: components["schemas"]["Money"];
            payer: components["schemas"]["CollaborationParty"];
            /** Format: uuid */
            payerId: string;
            /** @enum {string} */
            paymentStatus: "pending" | "escrowed" | "completed" | "cancelled" | "refunded";
            /** @enum {string} */
            paymentType: "lump_sum" | "milestone";
            platformFee: components["schemas"]["Money"];
            /** @description The fee in percent with two decimals, e.g. "5.00" */
            platformFeePercentage: string;
            project: components["schemas"]["CollaborationProject"];
            /** Format: uuid */
            projectId: string;
            /** @enum {string} */
            projectType: "brand_project" | "wall_project";
            recipient: components["schemas"]["CollaborationParty"];
            /** Format: uuid */
            recipientId: string;
            refundedAt: string | null;
            /** @description ISO 8601; when it was released to the artist */
            releasedAt: string | null;
        };
        PaymentMode: {
            /** @enum {string} */
            provider: "embedded" | "stripe";
            /** @description True when no real money moves: the embedded provider, or Stripe with a test key */
            testMode: boolean;
        };
        PaymentSettings: {
            feeRounding: string;
            minimumAmount: components["schemas"]["Money"];
            /** @description The same in basis points (500 = 5%) */
            platformFeeBps: number;
            /** @description e.g. "5.00" */
            platformFeePercentage: string;
        };
        /** @description Sums of ledger entries over the payments the project list shows you (all pages) */
        PaymentSummary: {
            inEscrow: components["schemas"]["Money"];
            /** @description Paid out to artists */
            netPayouts: components["schemas"]["Money"];
            /** @description Fees of released payments */
            platformFees: components["schemas"]["Money"];
            /** @description Paid in and not refunded: in escrow plus released */
            total: components["schemas"]["Money"];
        };
        PayoutLink: {
            /** @description Stripe's onboarding page for the artist's payout account (single use) */
            url: string;
        };
        PayoutStatus: {
            /** @description Stripe: a payout account is connected. Embedded: always true (payouts stay inside WallCraft) */
            connected: boolean;
            /** @enum {string} */
            provider: "embedded" | "stripe";
        };
        Place: {
            /** @description The country name ("United States") */
            country: string;
            /** @description ISO 3166-1 alpha-2 ("US") */
            countryCode: string;
            /** @description The GeoNames id */
            id: number;
            /** @description What a location field shows and stores: "Portland, OR, United States" */
            label: string;
            latitude: number;
            longitude: number;
            /** @description "Portland" */
            name: string;
            population: number;
            /** @description The region code where it reads well ("OR"), else null */
            region: string | null;
        };
        PlacedOrder: {
            /** @description Stripe: the hosted page where the buyer pays; the order stays placed until paid. Null when paid at once (the embedded provider) and on an Idempotency-Key replay */
            checkoutUrl: string | null;
            /** @description ISO 8601 */
            createdAt: string;
            /** Format: uuid */
            id: string;
            items: {
                image: string | null;
                lineTotal: components["schemas"]["Money"];
                /** @description One unit, as it was when ordered */
                price: components["schemas"]["Money"];
                /** Format: uuid */
                productId: string;
                quantity: number;
                slug: string;
                /** @description As it was when ordered */
                title: string;
            }[];
            /** @description ISO 8601 */
            paidAt: string | null;
            shipping: components["schemas"]["Money"];
            /** @description Null only on orders placed before addresses were kept */
            shippingAddress: components["schemas"]["ShippingAddress"] | null;
            /**
             * @description placed (waiting for the payment provider), paid, shipped, or cancelled (never paid; its stock went back)
             * @enum {string}
             */
            status: "placed" | "paid" | "shipped" | "cancelled";
            subtotal: components["schemas"]["Money"];
            /** @description 8% of the subtotal, rounded half up to the cent */
            tax: components["schemas"]["Money"];
            total: components["schemas"]["Money"];
        };
        PlaceList: {
            /** @description Best first: names that start with the text, the most populous first */
            items: components["schemas"]["Place"][];
        };
        ProjectReviews: {
            /** @description The owner may dispute: completed, money in escrow, within 14 days, no dispute yet */
            canDispute: boolean;
            /** @description The project is completed and you have someone left to review */
            canReview: boolean;
            completedAt: string | null;
            dispute: components["schemas"]["Dispute"] | null;
            /** @description Held in escrow for the project (sum of its escrow ledger entries) */
            inEscrow: components["schemas"]["Money"];
            pairs: {
                counterpart: components["schemas"]["CollaborationParty"];
                /** @description Your review of them, once written */
                mine: components["schemas"]["Review"] | null;
                /** @description Whether the reviews of this pair are shown */
                published: boolean;
                /** @description Their review of you: only once published */
                theirs: components["schemas"]["Review"] | null;
                /** @description Whether they reviewed you (true before their review is shown, too) */
                theyReviewed: boolean;
            }[];
            /** Format: uuid */
            projectId: string;
            /** @enum {string} */
            projectStatus: "open" | "in_progress" | "completed" | "cancelled" | "closed" | "hired";
            /** @enum {string} */
            projectType: "brand_project" | "wall_project";
            /** @description ISO 8601: when hidden reviews show (and undisputed escrow is released) at the latest */
            revealsAt: string | null;
            /** @enum {string} */
            role: "owner" | "artist";
        };
        ProjectTracking: {
            /** @enum {string} */
            projectStatus: "open" | "in_progress" | "completed" | "cancelled" | "closed" | "hired";
            /** @description The project's latest tracking session, if it was started */
            session: components["schemas"]["TrackingSession"] | null;
        };
        Proposal: {
            conceptImages: string[];
            /** @description ISO 8601 */
            createdAt: string;
            durationDays: number;
            mockup: components["schemas"]["Mockup"] | null;
            quote: components["schemas"]["Money"];
            /** @description The wall's photo the mock-up is drawn on (the wall's first image), null when it has none */
            wallPhotoUrl: string | null;
        };
        ProposalComparison: {
            /** Format: uuid */
            projectId: string;
            /** @enum {string} */
            projectType: "brand_project" | "wall_project";
            /** @description Pending and accepted ones, oldest first */
            proposals: components["schemas"]["ComparedProposal"][];
            /** @description The wall's photo the mock-ups are drawn on */
            wallPhotoUrl: string | null;
        };
        PublicBrandProfile: {
            brandImages: string[];
            /** @description Private to the brand: always null here (the brand reads its own from GET /users/me) */
            budget: null;
            companyLogo: string | null;
            companyName: string | null;
            /** @enum {string} */
            companySize: "startup" | "small" | "medium" | "large" | "enterprise";
            funFact: string | null;
            industry: string | null;
            pastProjects: number;
            preferredStyles: string[];
            story: string | null;
            /** @enum {string} */
            timeline: "urgent" | "moderate" | "flexible";
            /** Format: uuid */
            userId: string;
            website: string | null;
            whatIOffer: string[];
        };
        PublicProfile: {
            artistProfile: components["schemas"]["ArtistProfile"] | null;
            bio: string | null;
            brandProfile: components["schemas"]["PublicBrandProfile"] | null;
            businessName: string | null;
            /** @description ISO 8601 */
            createdAt: string;
            facebookHandle: string | null;
            firstName: string | null;
            heroImageUrl: string | null;
            /** @description True only in answers to the user themselves: an operator hid the profile after a report */
            hidden: boolean;
            /** Format: uuid */
            id: string;
            instagramHandle: string | null;
            lastName: string | null;
            /** @description Exact for the user themselves; to 2 decimals (about 1 km) for anyone else */
            latitude: number | null;
            location: string | null;
            /** @description Exact for the user themselves; to 2 decimals (about 1 km) for anyone else */
            longitude: number | null;
            profileImageUrl: string | null;
            /** @description Brand projects, newest 50 */
            projects: {
                /** @description Null when not given */
                budget: components["schemas"]["Money"] | null;
                /** @description ISO 8601 */
                createdAt: string;
                description: string | null;
                /** Format: uuid */
                id: string;
                images: string[];
                location: string | null;
                preferredStyles: string[];
                /** @enum {string} */
                status: "open" | "in_progress" | "completed" | "cancelled" | "closed" | "hired";
                timeline: ("1_2_weeks" | "2_4_weeks" | "1_3_months" | "3_6_months" | "6_plus_months") | null;
                title: string;
                wallId: string | null;
            }[];
            /** @description Newest 50 */
            receivedReviews: {
                comment: string | null;
                /** @description ISO 8601 */
                createdAt: string;
                /** Format: uuid */
                id: string;
                projectType: ("brand_project" | "wall_project") | null;
                rating: number;
                reviewer: {
                    /** @description A brand's company logo, else the profile image; null for initials */
                    avatarUrl: string | null;
                    /** @description As the reviewer acted on the project: a brand's company name, a wall owner's business name, else the person */
                    displayName: string;
                    firstName: string | null;
                    /** Format: uuid */
                    id: string;
                    lastName: string | null;
                    profileImageUrl: string | null;
                };
            }[];
            stats: {
                availableWalls: number;
                /** @description Mean of the received reviews, 1 decimal; null without reviews */
                averageRating: number | null;
                featuredWalls: number;
                /** @description Brand projects posted */
                projectsPosted: number;
                reviewCount: number;
                /** @description Sum of the walls' view counts */
                totalViews: number;
                totalWalls: number;
                /** @description Wall projects posted on their walls */
                wallProjects: number;
            };
            tiktokHandle: string | null;
            twitterHandle: string | null;
            /** @description The active profile's type */
            userType: ("artist" | "wall_owner" | "brand") | null;
            /** @description Every profile type the user holds, oldest first */
            userTypes: ("artist" | "wall_owner" | "brand")[];
            verified: boolean;
            /** @description Newest 50 */
            wallProjects: {
                /** @description Null when not given */
                budget: components["schemas"]["Money"] | null;
                /** @description ISO 8601 */
                createdAt: string;
                description: string | null;
                /** Format: uuid */
                id: string;
                images: string[];
                location: string | null;
                preferredStyles: string[];
                /** @enum {string} */
                status: "open" | "in_progress" | "completed" | "cancelled" | "closed" | "hired";
                timeline: ("1_2_weeks" | "2_4_weeks" | "1_3_months" | "3_6_months" | "6_plus_months") | null;
                title: string;
                /** Format: uuid */
                wallId: string;
            }[];
            /** @description Newest 50, featured first */
            walls: {
                description: string | null;
                featured: boolean;
                heightFt: number | null;
                /** Format: uuid */
                id: string;
                images: string[];
                location: string | null;
                /** @enum {string} */
                status: "available" | "booked" | "unavailable";
                surfaceType: ("brick" | "concrete" | "metal" | "wood" | "stucco" | "glass" | "other") | null;
                title: string;
                viewCount: number;
                visibility: ("high" | "medium" | "low" | "private") | null;
                widthFt: number | null;
            }[];
            website: string | null;
        };
        Readiness: {
            /** @constant */
            database: "ok";
            /** @constant */
            jobs: "ok";
            /** @constant */
            migrations: "ok";
            /** @constant */
            status: "ok";
        };
        RecentlyViewedEntry: {
            /** @description "{itemType}:{itemId}": one entry per item per user */
            id: string;
            item: components["schemas"]["ItemCard"];
            /** Format: uuid */
            itemId: string;
            /** @enum {string} */
            itemType: "artist" | "wall_owner" | "brand" | "wall" | "project" | "wall_project";
            /** @description ISO 8601, bumped each time the item is opened */
            viewedAt: string;
        };
        ReferralCode: {
            /** @description Your referral code: upper case, 8 characters without look-alikes (no 0/O, 1/I/L) */
            code: string;
            /** @description The link to share: the site's address with ?ref= and your code */
            link: string;
        };
        ReferralInvite: {
            /** @description The bonus the friend earns when you join with the code, as operators set it now */
            bonus: components["schemas"]["Money"];
            /** @description The code, as stored (upper case) */
            code: string;
            /** @description Whose code it is: their first name and last initial ("Ana R."), or "A friend" */
            friendName: string;
            /** @description The invitation in a sentence, as the landing page shows it: who invited you and what the bonus is for */
            message: string;
        };
        ReferralRules: {
            /** @description The bonus a friend who joins now earns you */
            bonus: components["schemas"]["Money"];
            /** @description Days after signing up in which a friend may still enter your code */
            codeWindowDays: number;
            /** @description Bonuses paid to you per calendar month (UTC); more are held for our review before they are paid */
            monthlyCap: number;
            /** @description The rules in plain words, as the referrals page shows them */
            rules: string[];
        };
        ReferralSignup: {
            /** @description The bonus this signup earns you (10.00) */
            bonusEarned: components["schemas"]["Money"];
            /** @description True exactly when status is paid */
            bonusPaid: boolean;
            /** @description ISO 8601; when the friend joined with your code */
            createdAt: string;
            /** @description The friend’s first name and last initial ("Ada L."); never their email */
            friendName: string;
            /** Format: uuid */
            id: string;
            /** @description ISO 8601; when the bonus was paid */
            paidAt: string | null;
            /** @description ineligible or rejected: why, in words; null otherwise */
            reason: string | null;
            /**
             * @description pending: waiting for the friend (see waitingFor); paid; held: over your monthly cap, waiting for our review; ineligible: the friend’s email address already earned a bonus; rejected: our review declined it (see reason)
             * @enum {string}
             */
            status: "pending" | "paid" | "held" | "ineligible" | "rejected";
            /** @description The state in a sentence: what is missing ("Waiting for Ada to confirm their email"), when it was paid, or why not */
            statusNote: string;
            /** @description pending only: what the friend has still to do, confirm their email and make their first payment, shop order or verification; empty otherwise */
            waitingFor: ("email_confirmation" | "first_purchase")[];
        };
        ReferralStats: {
            /** @description How many of your referrals have been paid */
            bonusesPaid: number;
            /** @description Bonuses still pending or held for review */
            pendingEarnings: components["schemas"]["Money"];
            /** @description Friends who joined with your code */
            referrals: number;
            /** @description Bonuses paid to you: the sum of your referrer ledger entries */
            totalEarned: components["schemas"]["Money"];
        };
        Report: {
            comment: string | null;
            /** @description ISO 8601 */
            createdAt: string;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            reason: "spam" | "scam" | "offensive" | "harassment" | "copyright" | "misleading" | "other";
            /**
             * @description pending until an operator looks at it, then under_review, then resolved
             * @enum {string}
             */
            status: "pending" | "under_review" | "resolved";
            /** Format: uuid */
            targetId: string;
            /** @enum {string} */
            targetType: "user" | "wall" | "brand_project" | "wall_project" | "message";
        };
        Review: {
            comment: string | null;
            /** @description ISO 8601 */
            createdAt: string;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            projectId: string;
            /** @enum {string} */
            projectType: "brand_project" | "wall_project";
            /** @description ISO 8601; null while the review is hidden */
            publishedAt: string | null;
            /** @description 1 to 5 */
            rating: number;
            /** Format: uuid */
            revieweeId: string;
            /** Format: uuid */
            reviewerId: string;
        };
        /** @description How many saved items each tab of the saved page holds (items whose target is gone or hidden not counted) */
        SavedCounts: {
            all: number;
            artists: number;
            brands: number;
            projects: number;
            walls: number;
        };
        SavedItem: {
            /** @description ISO 8601 */
            createdAt: string;
            /** Format: uuid */
            id: string;
            item: components["schemas"]["SavedTarget"];
            /** Format: uuid */
            itemId: string;
            /** @enum {string} */
            itemType: "artist" | "wall_owner" | "brand" | "wall" | "wall_project" | "brand_project";
        };
        SavedMark: {
            /**
             * Format: uuid
             * @description The saved entry (DELETE /saved/{id} removes it)
             */
            id: string;
            /** Format: uuid */
            itemId: string;
            /** @enum {string} */
            itemType: "artist" | "wall_owner" | "brand" | "wall" | "wall_project" | "brand_project";
        };
        SavedTarget: {
            image: string | null;
            location: string | null;
            /** @description Person or company name, wall or project title */
            name: string;
            /** @description Artists: first two specialties; brands: industry; walls: size; projects: budget or owner */
            subtitle: string | null;
        };
        ShippingAddress: {
            city: string;
            email: string;
            line1: string;
            line2: string | null;
            name: string;
            phone: string | null;
            /** @description 2-letter US state code */
            state: string;
            zip: string;
        };
        ShopProduct: {
            /** @description False once the product is no longer sold (it can no longer be ordered) */
            active: boolean;
            /** @description The usual price when the product is on sale (shown struck through) */
            compareAtPrice: components["schemas"]["Money"] | null;
            description: string | null;
            /** Format: uuid */
            id: string;
            images: string[];
            price: components["schemas"]["Money"];
            /** @description Stable, readable id for links: /shop/{slug} */
            slug: string;
            /** @description Units left to sell; 0 is out of stock */
            stock: number;
            tags: string[];
            title: string;
        };
        ShopTagList: {
            items: {
                /** @description Products on sale with it */
                count: number;
                tag: string;
            }[];
        };
        SplitPreview: {
            /** @description What the artists receive */
            artistNet: components["schemas"]["Money"];
            /** @description Goes to the artists, before the fee */
            artistShare: components["schemas"]["Money"];
            /** @description artistShare as a percentage of inEscrow (rounded to 2 decimals) */
            artistSharePercent: number;
            /** Format: uuid */
            disputeId: string;
            /** @description The platform fee on the share */
            fee: components["schemas"]["Money"];
            /** @description What escrow holds for the project */
            inEscrow: components["schemas"]["Money"];
            /** @description What goes back to the owner */
            ownerRefund: components["schemas"]["Money"];
            /** @description The split of each escrowed payment, as the ledger will write it */
            parts: {
                /** @description What the payment holds in escrow */
                amount: components["schemas"]["Money"];
                /** Format: uuid */
                artistId: string;
                /** @description What the artist receives from it */
                artistNet: components["schemas"]["Money"];
                /** @description Released from it: the artist’s share before the fee */
                artistShare: components["schemas"]["Money"];
                /** @description The platform fee on the share (the payment's own rate) */
                fee: components["schemas"]["Money"];
                /** @description Refunded from it to the owner */
                ownerRefund: components["schemas"]["Money"];
                /** Format: uuid */
                paymentId: string;
            }[];
        };
        SupportReceipt: {
            /** @description ISO 8601 */
            createdAt: string;
            /** Format: uuid */
            id: string;
        };
        SupportRequest: {
            /** @description The feedback, or the contact request’s comments */
            body: string;
            /** @description ISO 8601 */
            createdAt: string;
            /** Format: uuid */
            id: string;
            /** @enum {string} */
            kind: "feedback" | "contact";
            /** @description ISO 8601 */
            repliedAt: string | null;
            /** @description The operator’s answer, once there is one */
            reply: string | null;
            /**
             * @description open, in_progress (an operator is on it) or resolved
             * @enum {string}
             */
            status: "open" | "in_progress" | "resolved";
            /** @description Contact requests only */
            subject: string | null;
        };
        TrackableProject: {
            /** @description Whether you may complete it: in progress and started by you (another artist accepted on it may not) */
            canComplete: boolean;
            location: string | null;
            /**
             * Format: uuid
             * @description The project's owner, whom the artist messages
             */
            ownerId: string;
            /** Format: uuid */
            projectId: string;
            /** @enum {string} */
            projectType: "brand_project" | "wall_project";
            /** @description Your tracking session on it, when you started it */
            session: components["schemas"]["TrackingSession"] | null;
            /**
             * @description open or hired (READY TO START) or in_progress (ALREADY STARTED)
             * @enum {string}
             */
            status: "open" | "in_progress" | "completed" | "cancelled" | "closed" | "hired";
            title: string;
        };
        TrackingSession: {
            /** Format: uuid */
            artistId: string;
            completedAt: string | null;
            /** @description The last position: for the artist; for the project's owner only while the session is active and the artist is 1 km or more from the start; null for anyone else */
            currentLatitude: number | null;
            currentLongitude: number | null;
            destinationAddress: string | null;
            /** @description Where the artist is heading; null for other artists */
            destinationLatitude: number | null;
            destinationLongitude: number | null;
            /** @description Metres travelled since the start (great-circle steps between updates) */
            distanceMeters: number;
            /** @description Straight-line miles from the last position to the site, to one decimal, while active and only to those who see the position */
            distanceToSiteMiles: number | null;
            /** @description A plain estimate of the minutes left: the straight line times 1.3 (roads) at 30 mph, rounded up; 0 when under 0.1 mile (arriving) */
            etaMinutes: number | null;
            /** Format: uuid */
            id: string;
            /** @description ISO 8601; when the last position arrived */
            lastUpdatedLocation: string | null;
            /** @description The brand project, for projectType brand_project */
            projectId: string | null;
            projectTitle: string;
            /** @enum {string} */
            projectType: "brand_project" | "wall_project";
            /** @description For the artist only */
            startAddress: string | null;
            /** @description ISO 8601 */
            startedAt: string;
            /** @description Where the artist set off: exact for the artist, to two decimals (about 1 km) for the project's owner, null for anyone else */
            startLatitude: number | null;
            startLongitude: number | null;
            /** @enum {string} */
            status: "active" | "paused" | "completed";
            /** @description The wall project, for projectType wall_project */
            wallProjectId: string | null;
        };
        Unsubscribed: {
            /** @enum {string} */
            category: "applications" | "invitations" | "messages" | "payments" | "reviews" | "referrals" | "webhooks" | "tracking";
            label: string;
        };
        Upload: {
            contentType: string;
            objectURL: string;
            /** @description Bytes actually stored */
            size: number;
        };
        UploadTicket: {
            /** @description ISO 8601: the upload URL stops working at this time */
            expiresAt: string;
            /** @description The image value to store in profiles, walls and projects once the upload is confirmed */
            objectURL: string;
            /** @description PUT the file here with the same Content-Type header. Embedded storage: a path on this API (signed, single use, expiring). S3: an absolute presigned URL. */
            uploadURL: string;
        };
        UsedReferralCode: {
            /** @description True when you had already confirmed your email and paid for something, so your friend’s bonus was paid at once */
            bonusPaid: boolean;
            /** @description The code, as stored (upper case) */
            code: string;
            /** @description Whose code it is: their first name and last initial */
            referrerName: string;
            /**
             * @description pending: waiting for the friend (see waitingFor); paid; held: over your monthly cap, waiting for our review; ineligible: the friend’s email address already earned a bonus; rejected: our review declined it (see reason)
             * @enum {string}
             */
            status: "pending" | "paid" | "held" | "ineligible" | "rejected";
        };
        User: {
            address: string | null;
            bio: string | null;
            businessEmail: string | null;
            businessName: string | null;
            /** @description ISO 8601 */
            createdAt: string;
            dba: string | null;
            email: string;
            emergencyContactName: string | null;
            emergencyContactPhone: string | null;
            facebookHandle: string | null;
            firstName: string | null;
            heroImageUrl: string | null;
            /** Format: uuid */
            id: string;
            instagramHandle: string | null;
            lastName: string | null;
            latitude: number | null;
            /**
             * @description The unit wall sizes are shown in (ft or m); sizes are stored in feet
             * @enum {string}
             */
            lengthUnit: "ft" | "m";
            location: string | null;
            longitude: number | null;
            phone: string | null;
            profileImageUrl: string | null;
            tiktokHandle: string | null;
            twitterHandle: string | null;
            /** @description The active profile's type; null until the user picks one */
            userType: ("artist" | "wall_owner" | "brand") | null;
            verified: boolean;
            website: string | null;
        };
        UserSummary: {
            businessName: string | null;
            firstName: string | null;
            heroImageUrl: string | null;
            /** Format: uuid */
            id: string;
            lastName: string | null;
            /** @description Exact for the user themselves; to 2 decimals (about 1 km) for anyone else */
            latitude: number | null;
            location: string | null;
            /** @description Exact for the user themselves; to 2 decimals (about 1 km) for anyone else */
            longitude: number | null;
            profileImageUrl: string | null;
            /** @description The active profile's type */
            userType: ("artist" | "wall_owner" | "brand") | null;
            verified: boolean;
        };
        VerificationInitiated: {
            /** @description Where to pay the fee (the payment provider's hosted page) when status is awaiting_payment; else null */
            checkoutUrl: string | null;
            /** @description ISO 8601: when the latest request was decided */
            completedAt: string | null;
            /** @description The verification fee */
            fee: components["schemas"]["Money"];
            /**
             * @deprecated
             * @description Deprecated: use fee. The fee in integer cents (4999 = $49.99)
             */
            feeCents: number;
            /** @description ISO 8601: when the latest request was made */
            requestedAt: string | null;
            /**
             * @description The latest request's status; 'verified' whenever the user is verified, 'not_started' when they never asked; 'awaiting_payment' until the fee is paid, 'payment_failed' when it was not (nothing started; start again)
             * @enum {string}
             */
            status: "not_started" | "awaiting_payment" | "pending" | "processing" | "verified" | "failed" | "payment_failed";
            verified: boolean;
        };
        VerificationStatus: {
            /** @description ISO 8601: when the latest request was decided */
            completedAt: string | null;
            /** @description The verification fee */
            fee: components["schemas"]["Money"];
            /**
             * @deprecated
             * @description Deprecated: use fee. The fee in integer cents (4999 = $49.99)
             */
            feeCents: number;
            /** @description ISO 8601: when the latest request was made */
            requestedAt: string | null;
            /**
             * @description The latest request's status; 'verified' whenever the user is verified, 'not_started' when they never asked; 'awaiting_payment' until the fee is paid, 'payment_failed' when it was not (nothing started; start again)
             * @enum {string}
             */
            status: "not_started" | "awaiting_payment" | "pending" | "processing" | "verified" | "failed" | "payment_failed";
            verified: boolean;
        };
        Wall: {
            address: string | null;
            /** @description ISO 8601 */
            createdAt: string;
            description: string | null;
            featured: boolean;
            /** @description Feet */
            height: number | null;
            /** @description True only in answers to the owner: an operator hid the wall after a report, so nobody else sees it */
            hidden: boolean;
            /** Format: uuid */
            id: string;
            images: string[];
            latitude: number | null;
            location: string | null;
            longitude: number | null;
            /** @description The wall owner; null when that user is gone */
            owner: components["schemas"]["Owner"] | null;
            /** Format: uuid */
            ownerId: string;
            /** @enum {string} */
            status: "available" | "booked" | "unavailable";
            surfaceType: ("brick" | "concrete" | "metal" | "wood" | "stucco" | "glass" | "other") | null;
            title: string;
            /** @description Distinct viewers per day, summed (GET /walls/{id} counts) */
            viewCount: number;
            visibility: ("high" | "medium" | "low" | "private") | null;
            wallType: string | null;
            /** @description Feet */
            width: number | null;
        };
        WallProject: {
            /** @description Null when not given */
            budget: components["schemas"]["Money"] | null;
            /** @description ISO 8601 */
            createdAt: string;
            description: string | null;
            featured: boolean;
            /** @description True only in answers to the owner: an operator hid the wall project, or its wall, after a report, so nobody else sees it */
            hidden: boolean;
            /** @description How many artists are hired on it (accepted applications and invitations) */
            hiredCount: number;
            /** Format: uuid */
            id: string;
            images: string[];
            /** @description Copied from the wall when posted */
            latitude: number | null;
            location: string | null;
            longitude: number | null;
            /** @description The wall's owner; null when that user is gone */
            owner: components["schemas"]["Owner"] | null;
            /** @description The wall's owner */
            ownerId: string | null;
            preferredStyles: string[];
            /** @description The site's pin: only for the owner and the hired artists */
            siteLatitude: number | null;
            siteLongitude: number | null;
            /**
             * @description hired: an artist is hired and the project takes no more applications (an open one may have hired some too: hiredCount)
             * @enum {string}
             */
            status: "open" | "in_progress" | "completed" | "cancelled" | "closed" | "hired";
            /** @description Where the work happens: only for the owner and the hired artists (null for anyone else) */
            streetAddress: string | null;
            /** @description 1_2_weeks (1-2 weeks), 2_4_weeks (2-4 weeks), 1_3_months (1-3 months), 3_6_months (3-6 months), 6_plus_months (6+ months) */
            timeline: ("1_2_weeks" | "2_4_weeks" | "1_3_months" | "3_6_months" | "6_plus_months") | null;
            title: string;
            viewCount: number;
            /** @description Dimensions in feet, surface type, wall type, visibility and images of the wall */
            wall: components["schemas"]["WallSummary"];
            /** Format: uuid */
            wallId: string;
        };
        WallRequest: {
            /** @description ISO 8601 */
            createdAt: string;
            /** @description ISO 8601; null while pending */
            decidedAt: string | null;
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            projectId: string;
            /**
             * @description pending until the wall's owner decides; withdrawn when the brand changed or cleared the wall
             * @enum {string}
             */
            status: "pending" | "accepted" | "rejected" | "withdrawn";
            /** @description The wall asked for */
            wall: components["schemas"]["WallSummary"] | null;
            /** Format: uuid */
            wallId: string;
        };
        WallSummary: {
            /** @description Feet */
            height: number | null;
            /** Format: uuid */
            id: string;
            images: string[];
            location: string | null;
            /** @enum {string} */
            status: "available" | "booked" | "unavailable";
            surfaceType: ("brick" | "concrete" | "metal" | "wood" | "stucco" | "glass" | "other") | null;
            title: string;
            visibility: ("high" | "medium" | "low" | "private") | null;
            wallType: string | null;
            /** @description Feet */
            width: number | null;
        };
        WebhookAttempt: {
            /** @description ISO 8601 */
            attemptedAt: string;
            durationMs: number;
            error: string | null;
            /** @description The receiver's HTTP status; null when it did not answer */
            statusCode: number | null;
        };
        WebhookDelivery: {
            /** @description Every attempt, oldest first */
            attemptLog: components["schemas"]["WebhookAttempt"][];
            attempts: number;
            /** @description ISO 8601 */
            createdAt: string;
            /** @description ISO 8601 */
            deliveredAt: string | null;
            /**
             * Format: uuid
             * @description The WallCraft-Event-Id header: deduplicate by it
             */
            eventId: string;
            /** @enum {string} */
            eventType: "application.created" | "application.accepted" | "application.rejected" | "invitation.created" | "invitation.accepted" | "invitation.rejected" | "message.created" | "project.started" | "project.completed" | "payment.escrowed" | "payment.released" | "payment.refunded" | "review.published" | "order.paid";
            /** Format: uuid */
            id: string;
            lastError: string | null;
            lastStatusCode: number | null;
            /** @description ISO 8601, while pending */
            nextAttemptAt: string | null;
            /** @enum {string} */
            status: "pending" | "succeeded" | "failed";
        };
        WebhookEndpoint: {
            /** @description Failed attempts since the last success */
            consecutiveFailures: number;
            /** @description ISO 8601 */
            createdAt: string;
            description: string;
            /** @description ISO 8601 */
            disabledAt: string | null;
            disabledReason: string | null;
            /** @description false: nothing is delivered (disabledReason says why) */
            enabled: boolean;
            eventTypes: ("application.created" | "application.accepted" | "application.rejected" | "invitation.created" | "invitation.accepted" | "invitation.rejected" | "message.created" | "project.started" | "project.completed" | "payment.escrowed" | "payment.released" | "payment.refunded" | "review.published" | "order.paid")[];
            /** Format: uuid */
            id: string;
            /** @description whsec_...: the key of the WallCraft-Signature HMAC; only you see it */
            secret: string;
            url: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    "accounts-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"][];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "accounts-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    userType: "artist" | "wall_owner" | "brand";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Account"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "agreedAmounts-confirm": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgreedAmount"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "agreedAmounts-decline": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgreedAmount"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "applications-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional, trimmed, at most 2000 characters */
                    message?: string | null;
                    /**
                     * Format: uuid
                     * @description The brand project (projectType brand_project)
                     */
                    projectId?: string;
                    /** @enum {string} */
                    projectType: "brand_project" | "wall_project";
                    /** @description Optional: a quote, a duration, concept images and a mock-up */
                    proposal?: {
                        /** @description Up to 5 concept images (objectURL values of POST /objects/upload) */
                        conceptImages?: string[];
                        /** @description Estimated days of work */
                        durationDays: number;
                        /** @description A concept image placed on the wall's photo; the wall must have one */
                        mockup?: {
                            /** @description x, y of the top-left, top-right, bottom-right and bottom-left corners, as fractions of the wall photo */
                            corners: number[];
                            /** @description One of the concept images */
                            imageUrl: string;
                        } | null;
                        /** @description US dollars with at most 2 decimals, more than 0, as a number or a numeric string */
                        quote: number | string | null | unknown;
                    };
                    /**
                     * Format: uuid
                     * @description The wall project (projectType wall_project); projectId is accepted too
                     */
                    wallProjectId?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "applications-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "applications-withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "applications-decide": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description With accepted: false closes the project to new applications (status hired) and politely declines the other pending applications and invitations; true (the default) keeps it open for more artists */
                    keepOpen?: boolean;
                    /**
                     * Format: uuid
                     * @description The notification decided from; it is marked read too
                     */
                    notificationId?: string;
                    /** @enum {string} */
                    status: "accepted" | "rejected";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Application"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "applications-mine": {
        parameters: {
            query?: {
                cursor?: string | null;
                limit?: number;
                projectId?: string;
                status?: "pending" | "accepted" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Application"][];
                        /** @description Pass as cursor for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "applications-received": {
        parameters: {
            query?: {
                cursor?: string | null;
                limit?: number;
                projectId?: string;
                status?: "pending" | "accepted" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Application"][];
                        /** @description Pass as cursor for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "applications-sent": {
        parameters: {
            query?: {
                cursor?: string | null;
                limit?: number;
                projectId?: string;
                status?: "pending" | "accepted" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Application"][];
                        /** @description Pass as cursor for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "artists-list": {
        parameters: {
            query?: {
                cursor?: string | null;
                limit?: number;
                search?: string;
                specialty?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ArtistSummary"][];
                        /** @description Pass as cursor for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "artists-setGallery": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The whole gallery, in order (replaces it); at most 30 */
                    images: string[];
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArtistProfile"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "artists-getProfile": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArtistProfile"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "artists-createProfile": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Default available
                     * @enum {string}
                     */
                    availability?: "available" | "limited" | "busy" | "booked";
                    funFact?: string | null;
                    /** @description A whole number from 0 to 100000, as a number or a numeric string; "" or null for none */
                    hourlyRate?: number | string | null;
                    portfolioImages?: string[];
                    portfolioUrl?: string | null;
                    preferredStyles?: string[];
                    /** @description A whole number from 0 to 1000000, as a number or a numeric string; "" or null for none */
                    projectRate?: number | string | null;
                    specialties?: string[];
                    story?: string | null;
                    whatIOffer?: string[];
                    /** @description A whole number from 0 to 100, as a number or a numeric string; "" or null for none */
                    yearsExperience?: number | string | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArtistProfile"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "artists-updateProfile": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Default available
                     * @enum {string}
                     */
                    availability?: "available" | "limited" | "busy" | "booked";
                    funFact?: string | null;
                    /** @description A whole number from 0 to 100000, as a number or a numeric string; "" or null for none */
                    hourlyRate?: number | string | null;
                    portfolioImages?: string[];
                    portfolioUrl?: string | null;
                    preferredStyles?: string[];
                    /** @description A whole number from 0 to 1000000, as a number or a numeric string; "" or null for none */
                    projectRate?: number | string | null;
                    specialties?: string[];
                    story?: string | null;
                    whatIOffer?: string[];
                    /** @description A whole number from 0 to 100, as a number or a numeric string; "" or null for none */
                    yearsExperience?: number | string | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ArtistProfile"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "artists-setUnavailableDates": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The whole list of days the artist is unavailable (replaces it) */
                    dates: string[];
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description YYYY-MM-DD, ascending, unique */
                        dates: string[];
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "auth-setActiveAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    accountId: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "auth-login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["User"];
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "auth-logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "email-forgotPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "email-resetPassword": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "auth-register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    firstName?: string;
                    lastName?: string;
                    password: string;
                    /** @description The ?ref= code the visitor arrived with: a friend's code records the sign-up as that friend's referral; an unknown or malformed one is ignored and never blocks the sign-up */
                    referralCode?: string | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        user: components["schemas"]["User"];
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "auth-user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CurrentUser"] | null;
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "billing-list": {
        parameters: {
            query?: {
                cursor?: string | null;
                from?: string;
                limit?: number;
                projectId?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingPage"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "billing-mode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentMode"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Internal server error */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "billing-summary": {
        parameters: {
            query?: {
                from?: string;
                projectId?: string;
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingSummary"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "brands-list": {
        parameters: {
            query?: {
                cursor?: string | null;
                industry?: string;
                limit?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["BrandSummary"][];
                        /** @description Pass as cursor for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "brands-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandUser"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "brands-createProfile": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    brandImages?: string[];
                    /** @description US dollars: a number or text such as "5000" or "$5,000.50" */
                    budget: number | string | null | unknown;
                    companyLogo?: string | null;
                    companyName: string;
                    /**
                     * @description Default medium
                     * @enum {string}
                     */
                    companySize?: "startup" | "small" | "medium" | "large" | "enterprise";
                    funFact?: string | null;
                    industry: string;
                    /** @description A whole number from 0 to 100000, as a number or a numeric string; "" or null for none */
                    pastProjects?: number | string | null;
                    preferredStyles?: string[];
                    story?: string | null;
                    /**
                     * @description Default moderate
                     * @enum {string}
                     */
                    timeline?: "urgent" | "moderate" | "flexible";
                    website?: string | null;
                    whatIOffer?: string[];
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandProfile"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "brands-updateProfile": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    brandImages?: string[];
                    /** @description US dollars: a number or text such as "5000" or "$5,000.50" */
                    budget?: number | string | null | unknown;
                    companyLogo?: string | null;
                    companyName?: string;
                    /**
                     * @description Default medium
                     * @enum {string}
                     */
                    companySize?: "startup" | "small" | "medium" | "large" | "enterprise";
                    funFact?: string | null;
                    industry?: string;
                    /** @description A whole number from 0 to 100000, as a number or a numeric string; "" or null for none */
                    pastProjects?: number | string | null;
                    preferredStyles?: string[];
                    story?: string | null;
                    /**
                     * @description Default moderate
                     * @enum {string}
                     */
                    timeline?: "urgent" | "moderate" | "flexible";
                    website?: string | null;
                    whatIOffer?: string[];
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandProfile"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "chat-send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The whole conversation, oldest first, ending with the user's question: at most 30 messages of at most 2,000 characters each */
                    messages: components["schemas"]["ChatMessage"][];
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChatReply"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "support-mine": {
        parameters: {
            query?: {
                cursor?: string | null;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["SupportRequest"][];
                        /** @description Pass as cursor for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "support-sendContact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Trimmed, 1 to 5000 characters */
                    comments: string;
                    /**
                     * Format: email
                     * @description Where to answer you: needed when signed out; signed in, the answer comes to your account and this is ignored
                     */
                    email?: string;
                    /** @description Trimmed, 1 to 200 characters */
                    subject: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportReceipt"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "dashboard-gettingStarted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["GettingStarted"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "dashboard-matches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        heading: "Projects For You" | "Artists For You";
                        /** @description Artists see up to 4 walls then up to 4 brands; everyone else up to 8 artists */
                        items: components["schemas"]["DashboardMatch"][];
                        /** @description The viewer's active profile type */
                        viewerType: ("artist" | "wall_owner" | "brand") | null;
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "dashboard-revenue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardRevenue"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "dashboard-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardStats"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "deals-list": {
        parameters: {
            query?: {
                cursor?: string | null;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["DealSummary"][];
                        /** @description Pass as cursor for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "deals-get": {
        parameters: {
            query?: {
                artistId?: string;
            };
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Deal"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "discover-search": {
        parameters: {
            query?: {
                cursor?: string | null;
                distance?: string[];
                east?: number;
                industry?: string[];
                lat?: number;
                limit?: number;
                lng?: number;
                north?: number;
                priceRange?: string[];
                projectBudget?: string[];
                projectStatus?: string[];
                projectTimeline?: string[];
                search?: string;
                south?: number;
                specialties?: string[];
                surfaceType?: string[];
                tab?: string;
                visibility?: string[];
                wallAvailability?: string[];
                west?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["DiscoverItem"][];
                        /** @description Pass as cursor for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "email-confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        confirmed: boolean;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "email-resendConfirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sent: boolean;
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "email-preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailPreferences"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "email-setPreference": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    category: "applications" | "invitations" | "messages" | "payments" | "reviews" | "referrals" | "webhooks" | "tracking";
                    enabled: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailPreferences"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "email-unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Unsubscribed"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "support-sendFeedback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What you think of WallCraft: trimmed, 1 to 5000 characters */
                    feedback: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SupportReceipt"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "health-check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        database: "ok";
                        /** @constant */
                        status: "ok";
                    };
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "health-live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Liveness"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "health-ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Readiness"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "helpArticles-list": {
        parameters: {
            query?: {
                category?: "general" | "artists" | "walls" | "brands";
                cursor?: string | null;
                limit?: number;
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["HelpArticleSummary"][];
                        /** @description Pass as cursor for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "helpArticles-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                slug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HelpArticle"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "insights-get": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Insights"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "insights-trends": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["InsightTrends"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "invitations-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    artistId: string;
                    /** @description Optional, trimmed, at most 2000 characters */
                    message?: string | null;
                    /**
                     * Format: uuid
                     * @description Your brand project (projectType brand_project)
                     */
                    projectId?: string;
                    /** @enum {string} */
                    projectType: "brand_project" | "wall_project";
                    /**
                     * Format: uuid
                     * @description Your wall project (projectType wall_project); projectId is accepted too
                     */
                    wallProjectId?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "invitations-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "invitations-withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "invitations-decide": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The notification decided from; it is marked read too
                     */
                    notificationId?: string;
                    /** @description Only with status accepted: the artist's quote, duration, concept images and mock-up; its quote becomes the agreed amount */
                    proposal?: {
                        /** @description Up to 5 concept images (objectURL values of POST /objects/upload) */
                        conceptImages?: string[];
                        /** @description Estimated days of work */
                        durationDays: number;
                        /** @description A concept image placed on the wall's photo; the wall must have one */
                        mockup?: {
                            /** @description x, y of the top-left, top-right, bottom-right and bottom-left corners, as fractions of the wall photo */
                            corners: number[];
                            /** @description One of the concept images */
                            imageUrl: string;
                        } | null;
                        /** @description US dollars with at most 2 decimals, more than 0, as a number or a numeric string */
                        quote: number | string | null | unknown;
                    };
                    /** @enum {string} */
                    status: "accepted" | "rejected";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Invitation"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "invitations-mine": {
        parameters: {
            query?: {
                cursor?: string | null;
                limit?: number;
                projectId?: string;
                status?: "pending" | "accepted" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Invitation"][];
                        /** @description Pass as cursor for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "invitations-received": {
        parameters: {
            query?: {
                cursor?: string | null;
                limit?: number;
                projectId?: string;
                status?: "pending" | "accepted" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Invitation"][];
                        /** @description Pass as cursor for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "invitations-sent": {
        parameters: {
            query?: {
                cursor?: string | null;
                limit?: number;
                projectId?: string;
                status?: "pending" | "accepted" | "rejected";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Invitation"][];
                        /** @description Pass as cursor for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "accountData-listExports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataExport"][];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "accountData-requestExport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DataExport"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "accountData-deleteAccount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "messages-list": {
        parameters: {
            query?: {
                cursor?: string | null;
                limit?: number;
                userId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Message"][];
                        /** @description Pass as cursor for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "messages-send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Up to 5 objectURLs of confirmed uploads made with purpose attachment (photos or PDFs)
                     * @default []
                     */
                    attachments?: string[];
                    /**
                     * @description Trimmed; at most 5000 characters; may be empty when the message carries files
                     * @default
                     */
                    content?: string;
                    /** Format: uuid */
                    receiverId: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "messages-conversations": {
        parameters: {
            query?: {
                cursor?: string | null;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Conversation"][];
                        /** @description Pass as cursor for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "messages-markConversationSeen": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The other person of the conversation
                     */
                    userId: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description How many messages became seen */
                        updated: number;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "messages-unreadCount": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Messages sent to you that you have not seen yet, from everyone */
                        count: number;
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "milestones-list": {
        parameters: {
            query: {
                projectId: string;
                projectType: "brand_project" | "wall_project";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MilestoneList"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "milestones-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description US dollars with at most 2 decimals, more than 0, as a number or a numeric string */
                    amount: number | string | null | unknown;
                    /** @description The artist this milestone pays: one accepted on the project; may be left out when there is only one */
                    artistId?: string | null;
                    /** @description What the artist delivers for this milestone */
                    deliverables?: string | null;
                    description?: string | null;
                    /** @description YYYY-MM-DD; "" or null for none */
                    dueDate?: string | null;
                    /** Format: uuid */
                    projectId: string;
                    /** @enum {string} */
                    projectType: "brand_project" | "wall_project";
                    /** @description 1 and up, as a number or a numeric string; left out: after the last milestone (1 for the first) */
                    sequenceOrder?: number | string | null;
                    /** @description Milestones start pending; must be pending if sent */
                    status?: string | null;
                    title: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Milestone"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "milestones-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description US dollars with at most 2 decimals, more than 0, as a number or a numeric string */
                    amount?: number | string | null | unknown;
                    /** @description What the artist delivers for this milestone */
                    deliverables?: string | null;
                    description?: string | null;
                    /** @description YYYY-MM-DD; "" or null for none */
                    dueDate?: string | null;
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Milestone"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "milestones-approve": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Milestone"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "milestones-deliver": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 1 to 10 image URLs (objectURL values of POST /objects/upload) */
                    images: string[];
                    /** @description What was done, for the owner; at most 2000 characters */
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Milestone"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "milestones-fund": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FundedMilestone"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "milestones-requestChanges": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What the artist should change; 1 to 2000 characters */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Milestone"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "milestones-reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Every one of the project's milestone ids, once, in the new order */
                    ids: string[];
                    /** Format: uuid */
                    projectId: string;
                    /** @enum {string} */
                    projectType: "brand_project" | "wall_project";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MilestoneList"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "myProjects-current": {
        parameters: {
            query?: {
                cursor?: string | null;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyProjectsBucket"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "myProjects-future": {
        parameters: {
            query?: {
                cursor?: string | null;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyProjectsBucket"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "myProjects-past": {
        parameters: {
            query?: {
                cursor?: string | null;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MyProjectsBucket"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "notifications-list": {
        parameters: {
            query?: {
                category?: "all" | "unread" | "applications" | "invitations" | "projects" | "payments";
                cursor?: string | null;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Notification"][];
                        /** @description Pass as cursor for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "notifications-markRead": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    isRead: boolean;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "notifications-counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationCounts"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "notifications-markAllRead": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        updated: number;
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "notifications-unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notification"][];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "uploads-confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The objectURL returned by POST /objects/upload */
                    objectURL: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Upload"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "uploads-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The file's MIME type: image/png, image/jpeg, image/webp, image/gif for images; image/png, image/jpeg, image/webp, application/pdf for attachments. SVG is refused because it can carry script. */
                    contentType: string;
                    /** @description Informational only: the stored name is random (an attachment shows it) */
                    fileName?: string;
                    /**
                     * @description image (default): a photo for profiles, walls and projects, public at its objectURL. attachment: a file for a message (image/png, image/jpeg, image/webp, application/pdf), served only to the message's two people.
                     * @default image
                     * @enum {string}
                     */
                    purpose?: "image" | "attachment";
                    /** @description The file size in bytes, at most 10485760 (10 MB) */
                    size: number;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadTicket"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "payments-payoutLink": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutLink"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "payments-payoutStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayoutStatus"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "places-search": {
        parameters: {
            query: {
                limit?: number;
                /** @description The start of a city name, optionally followed by ", region" or ", country" ("Portland, OR") */
                q: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlaceList"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "places-nearest": {
        parameters: {
            query: {
                latitude: number;
                longitude: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NearestPlace"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "projects-list": {
        parameters: {
            query?: {
                brandId?: string;
                cursor?: string | null;
                limit?: number;
                search?: string;
                status?: "open" | "in_progress" | "completed" | "cancelled" | "closed" | "hired";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["BrandProject"][];
                        /** @description Pass as cursor for the next page; null on the last page */
                        nextCursor: string | null;
                        total: components["schemas"]["ListTotal"];
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "projects-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Dollars, as a number or numeric string ("5000.50"); stored in integer cents */
                    budget?: number | string | null;
                    description?: string | null;
                    /** @description Image URLs (objectURL values of POST /objects/upload) */
                    images?: string[];
                    latitude?: number | null;
                    location: string;
                    longitude?: number | null;
                    preferredStyles?: string[];
                    /** @description The site's pin (with siteLongitude); only the owner and hired artists see it */
                    siteLatitude?: number | null;
                    siteLongitude?: number | null;
                    /** @description Optional, at most 200 characters; only the owner and hired artists see it */
                    streetAddress?: string | null;
                    timeline?: ("1_2_weeks" | "2_4_weeks" | "1_3_months" | "3_6_months" | "6_plus_months" | "urgent" | "moderate" | "flexible") | null;
                    title: string;
                    wallId?: string | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandProject"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "projects-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandProject"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "projects-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "projects-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Dollars, as a number or numeric string ("5000.50"); stored in integer cents */
                    budget?: number | string | null;
                    description?: string | null;
                    /** @description Image URLs (objectURL values of POST /objects/upload) */
                    images?: string[];
                    latitude?: number | null;
                    location?: string;
                    longitude?: number | null;
                    preferredStyles?: string[];
                    /** @description The site's pin (with siteLongitude); only the owner and hired artists see it */
                    siteLatitude?: number | null;
                    siteLongitude?: number | null;
                    /** @description Optional, at most 200 characters; only the owner and hired artists see it */
                    streetAddress?: string | null;
                    timeline?: ("1_2_weeks" | "2_4_weeks" | "1_3_months" | "3_6_months" | "6_plus_months" | "urgent" | "moderate" | "flexible") | null;
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandProject"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "projects-close": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandProject"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "projects-reopen": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandProject"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "projects-setWall": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The wall to show; null clears it. Someone else's wall is asked for, not shown, until its owner accepts */
                    wallId: string | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BrandProject"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "agreedAmounts-propose": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description US dollars with at most 2 decimals, as a number or a numeric string; at least the payment minimum */
                    amount: number | string | null | unknown;
                    /**
                     * Format: uuid
                     * @description An artist accepted on the project without a proposal (their application or invitation carries no quote)
                     */
                    artistId: string;
                    /** @enum {string} */
                    projectType: "brand_project" | "wall_project";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgreedAmount"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "agreedAmounts-list": {
        parameters: {
            query: {
                projectType: "brand_project" | "wall_project";
            };
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AgreedAmountList"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tracking-complete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description Whether the photos also join your public portfolio (your profile's gallery)
                     * @default false
                     */
                    addToPortfolio?: boolean;
                    /** @description A word to the owner about the finished work */
                    note?: string | null;
                    /**
                     * @description 0 to 10 image URLs of the finished work (objectURL values of POST /objects/upload)
                     * @default []
                     */
                    photos?: string[];
                    /**
                     * @default brand_project
                     * @enum {string}
                     */
                    projectType?: "brand_project" | "wall_project";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        projectId: string;
                        /** @enum {string} */
                        projectType: "brand_project" | "wall_project";
                        /** @description The tracking session, now completed (null if none was started) */
                        session: components["schemas"]["TrackingSession"] | null;
                        /** @constant */
                        status: "completed";
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "reviews-confirmCompletion": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default brand_project
                     * @enum {string}
                     */
                    projectType?: "brand_project" | "wall_project";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfirmedCompletion"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "reviews-dispute": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Your completed project */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Up to 10 photos (objectURL values of POST /objects/upload) */
                    evidenceImages?: string[];
                    /**
                     * @description Messages between you and the artist that show the problem
                     * @default []
                     */
                    evidenceMessageIds?: string[];
                    /** @enum {string} */
                    projectType: "brand_project" | "wall_project";
                    /** @description Trimmed, 1 to 2000 characters */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dispute"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "proposals-compare": {
        parameters: {
            query: {
                projectType: "brand_project" | "wall_project";
            };
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProposalComparison"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tracking-start": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The brand project (projectType brand_project) or wall project (wall_project) */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Decimal degrees, -90 to 90; a number or a numeric string */
                    latitude: number | string;
                    /** @description Decimal degrees, -180 to 180; a number or a numeric string */
                    longitude: number | string;
                    /**
                     * @default brand_project
                     * @enum {string}
                     */
                    projectType?: "brand_project" | "wall_project";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackingSession"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tracking-project": {
        parameters: {
            query?: {
                projectType?: "brand_project" | "wall_project";
            };
            header?: never;
            path: {
                /** @description The brand project (projectType brand_project) or wall project (wall_project) */
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectTracking"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "projects-mine": {
        parameters: {
            query?: {
                cursor?: string | null;
                limit?: number;
                status?: "open" | "in_progress" | "completed" | "cancelled" | "closed" | "hired";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["BrandProject"][];
                        /** @description Pass as cursor for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "recentlyViewed-list": {
        parameters: {
            query?: {
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecentlyViewedEntry"][];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "recentlyViewed-record": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    itemId: string;
                    /**
                     * @description project, wall_project, wall, or the viewed user's type (artist, brand, wall_owner)
                     * @enum {string}
                     */
                    itemType: "artist" | "wall_owner" | "brand" | "wall" | "project" | "wall_project";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** Format: uuid */
                        itemId: string;
                        /** @enum {string} */
                        itemType: "artist" | "wall_owner" | "brand" | "wall" | "project" | "wall_project";
                        /** @description ISO 8601 */
                        viewedAt: string;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "referrals-invite": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The code of the shared link (?ref=), any case */
                code: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralInvite"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "referrals-myCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralCode"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "referrals-rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralRules"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "referrals-signups": {
        parameters: {
            query?: {
                cursor?: string | null;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ReferralSignup"][];
                        /** @description Pass as cursor for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "referrals-stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReferralStats"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "referrals-useCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A friend's referral code; trimmed and upper-cased, so 'ab3kx7pq' is AB3KX7PQ */
                    code: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsedReferralCode"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "reports-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description What is wrong, in your words: optional, at most 2000 characters */
                    comment?: string | null;
                    /** @enum {string} */
                    reason: "spam" | "scam" | "offensive" | "harassment" | "copyright" | "misleading" | "other";
                    /** Format: uuid */
                    targetId: string;
                    /**
                     * @description What kind of item: a user (their profile), a wall, a project or a message
                     * @enum {string}
                     */
                    targetType: "user" | "wall" | "brand_project" | "wall_project" | "message";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Report"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "reviews-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Optional, trimmed, at most 2000 characters */
                    comment?: string | null;
                    /**
                     * Format: uuid
                     * @description The completed brand project (projectType brand_project) or wall project
                     */
                    projectId: string;
                    /** @enum {string} */
                    projectType: "brand_project" | "wall_project";
                    /** @description Whole stars, 1 to 5 */
                    rating: number;
                    /**
                     * Format: uuid
                     * @description The artist the owner reviews; needed only when the project has several accepted artists
                     */
                    revieweeId?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Review"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "reviews-pending": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: {
                            counterpart: components["schemas"]["CollaborationParty"];
                            project: components["schemas"]["CollaborationProject"];
                        }[];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "reviews-forProject": {
        parameters: {
            query?: {
                projectType?: "brand_project" | "wall_project";
            };
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProjectReviews"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "saved-list": {
        parameters: {
            query?: {
                cursor?: string | null;
                itemId?: string;
                itemType?: "artist" | "wall_owner" | "brand" | "wall" | "wall_project" | "brand_project";
                limit?: number;
                tab?: "all" | "artists" | "walls" | "brands" | "projects";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["SavedItem"][];
                        /** @description Pass as cursor for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "saved-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    itemId: string;
                    /**
                     * @description artist, wall_owner or brand (a person, by user id), wall, wall_project or brand_project
                     * @enum {string}
                     */
                    itemType: "artist" | "wall_owner" | "brand" | "wall" | "wall_project" | "brand_project";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedItem"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "saved-remove": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "saved-check": {
        parameters: {
            query?: {
                itemIds?: string[];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description Your saved entries among the ids asked about; an id not saved is absent */
                        items: components["schemas"]["SavedMark"][];
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "saved-counts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedCounts"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "shop-cart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cart"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "shop-addToCart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        /** Format: uuid */
                        productId: string;
                        quantity: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cart"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "shop-setCartItem": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 0 removes the product from the cart; at most 999 */
                    quantity: number;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cart"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "shop-mergeCart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    items: {
                        /** Format: uuid */
                        productId: string;
                        quantity: number;
                    }[];
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Cart"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "shop-listOrders": {
        parameters: {
            query?: {
                cursor?: string | null;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Order"][];
                        /** @description Pass as cursor for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "shop-placeOrder": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry-safe creation: the same key with the same body answers the first payment; with another body, 409 */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description As the Idempotency-Key header (for tRPC clients, which send no headers of their own) */
                    idempotencyKey?: string;
                    items: {
                        /** @description One unit, as shown: US dollars with at most 2 decimals, as a number or text */
                        price: number | string | null | unknown;
                        /** Format: uuid */
                        productId: string;
                        quantity: number;
                        /** @description As shown to the buyer; the order keeps the catalogue’s title */
                        title?: string;
                    }[];
                    /** @description The flat 9.99: US dollars with at most 2 decimals, as a number or text */
                    shipping: number | string | null | unknown;
                    shippingAddress: {
                        city: string;
                        /** Format: email */
                        email: string;
                        line1: string;
                        line2?: string | null;
                        name: string;
                        phone?: string | null;
                        state: string;
                        zip: string;
                    };
                    /** @description Σ price × quantity: US dollars with at most 2 decimals, as a number or text */
                    subtotal: number | string | null | unknown;
                    /** @description 8% of the subtotal, rounded half up to the cent: US dollars with at most 2 decimals, as a number or text */
                    tax: number | string | null | unknown;
                    /** @description subtotal + tax + shipping: US dollars with at most 2 decimals, as a number or text */
                    total: number | string | null | unknown;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlacedOrder"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment was declined; nothing was charged */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "shop-getOrder": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The order’s id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "shop-listProducts": {
        parameters: {
            query?: {
                cursor?: string | null;
                limit?: number;
                search?: string;
                tag?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["ShopProduct"][];
                        /** @description Pass as cursor for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "shop-getProduct": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The product’s id (UUID) or its slug */
                idOrSlug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopProduct"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "shop-tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ShopTagList"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "apiTokens-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiToken"][];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "apiTokens-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Days until the token stops working (1 to 365); left out, it never expires */
                    expiresInDays?: number;
                    /** @description What the token is for, so you recognise it later: 1 to 100 characters */
                    name: string;
                    /** @description What the token may do; it can do nothing else */
                    scopes: ("profile:read" | "projects:read" | "projects:write" | "messages:read" | "messages:write" | "payments:read" | "webhooks:write")[];
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiToken"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "apiTokens-revoke": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tracking-location": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Decimal degrees, -90 to 90; a number or a numeric string */
                    latitude: number | string;
                    /** @description Decimal degrees, -180 to 180; a number or a numeric string */
                    longitude: number | string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackingSession"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tracking-status": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description paused (from active), active (from paused) or completed (from either)
                     * @enum {string}
                     */
                    status: "active" | "paused" | "completed";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TrackingSession"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tracking-active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["TrackingSession"][];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "tracking-projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["TrackableProject"][];
                    };
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "payments-create": {
        parameters: {
            query?: never;
            header?: {
                /** @description Retry-safe creation: the same key with the same body answers the first payment; with another body, 409 */
                "idempotency-key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description US dollars with at most 2 decimals, as a number or a numeric string */
                    amount: number | string | null | unknown;
                    /** @description As the Idempotency-Key header (for tRPC clients, which send no headers of their own) */
                    idempotencyKey?: string;
                    /** @description amount − platformFee in dollars; must equal the server's value if sent */
                    netAmount?: number | string | null;
                    /** @description Always you; must equal your user id if sent */
                    payerId?: string | null;
                    /** @description Payments are created pending; must be pending if sent */
                    paymentStatus?: string | null;
                    /**
                     * @default lump_sum
                     * @enum {string}
                     */
                    paymentType?: "lump_sum" | "milestone";
                    /** @description The fee in dollars; must equal the server's value if sent */
                    platformFee?: number | string | null;
                    /** @description The platform fee in percent (5 or "5.00"); must equal the server's value if sent */
                    platformFeePercentage?: number | string | null;
                    /**
                     * Format: uuid
                     * @description The brand project (projectType brand_project) or wall project (wall_project) paid for
                     */
                    projectId: string;
                    /** @enum {string} */
                    projectType: "brand_project" | "wall_project";
                    /**
                     * Format: uuid
                     * @description The artist paid: one with an accepted application or invitation on the project
                     */
                    recipientId: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedPayment"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Temporarily unavailable */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "payments-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "payments-cancel": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "payments-list": {
        parameters: {
            query?: {
                cursor?: string | null;
                limit?: number;
                projectType?: "brand_project" | "wall_project";
            };
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Payment"][];
                        /** @description Pass as cursor for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "payments-payees": {
        parameters: {
            query?: {
                projectType?: "brand_project" | "wall_project";
            };
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PayeeList"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "payments-summary": {
        parameters: {
            query?: {
                projectType?: "brand_project" | "wall_project";
            };
            header?: never;
            path: {
                projectId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentSummary"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "payments-refund": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "payments-release": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Payment"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "payments-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PaymentSettings"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "users-list": {
        parameters: {
            query?: {
                cursor?: string | null;
                limit?: number;
                search?: string;
                userType?: "artist" | "wall_owner" | "brand";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["UserSummary"][];
                        /** @description Pass as cursor for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "users-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicProfile"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "users-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    bio?: string | null;
                    businessEmail?: ("" | string) | null;
                    businessName?: string | null;
                    dba?: string | null;
                    emergencyContactName?: string | null;
                    emergencyContactPhone?: string | null;
                    facebookHandle?: string | null;
                    firstName?: string;
                    instagramHandle?: string | null;
                    lastName?: string;
                    latitude?: number | null;
                    /**
                     * @description The unit wall sizes are shown in: ft or m
                     * @enum {string}
                     */
                    lengthUnit?: "ft" | "m";
                    location?: string | null;
                    longitude?: number | null;
                    phone?: string | null;
                    tiktokHandle?: string | null;
                    twitterHandle?: string | null;
                    /**
                     * @description Onboarding: adds this profile if missing and makes it the active one
                     * @enum {string}
                     */
                    userType?: "artist" | "wall_owner" | "brand";
                    website?: string | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "users-setImages": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description null removes it; leave out to keep it */
                    heroImageUrl?: string | null;
                    /** @description null removes it; leave out to keep it */
                    profileImageUrl?: string | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "users-view": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An id (UUID) */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description True when this was your first visit today */
                        counted: boolean;
                    };
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "verification-initiate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationInitiated"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The payment was declined; nothing was charged */
            402: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "verification-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerificationStatus"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "wallProjects-list": {
        parameters: {
            query?: {
                cursor?: string | null;
                limit?: number;
                ownerId?: string;
                search?: string;
                status?: "open" | "in_progress" | "completed" | "cancelled" | "closed" | "hired";
                wallId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["WallProject"][];
                        /** @description Pass as cursor for the next page; null on the last page */
                        nextCursor: string | null;
                        total: components["schemas"]["ListTotal"];
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "wallProjects-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Dollars, as a number or numeric string ("5000.50"); stored in integer cents */
                    budget?: number | string | null;
                    description?: string | null;
                    /** @description Image URLs (objectURL values of POST /objects/upload) */
                    images?: string[];
                    /** @description Defaults to the wall's location; required when the wall has none */
                    location?: string | null;
                    preferredStyles?: string[];
                    /** @description The site's pin (with siteLongitude); only the owner and hired artists see it */
                    siteLatitude?: number | null;
                    siteLongitude?: number | null;
                    /** @description Optional, at most 200 characters; only the owner and hired artists see it */
                    streetAddress?: string | null;
                    timeline?: ("1_2_weeks" | "2_4_weeks" | "1_3_months" | "3_6_months" | "6_plus_months" | "urgent" | "moderate" | "flexible") | null;
                    title: string;
                    /** Format: uuid */
                    wallId: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WallProject"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "wallProjects-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WallProject"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "wallProjects-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "wallProjects-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Dollars, as a number or numeric string ("5000.50"); stored in integer cents */
                    budget?: number | string | null;
                    description?: string | null;
                    /** @description Image URLs (objectURL values of POST /objects/upload) */
                    images?: string[];
                    /** @description Defaults to the wall's location; required when the wall has none */
                    location?: string | null;
                    preferredStyles?: string[];
                    /** @description The site's pin (with siteLongitude); only the owner and hired artists see it */
                    siteLatitude?: number | null;
                    siteLongitude?: number | null;
                    /** @description Optional, at most 200 characters; only the owner and hired artists see it */
                    streetAddress?: string | null;
                    timeline?: ("1_2_weeks" | "2_4_weeks" | "1_3_months" | "3_6_months" | "6_plus_months" | "urgent" | "moderate" | "flexible") | null;
                    title?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WallProject"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "wallProjects-close": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WallProject"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "wallProjects-reopen": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WallProject"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "wallProjects-mine": {
        parameters: {
            query?: {
                cursor?: string | null;
                limit?: number;
                status?: "open" | "in_progress" | "completed" | "cancelled" | "closed" | "hired";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["WallProject"][];
                        /** @description Pass as cursor for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "projects-wallRequest": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WallRequest"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "projects-decideWall": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: uuid
                     * @description The notification decided from; it is marked read too
                     */
                    notificationId?: string;
                    /** @enum {string} */
                    status: "accepted" | "rejected";
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WallRequest"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "walls-list": {
        parameters: {
            query?: {
                cursor?: string | null;
                limit?: number;
                ownerId?: string;
                search?: string;
                status?: "available" | "booked" | "unavailable";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Wall"][];
                        /** @description Pass as cursor for the next page; null on the last page */
                        nextCursor: string | null;
                        total: components["schemas"]["ListTotal"];
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "walls-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    description?: string | null;
                    /** @description Height in feet (decimal, step 0.1 in the form); null when unknown */
                    height?: number | null;
                    /** @description Image URLs (objectURL values of POST /objects/upload) */
                    images?: string[];
                    latitude?: number | null;
                    location: string;
                    longitude?: number | null;
                    /**
                     * @default available
                     * @enum {string}
                     */
                    status?: "available" | "booked" | "unavailable";
                    surfaceType?: ("brick" | "concrete" | "metal" | "wood" | "stucco" | "glass" | "other") | null;
                    title: string;
                    /** @description null when not chosen */
                    visibility?: ("high" | "medium" | "low" | "private") | null;
                    wallType?: string | null;
                    /** @description Width in feet (decimal, step 0.1 in the form); null when unknown */
                    width?: number | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Wall"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "walls-get": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Wall"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "walls-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string | null;
                    description?: string | null;
                    /** @description Height in feet (decimal, step 0.1 in the form); null when unknown */
                    height?: number | null;
                    /** @description Image URLs (objectURL values of POST /objects/upload) */
                    images?: string[];
                    latitude?: number | null;
                    location?: string;
                    longitude?: number | null;
                    /** @enum {string} */
                    status?: "available" | "booked" | "unavailable";
                    surfaceType?: ("brick" | "concrete" | "metal" | "wood" | "stucco" | "glass" | "other") | null;
                    title?: string;
                    /** @description null when not chosen */
                    visibility?: ("high" | "medium" | "low" | "private") | null;
                    wallType?: string | null;
                    /** @description Width in feet (decimal, step 0.1 in the form); null when unknown */
                    width?: number | null;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Wall"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "walls-mine": {
        parameters: {
            query?: {
                cursor?: string | null;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["Wall"][];
                        /** @description Pass as cursor for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhooks-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"][];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhooks-create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description A note for you: what the endpoint is for
                     * @default
                     */
                    description?: string;
                    /** @description The events sent to this endpoint */
                    eventTypes: ("application.created" | "application.accepted" | "application.rejected" | "invitation.created" | "invitation.accepted" | "invitation.rejected" | "message.created" | "project.started" | "project.completed" | "payment.escrowed" | "payment.released" | "payment.refunded" | "review.published" | "order.paid")[];
                    /** @description Where events are POSTed: https, a public address */
                    url: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhooks-delete": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": unknown;
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhooks-update": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A note for you: what the endpoint is for */
                    description?: string;
                    /** @description false pauses deliveries; true resumes them and clears the failure count */
                    enabled?: boolean;
                    /** @description The events sent to this endpoint */
                    eventTypes?: ("application.created" | "application.accepted" | "application.rejected" | "invitation.created" | "invitation.accepted" | "invitation.rejected" | "message.created" | "project.started" | "project.completed" | "payment.escrowed" | "payment.released" | "payment.refunded" | "review.published" | "order.paid")[];
                    /** @description Where events are POSTed: https, a public address */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhooks-deliveries": {
        parameters: {
            query?: {
                cursor?: string | null;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        items: components["schemas"]["WebhookDelivery"][];
                        /** @description Pass as cursor for the next page; null on the last page */
                        nextCursor: string | null;
                    };
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhooks-redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deliveryId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDelivery"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Conflicts with the current state */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    "webhooks-rotateSecret": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Successful response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            /** @description Invalid input: the message names the field */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not signed in */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not allowed for this user */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Not found */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
