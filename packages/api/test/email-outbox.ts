import type { Env } from '../src/env';
import { queueDueMail } from '../src/domains/email/service';
import type { TestApp } from './helpers';

/** Runs the outbox sweep (as the minute cron does) and waits until the email.send jobs sent or skipped every mail. */
export async function drainEmailOutbox(t: TestApp, env: Env): Promise<void> {
  await queueDueMail(t.database.db, t.app.jobs, env);
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    const open = await t.database.db
      .selectFrom('email_outbox')
      .select('id')
      .where('sent_at', 'is', null)
      .where('skipped_reason', 'is', null)
      .executeTakeFirst();
    if (!open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the outbox did not drain');
}
