import type { StoredMail } from './mailer';

/** The development mailbox: every mail written to DATA_DIR/mail, newest first, with its text part and headers. */
export function mailboxPage(mails: StoredMail[]): string {
  const items = mails
    .map((mail) => {
      const headers = Object.entries(mail.headers)
        .map(([name, value]) => `${escapeHtml(name)}: ${escapeHtml(value)}`)
        .join('\n');
      return `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.to)} · ${escapeHtml(mail.createdAt)} · <a href="/api/dev/mailbox/${escapeHtml(mail.id)}">HTML part</a></p>
<pre>${escapeHtml(mail.text)}</pre>
${headers ? `<pre class="meta">${headers}</pre>` : ''}
</article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox · WallCraft</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:760px;padding:16px;color:#1a1a1a}
article{border:1px solid #ddd;border-radius:8px;padding:12px 16px;margin:12px 0}
h2{font-size:18px;margin:0 0 4px;overflow-wrap:anywhere}
pre{white-space:pre-wrap;overflow-wrap:anywhere;background:#f6f6f4;padding:8px;border-radius:6px}
.meta{color:#555;font-size:13px;overflow-wrap:anywhere}
</style></head>
<body><h1>Development mailbox</h1>
<p class="meta">No SMTP_URL is set, so mail is written to DATA_DIR/mail instead of being sent. This page exists only then.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
}

/** The mailbox page is a string of HTML (no React here): every value in it passes this. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
