import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE, getJson, usd, noSidewaysScroll, signUp, typeCity, unique, type Person } from './support';

/**
 * A listing's life on the web, on a laptop and on a 360 px phone: the owner posts, edits, invites, closes and reopens
 * a project from its page while an artist applies and is told; a wall owner marks a wall booked and its project
 * stops taking applications; an artist withdraws an application. Everyone is a fresh sign-up, so no other spec's
 * data is in the way.
 */

/** Letters only (names take no digits), different every run. */
const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

const toast = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

async function apiPost<T = { id: string }>(who: Person, path: string, data: object) {
  const response = await who.context.request.post(path, { data });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

type Notification = { type: string; message: string; projectId: string | null };

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`at ${viewport.width} px`, () => {
    test('a brand posts, edits, invites to, closes and reopens a project from its page while an artist hears of it', async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const brand = await signUp(
        browser,
        baseURL!,
        { firstName: 'Lena', lastName: 'Listing', userType: 'brand' },
        { viewport },
      );
      const applicant = await signUp(
        browser,
        baseURL!,
        { firstName: 'Abe', lastName: 'Applicant', userType: 'artist' },
        { viewport },
      );
      const inviteeName = `Ivy ${letters()}`;
      const [first, last] = inviteeName.split(' ') as [string, string];
      const invitee = await signUp(browser, baseURL!, { firstName: first, lastName: last, userType: 'artist' });
      const { page } = brand;
      const title = `Listing mural ${unique()}`;

      // Posting lands on the project's page, and My projects opens on OPEN, where it is.
      await page.goto('/projects/create');
      await page.getByLabel('Title').fill(title);
      await typeCity(page, 'Houston, TX');
      await page.getByLabel('Budget (USD)').fill('3000');
      await page.getByRole('button', { name: 'POST PROJECT' }).click();
      await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
      const projectId = page.url().split('/').pop()!;
      await page.goto('/my-projects');
      await expect(page.getByRole('tab', { name: 'OPEN' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('my-project-card').filter({ hasText: title })).toBeVisible();
      await noSidewaysScroll(page, viewport.width);
      await page.getByTestId('my-project-card').filter({ hasText: title }).click();
      await expect(page).toHaveURL(new RegExp(`/projects/${projectId}$`));

      // An artist applies; the brand edits the budget and the artist is told what changed.
      await apiPost(applicant, '/api/applications', { projectType: 'brand_project', projectId });
      const manage = page.getByTestId('owner-actions');
      await manage.getByRole('button', { name: 'EDIT' }).click();
      const editDialog = page.getByRole('dialog', { name: 'EDIT PROJECT' });
      await expect(editDialog.getByLabel('Title')).toHaveValue(title);
      await editDialog.getByLabel('Budget (USD)').fill('4500');
      await noSidewaysScroll(page, viewport.width);
      await editDialog.getByRole('button', { name: 'SAVE CHANGES' }).click();
      await expect(toast(page, 'Project updated')).toBeVisible();
      await expect(editDialog).toHaveCount(0);
      await expect(page.getByText(usd(4500)).first()).toBeVisible();
      const told = await getJson<{ items: Notification[] }>(applicant.context, '/api/notifications');
      expect(told.items.find((n) => n.type === 'project_updated' && n.projectId === projectId)?.message).toBe(
        `${title} was updated: budget`,
      );

      // INVITE ARTISTS finds an artist by name and sends the invitation from the project's page.
      await manage.getByRole('button', { name: 'INVITE ARTISTS' }).click();
      const inviteDialog = page.getByRole('dialog', { name: 'INVITE ARTISTS' });
      await inviteDialog.getByLabel("Artist's name").fill(last);
      await inviteDialog.getByRole('button', { name: `Invite ${inviteeName}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'SEND INVITATION' }).click();
      await expect(toast(page, 'Invitation Sent')).toBeVisible();
      await noSidewaysScroll(page, viewport.width);
      await page.keyboard.press('Escape');
      const invited = await getJson<{ items: { projectId: string | null; status: string }[] }>(
        invitee.context,
        '/api/invitations/my-invitations',
      );
      expect(invited.items.filter((item) => item.projectId === projectId).map((item) => item.status)).toEqual([
        'pending',
      ]);

      // The brand withdraws that invitation where its pending ones are listed (My network), then invites again.
      await page.goto('/my-network');
      await page.getByRole('tab', { name: /^FUTURE/ }).click();
      const sent = page.getByTestId('collaboration').filter({ hasText: title }).filter({ hasText: last });
      await expect(sent).toHaveCount(1);
      // The application the brand received is listed too, without WITHDRAW: only its artist may withdraw it.
      const received = page.getByTestId('collaboration').filter({ hasText: title }).filter({ hasText: 'Applicant' });
      await expect(received).toHaveCount(1);
      await expect(received.getByRole('button', { name: 'WITHDRAW' })).toHaveCount(0);
      await noSidewaysScroll(page, viewport.width);
      await sent.getByRole('button', { name: 'WITHDRAW' }).click();
      await page
        .getByRole('dialog', { name: 'Withdraw this invitation?' })
        .getByRole('button', { name: 'WITHDRAW INVITATION' })
        .click();
      await expect(toast(page, 'Invitation withdrawn')).toBeVisible();
      await expect(sent).toHaveCount(0);
      const withdrawn = await getJson<{ items: { projectId: string | null }[] }>(
        invitee.context,
        '/api/invitations/my-invitations',
      );
      expect(withdrawn.items.filter((item) => item.projectId === projectId)).toHaveLength(0);
      await apiPost(brand, '/api/invitations', { artistId: invitee.id, projectType: 'brand_project', projectId });
      await page.goto(`/projects/${projectId}`);

      // Closing asks first, saying what happens to the pending ones.
      await manage.getByRole('button', { name: 'MORE' }).click();
      await page.getByRole('menuitem', { name: 'Close project' }).click();
      const confirm = page.getByRole('dialog', { name: 'Close this project?' });
      await expect(confirm).toContainText('pending application and invitation is declined');
      await confirm.getByRole('button', { name: 'CLOSE PROJECT' }).click();
      await expect(toast(page, 'Project closed')).toBeVisible();
      await expect(page.getByText('THIS PROJECT IS CLOSED')).toBeVisible();
      await expect(manage.getByRole('button', { name: 'EDIT' })).toHaveCount(0);

      // The artist sees the application declined, and why.
      const artistPage = applicant.page;
      await artistPage.goto(`/projects/${projectId}`);
      const yours = artistPage.getByTestId('your-application');
      await expect(yours).toContainText('REJECTED');
      await expect(artistPage.getByText('Declined: the project was closed')).toBeVisible();
      await expect(yours.getByRole('button', { name: 'WITHDRAW' })).toHaveCount(0);
      await noSidewaysScroll(artistPage, viewport.width);

      // The brand reopens it: open again, with EDIT back.
      await page.getByRole('button', { name: 'REOPEN' }).click();
      await expect(toast(page, 'Project reopened')).toBeVisible();
      await expect(page.getByText('THIS PROJECT IS CLOSED')).toHaveCount(0);
      await expect(manage.getByRole('button', { name: 'EDIT' })).toBeVisible();
      const reopened = await getJson<{ status: string }>(brand.context, `/api/projects/${projectId}`);
      expect(reopened.status).toBe('open');

      // Nobody is hired, so it can be deleted (asked first); the brand lands on My projects, where it is gone.
      await manage.getByRole('button', { name: 'MORE' }).click();
      await page.getByRole('menuitem', { name: 'Delete project' }).click();
      await page
        .getByRole('dialog', { name: 'Delete this project?' })
        .getByRole('button', { name: 'DELETE PROJECT' })
        .click();
      await expect(toast(page, 'Project deleted')).toBeVisible();
      await expect(page).toHaveURL(/\/my-projects$/);
      await expect(page.getByTestId('my-project-card').filter({ hasText: title })).toHaveCount(0);
      expect((await brand.context.request.get(`/api/projects/${projectId}`)).status()).toBe(404);
      await Promise.all([brand, applicant, invitee].map((person) => person.context.close()));
    });

    test('an artist withdraws an application, and a wall its owner marks booked takes none', async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const owner = await signUp(
        browser,
        baseURL!,
        { firstName: 'Wyn', lastName: 'Walls', userType: 'wall_owner' },
        { viewport },
      );
      const artist = await signUp(
        browser,
        baseURL!,
        { firstName: 'Ari', lastName: 'Artist', userType: 'artist' },
        { viewport },
      );
      const wallTitle = `Booked wall ${unique()}`;
      const wall = await apiPost(owner, '/api/walls', { title: wallTitle, location: 'Houston, TX' });
      const project = await apiPost(owner, '/api/wall-projects', {
        wallId: wall.id,
        title: `Booked wall mural ${unique()}`,
        budget: 1500,
      });

      // The artist applies from the page, sees the application pending, and withdraws it.
      const { page } = artist;
      await page.goto(`/wall-projects/${project.id}`);
      await page.getByRole('button', { name: 'APPLY TO WALL PROJECT' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'SUBMIT APPLICATION' }).click();
      await expect(toast(page, 'Application Submitted')).toBeVisible();
      const yours = page.getByTestId('your-application');
      await expect(yours).toContainText('PENDING');
      await noSidewaysScroll(page, viewport.width);
      await yours.getByRole('button', { name: 'WITHDRAW' }).click();
      await page
        .getByRole('dialog', { name: 'Withdraw your application?' })
        .getByRole('button', { name: 'WITHDRAW APPLICATION' })
        .click();
      await expect(toast(page, 'Application withdrawn')).toBeVisible();
      await expect(yours).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'APPLY TO WALL PROJECT' })).toBeEnabled();
      const left = await getJson<{ items: unknown[] }>(
        artist.context,
        `/api/applications/my-applications?projectId=${project.id}`,
      );
      expect(left.items).toHaveLength(0);

      // The owner marks the wall booked from My projects.
      const ownerPage = owner.page;
      await ownerPage.goto('/my-projects');
      const card = ownerPage.getByTestId('my-wall').filter({ hasText: wallTitle });
      // The badge and the switch's own option: once booked, the badge says it too.
      await expect(card.getByText('AVAILABLE', { exact: true })).toHaveCount(2);
      await card.getByText('BOOKED', { exact: true }).click();
      await expect(toast(ownerPage, `${wallTitle} is now booked`)).toBeVisible();
      await expect(card.getByText('BOOKED', { exact: true })).toHaveCount(2);
      await noSidewaysScroll(ownerPage, viewport.width);

      // The owner edits the wall from its page, every field in the listing form.
      await ownerPage.goto(`/walls/${wall.id}`);
      await ownerPage.getByRole('button', { name: 'EDIT', exact: true }).click();
      const editWall = ownerPage.getByRole('dialog', { name: 'EDIT WALL' });
      await expect(editWall.getByLabel('Status')).toHaveValue('BOOKED');
      await editWall.getByLabel('Wall Title').fill(`${wallTitle} east`);
      await editWall.getByLabel('Width (feet)').fill('40');
      await noSidewaysScroll(ownerPage, viewport.width);
      await editWall.getByRole('button', { name: 'SAVE CHANGES' }).click();
      await expect(toast(ownerPage, 'Wall updated')).toBeVisible();
      await expect(ownerPage.getByRole('heading', { name: `${wallTitle} east` })).toBeVisible();
      const edited = await getJson<{ title: string; width: number | null; status: string }>(
        owner.context,
        `/api/walls/${wall.id}`,
      );
      expect(edited).toMatchObject({ title: `${wallTitle} east`, width: 40, status: 'booked' });

      // Everyone sees it booked, and the artist can no longer apply: the button says why and the API refuses.
      await page.goto(`/walls/${wall.id}`);
      await expect(page.getByText('BOOKED', { exact: true }).first()).toBeVisible();
      // Browse walls narrows by availability: the wall is among the booked ones, not the available ones.
      await page.goto('/browse/walls');
      await page.getByLabel('Search walls').fill(wallTitle);
      const listed = page.getByTestId('wall-card').filter({ hasText: wallTitle });
      await expect(listed).toContainText('BOOKED');
      await page.getByRole('combobox', { name: 'Availability' }).click();
      await page.getByRole('option', { name: 'AVAILABLE', exact: true }).click();
      await expect(page.getByText('NO WALLS FOUND')).toBeVisible();
      await page.getByRole('combobox', { name: 'Availability' }).click();
      await page.getByRole('option', { name: 'BOOKED', exact: true }).click();
      await expect(listed).toHaveCount(1);
      await noSidewaysScroll(page, viewport.width);
      await page.goto(`/wall-projects/${project.id}`);
      await expect(page.getByRole('button', { name: 'APPLY TO WALL PROJECT' })).toBeDisabled();
      await expect(page.getByTestId('apply-closed-reason')).toContainText('The wall is booked');
      const refused = await artist.context.request.post('/api/applications', {
        data: { projectType: 'wall_project', projectId: project.id },
      });
      expect(refused.status()).toBe(409);
      expect(((await refused.json()) as { message: string }).message).toMatch(/^This wall is booked/);
      await noSidewaysScroll(page, viewport.width);
      await Promise.all([owner, artist].map((person) => person.context.close()));
    });
  });
}
