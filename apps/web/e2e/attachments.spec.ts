import { expect, test, type Page } from '@playwright/test';
import { compactMenuItem, DESKTOP, noSidewaysScroll, PHONE, png, signUp } from './support';

/**
 * Messages people expect (issue 35 §5): a photo and a PDF sent with nothing typed show inline on the other side
 * (a thumbnail that opens full size, a chip with the file's name and size), served only to the two of them; the
 * header's messages icon counts what is unread, live, and clears once the thread is opened.
 */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

const messagesIcon = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Messages/ });

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`at ${viewport.width} px`, () => {
    test('a photo and a PDF reach the other side inline, and the unread badge counts and clears', async ({
      browser,
      baseURL,
    }) => {
      const artist = await signUp(
        browser,
        baseURL!,
        { firstName: 'Ava', lastName: 'Files', userType: 'artist' },
        {
          viewport,
        },
      );
      // On a phone the receiver owns walls: their profile badge (WALL OWNER) is the widest the header holds.
      const brand = await signUp(
        browser,
        baseURL!,
        { firstName: 'Bea', lastName: 'Inbox', userType: viewport === PHONE ? 'wall_owner' : 'brand' },
        { viewport },
      );

      // The brand is somewhere else in the app, with nothing unread.
      await brand.page.goto('/discover');
      await expect(brand.page.getByRole('banner')).toBeVisible();
      await expect(brand.page.getByRole('banner').getByRole('link', { name: /unread/ })).toHaveCount(0);

      // The artist attaches a photo and a PDF to a message with no text, and sends it.
      await artist.page.goto(`/messages?userId=${brand.id}`);
      const chooser = artist.page.waitForEvent('filechooser');
      await artist.page.getByRole('button', { name: 'Attach photos or PDFs' }).click();
      await (
        await chooser
      ).setFiles([
        { name: 'wall-sketch.png', mimeType: 'image/png', buffer: png(64, 48) },
        { name: 'quote.pdf', mimeType: 'application/pdf', buffer: PDF },
      ]);
      const drafts = artist.page.getByLabel('Files to send');
      await expect(drafts.getByText('wall-sketch.png')).toBeVisible();
      await expect(drafts.getByText('quote.pdf')).toBeVisible();
      await artist.page.getByRole('button', { name: 'SEND' }).click();
      await expect(artist.page.getByText('Your message with 2 files has been delivered!')).toBeVisible();
      await expect(artist.page.getByLabel('Files to send')).toHaveCount(0);
      const sent = artist.page.getByTestId('message').last();
      await expect(sent.getByTestId('attachment-image')).toBeVisible();
      if (viewport === PHONE) await noSidewaysScroll(artist.page);
      await artist.page.screenshot({ path: test.info().outputPath(`sender-${viewport.width}.png`) });

      // Live, without a reload: the header counts the unread message (on a phone, on the menu button and its
      // MESSAGES item, since the messages icon has no room there).
      if (viewport === DESKTOP) {
        await expect(messagesIcon(brand.page)).toHaveAccessibleName('Messages, 1 unread');
        await expect(brand.page.getByTestId('messages-badge')).toContainText('1');
      } else {
        await expect(brand.page.getByTestId('menu-messages-badge')).toHaveText('1');
      }
      if (viewport === PHONE) await noSidewaysScroll(brand.page);
      await brand.page.screenshot({ path: test.info().outputPath(`badge-${viewport.width}.png`) });

      // Opening the thread shows both files inline and clears the badge.
      if (viewport === DESKTOP) await messagesIcon(brand.page).click();
      else {
        const item = await compactMenuItem(brand.page, 'MESSAGES 1 unread');
        await item.click();
      }
      await brand.page.getByRole('button', { name: 'Conversation with Ava Files' }).click();
      const received = brand.page.getByTestId('message').last();
      const photo = received.getByTestId('attachment-image');
      await expect(photo).toBeVisible();
      await expect
        .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
        .toBe(64);
      await expect(received.getByRole('link', { name: 'Open wall-sketch.png full size' })).toHaveAttribute(
        'href',
        /^\/api\/messages\/attachments\/[0-9a-f-]{36}$/,
      );
      const chip = received.getByTestId('file-chip');
      await expect(chip).toContainText('quote.pdf');
      await expect(chip).toContainText(`${PDF.length} B`);
      if (viewport === DESKTOP) await expect(messagesIcon(brand.page)).toHaveAccessibleName('Messages');
      else await expect(brand.page.getByTestId('menu-messages-badge')).toHaveText('');
      await expect(brand.page.getByRole('banner').getByRole('link', { name: /unread/ })).toHaveCount(0);
      if (viewport === PHONE) await noSidewaysScroll(brand.page);
      await brand.page.screenshot({ path: test.info().outputPath(`receiver-${viewport.width}.png`) });

      // The file is the two people's: someone else asking for it gets nothing.
      const href = (await received.getByRole('link', { name: 'Open wall-sketch.png full size' }).getAttribute('href'))!;
      const stranger = await signUp(browser, baseURL!, { firstName: 'Sam', lastName: 'Else', userType: 'brand' });
      expect((await stranger.context.request.get(href)).status()).toBe(404);
      expect((await brand.context.request.get(href)).status()).toBe(200);

      await Promise.all([artist.context.close(), brand.context.close(), stranger.context.close()]);
    });
  });
}

test('both sides find MESSAGE on every page of a deal, also once the work has started', async ({
  browser,
  baseURL,
}) => {
  const brand = await signUp(browser, baseURL!, { firstName: 'Bea', lastName: 'Deal', userType: 'brand' });
  const artist = await signUp(
    browser,
    baseURL!,
    { firstName: 'Ava', lastName: 'Deal', userType: 'artist' },
    { viewport: PHONE },
  );
  const created = await brand.context.request.post('/api/projects', {
    data: { title: `Message mural ${Date.now()}`, location: 'Houston, TX', budget: '2,000' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const project = (await created.json()) as { id: string };
  const applied = await artist.context.request.post('/api/applications', {
    data: { projectType: 'brand_project', projectId: project.id },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  const accepted = await brand.context.request.patch(`/api/applications/${(await applied.json()).id}`, {
    data: { status: 'accepted' },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const paid = await brand.context.request.post('/api/transactions', {
    data: { projectType: 'brand_project', projectId: project.id, recipientId: artist.id, amount: '250.00' },
  });
  expect(paid.ok(), await paid.text()).toBe(true);
  const payment = (await paid.json()) as { id: string };
  const started = await artist.context.request.post(`/api/projects/${project.id}/start`, {
    data: { projectType: 'brand_project', latitude: 29.76, longitude: -95.37 },
  });
  expect(started.ok(), await started.text()).toBe(true);

  const toBrand = `/messages?userId=${brand.id}`;
  const toArtist = `/messages?userId=${artist.id}`;
  const expectButton = async (page: Page, path: string, name: string, href: string) => {
    await page.goto(path);
    await expect(page.getByRole('link', { name, exact: true }).first()).toHaveAttribute('href', href);
  };
  // The artist, on a phone, while the work is in progress.
  await expectButton(artist.page, `/projects/${project.id}`, 'MESSAGE BRAND', toBrand);
  await noSidewaysScroll(artist.page);
  await expectButton(
    artist.page,
    `/projects/${project.id}/milestones?projectType=brand_project`,
    'MESSAGE BRAND',
    toBrand,
  );
  await expectButton(
    artist.page,
    `/projects/${project.id}/transactions?projectType=brand_project`,
    'MESSAGE BRAND',
    toBrand,
  );
  await expectButton(artist.page, '/tracking', 'MESSAGE BRAND', toBrand);
  await expectButton(artist.page, `/payments/${payment.id}`, 'MESSAGE PAYER', toBrand);
  // The owner, to the artist they hired.
  await expectButton(brand.page, `/projects/${project.id}`, 'MESSAGE AVA', toArtist);
  await expectButton(
    brand.page,
    `/projects/${project.id}/milestones?projectType=brand_project`,
    'MESSAGE AVA',
    toArtist,
  );
  await expectButton(
    brand.page,
    `/projects/${project.id}/transactions?projectType=brand_project`,
    'MESSAGE AVA',
    toArtist,
  );
  await expectButton(brand.page, `/payments/${payment.id}`, 'MESSAGE ARTIST', toArtist);

  // The button opens that conversation.
  await artist.page.goto(`/projects/${project.id}`);
  await artist.page.getByRole('link', { name: 'MESSAGE BRAND', exact: true }).click();
  await expect(artist.page.getByTestId('thread-name')).toContainText('Bea Deal');
  await Promise.all([artist.context.close(), brand.context.close()]);
});
