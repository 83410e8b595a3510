import { describe, expect, it } from 'vitest';
import { confirmMail, notificationMail } from './templates';

const footer = {
  unsubscribeUrl: 'https://wallcraft.test/unsubscribe?token=a.b',
  categoryLabel: 'payments',
  settingsUrl: 'https://wallcraft.test/settings/email',
};

describe('mail templates', () => {
  it('a hostile notification title is escaped in the HTML part and kept as written in the text part', async () => {
    const mail = await notificationMail(
      { title: '<script>alert(1)</script>', message: 'Tom & "Jerry"', url: 'https://wallcraft.test/notifications' },
      footer,
    );
    expect(mail.subject).toBe('<script>alert(1)</script>');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Tom &amp; &quot;Jerry&quot;');
    expect(mail.text).toContain('<script>alert(1)</script>\n');
    expect(mail.text).toContain('Tom & "Jerry"');
    expect(mail.text).toContain('Open WallCraft: https://wallcraft.test/notifications');
    expect(mail.text).toContain('Unsubscribe: https://wallcraft.test/unsubscribe?token=a.b');
    expect(mail.html).toContain('href="https://wallcraft.test/unsubscribe?token=a.b"');
  });

  it('an account mail says it is about the account and offers no unsubscribe link', async () => {
    const mail = await confirmMail(
      { url: 'https://wallcraft.test/confirm-email?token=t', hours: 48 },
      {
        settingsUrl: 'https://wallcraft.test/settings/email',
      },
    );
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('You get this email because it is about your WallCraft account.');
      expect(part).not.toContain('Unsubscribe');
    }
    expect(mail.html).toContain('href="https://wallcraft.test/confirm-email?token=t"');
  });
});
