/**
 * WallCraft's mails as small typed functions: each gives a subject, an HTML part and a plain-text part. Every value
 * put into HTML passes escapeHtml; links are built by the caller from WEB_ORIGIN.
 */

export type Rendered = { subject: string; html: string; text: string };

export type Footer = {
  /** The signed one-click link for this mail's category; absent on account mails, which cannot be turned off. */
  unsubscribeUrl?: string;
  /** Why this person gets this mail, in a few words ("messages", "payments"). */
  categoryLabel?: string;
  settingsUrl: string;
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function layout(heading: string, paragraphs: string[], action: { label: string; url: string }, footer: Footer): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`).join('');
  const why = footer.unsubscribeUrl
    ? `You get this email because ${escapeHtml(footer.categoryLabel ?? 'these')} emails are on in your settings. ` +
      `<a href="${escapeHtml(footer.unsubscribeUrl)}" style="color:#555">Unsubscribe from these emails</a> · ` +
      `<a href="${escapeHtml(footer.settingsUrl)}" style="color:#555">Email settings</a>`
    : 'You get this email because it is about your WallCraft account.';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(heading)}</title></head>
<body style="margin:0;background:#f4f4f2;font-family:Helvetica,Arial,sans-serif;color:#1a1a1a">
<div style="max-width:560px;margin:0 auto;padding:24px">
<div style="font-weight:700;letter-spacing:0.08em;margin-bottom:16px">WALLCRAFT</div>
<div style="background:#fff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>
${body}
<a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1a1a1a;color:#fff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600">${escapeHtml(action.label)}</a>
</div>
<p style="font-size:12px;color:#666;line-height:1.5;margin-top:16px">${why}</p>
</div></body></html>`;
}

function plain(heading: string, paragraphs: string[], action: { label: string; url: string }, footer: Footer): string {
  const lines = [heading, '', ...paragraphs.flatMap((p) => [p, '']), `${action.label}: ${action.url}`, '', '--'];
  if (footer.unsubscribeUrl) {
    lines.push(`You get this email because ${footer.categoryLabel ?? 'these'} emails are on in your settings.`);
    lines.push(`Unsubscribe: ${footer.unsubscribeUrl}`, `Email settings: ${footer.settingsUrl}`);
  } else {
    lines.push('You get this email because it is about your WallCraft account.');
  }
  return `${lines.join('\n')}\n`;
}

function mail(
  subject: string,
  heading: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: Footer,
): Rendered {
  return {
    subject,
    html: layout(heading, paragraphs, action, footer),
    text: plain(heading, paragraphs, action, footer),
  };
}

/** A notification worth an email: its own title and words, and a way back to it. */
export function notificationMail(input: { title: string; message: string; url: string }, footer: Footer): Rendered {
  return mail(input.title, input.title, [input.message], { label: 'Open WallCraft', url: input.url }, footer);
}

/** One mail for a conversation's messages in a window: how many are unread, not what they say. */
export function messagesMail(input: { senderName: string; unread: number; url: string }, footer: Footer): Rendered {
  const subject =
    input.unread === 1
      ? `New message from ${input.senderName}`
      : `${input.unread} new messages from ${input.senderName}`;
  const paragraph =
    input.unread === 1
      ? `${input.senderName} sent you a message on WallCraft.`
      : `${input.senderName} sent you ${input.unread} messages on WallCraft.`;
  return mail(
    subject,
    subject,
    [paragraph, 'Reply while the idea is fresh.'],
    { label: 'Read and reply', url: input.url },
    footer,
  );
}

export function confirmMail(input: { url: string; hours: number }, footer: Footer): Rendered {
  return mail(
    'Confirm your email for WallCraft',
    'Confirm your email',
    [
      'Welcome to WallCraft. Confirm this address so we can reach you about applications, payments and your account.',
      `The link works once and for ${input.hours} hours. If you did not sign up, ignore this email.`,
    ],
    { label: 'Confirm my email', url: input.url },
    footer,
  );
}

export function resetMail(input: { url: string; minutes: number }, footer: Footer): Rendered {
  return mail(
    'Reset your WallCraft password',
    'Choose a new password',
    [
      'Someone (we hope you) asked to reset the password of your WallCraft account.',
      `The link works once and for ${input.minutes} minutes; choosing a new password signs you out everywhere. If you did not ask, ignore this email: your password stays as it is.`,
    ],
    { label: 'Choose a new password', url: input.url },
    footer,
  );
}
