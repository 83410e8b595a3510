import { Anchor, Box, CloseButton, Group, Image, Text } from '@mantine/core';
import { PdfIcon } from '../icons';
import { formatBytes } from '../../lib/format';
import type { Message } from './conversations';

type Attachment = Message['attachments'][number];

/** A file's chip: its icon, name and size; a link when it is stored, with a remove button while it is a draft. */
export function FileChip({
  name,
  size,
  href,
  onRemove,
}: {
  name: string;
  size: number;
  href?: string;
  onRemove?: () => void;
}) {
  const label = (
    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
      <PdfIcon style={{ flexShrink: 0 }} />
      <Box style={{ minWidth: 0 }}>
        <Text size="sm" fw={800} truncate>
          {name}
        </Text>
        <Text size="xs" opacity={0.7}>
          {formatBytes(size)}
        </Text>
      </Box>
    </Group>
  );
  return (
    <Group
      gap={4}
      wrap="nowrap"
      px={8}
      py={4}
      data-testid="file-chip"
      style={{ border: '2px solid currentColor', maxWidth: '100%', minWidth: 0 }}
    >
      {href ? (
        <Anchor href={href} download={name} c="inherit" underline="never" style={{ minWidth: 0 }}>
          {label}
        </Anchor>
      ) : (
        label
      )}
      {onRemove ? <CloseButton size="sm" onClick={onRemove} aria-label={`Remove ${name}`} /> : null}
    </Group>
  );
}

/**
 * A message's files inline: photos as thumbnails that open full size in a new tab, PDFs as chips that download.
 * Their URLs are the API's authorized route (only the two people of the message get the bytes).
 */
export function MessageAttachments({ attachments }: { attachments: Attachment[] }) {
  if (attachments.length === 0) return null;
  return (
    <Group gap={6} mt={4} mb={4} wrap="wrap">
      {attachments.map((file) =>
        file.contentType === 'application/pdf' ? (
          <FileChip key={file.id} name={file.fileName ?? 'file.pdf'} size={file.size} href={file.url} />
        ) : (
          <Anchor
            key={file.id}
            href={file.url}
            target="_blank"
            rel="noopener"
            aria-label={`Open ${file.fileName ?? 'photo'} full size`}
          >
            <Image
              src={file.url}
              alt={file.fileName ?? 'Photo'}
              w={112}
              h={112}
              fit="cover"
              data-testid="attachment-image"
              style={{ border: '2px solid currentColor' }}
            />
          </Anchor>
        ),
      )}
    </Group>
  );
}
