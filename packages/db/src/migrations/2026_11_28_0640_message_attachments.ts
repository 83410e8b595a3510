import { sql, type Kysely } from 'kysely';

/**
 * Message attachments (issue 35): a message carries up to five files (photos or PDFs) that went through the upload
 * pipeline. uploads.file_name keeps the name the sender's file had (shown on the PDF chip); message_attachments links
 * a message to its uploads in order. An upload is attached once; deleting the message deletes the links (the
 * uploads stay with their owner, like any other). A message may now be files only, so its text may be empty.
 * Frozen once landed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE uploads ADD COLUMN file_name text`.execute(db);
  await sql`
    CREATE TABLE message_attachments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      message_id uuid NOT NULL REFERENCES messages (id) ON DELETE CASCADE,
      upload_id uuid NOT NULL UNIQUE REFERENCES uploads (id) ON DELETE CASCADE,
      position smallint NOT NULL CHECK (position BETWEEN 0 AND 4),
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (message_id, position)
    )`.execute(db);
  await sql`ALTER TABLE messages DROP CONSTRAINT messages_content_check`.execute(db);
  await sql`ALTER TABLE messages ADD CONSTRAINT messages_content_check CHECK (length(content) <= 5000)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // Files-only messages lose their files: they say so, since the old rule wants some text.
  await sql`UPDATE messages SET content = '(a file that is no longer available)' WHERE content = ''`.execute(db);
  await sql`ALTER TABLE messages DROP CONSTRAINT messages_content_check`.execute(db);
  await sql`ALTER TABLE messages ADD CONSTRAINT messages_content_check CHECK (length(content) BETWEEN 1 AND 5000)`.execute(
    db,
  );
  await sql`DROP TABLE message_attachments`.execute(db);
  await sql`ALTER TABLE uploads DROP COLUMN file_name`.execute(db);
}
