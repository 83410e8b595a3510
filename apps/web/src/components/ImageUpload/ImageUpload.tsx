import { Box, Button, CloseButton, FileButton, Group, Image, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ACCEPT, useImageUploader } from './useImageUploader';

type ImageUploadProps = {
  value: string[];
  onChange: (urls: string[]) => void;
  /** How many images the field holds; the button hides once it is full. */
  maxFiles?: number;
  label?: string;
  /** The form's message for this field (e.g. an image URL the server would refuse). */
  error?: ReactNode;
};

function Preview({ url, onRemove }: { url: string; onRemove: () => void }) {
  return (
    <Box pos="relative" data-testid="image-upload-preview">
      <Image src={url} alt="Uploaded image" h={120} fit="cover" radius={0} />
      <CloseButton
        aria-label="Remove image"
        pos="absolute"
        top={4}
        right={4}
        variant="filled"
        color="dark"
        size="sm"
        onClick={onRemove}
      />
    </Box>
  );
}

/** While an upload is on its way: how far it got, and a way to stop it. */
function UploadProgress({ progress, onCancel }: { progress: number; onCancel: () => void }) {
  const percent = Math.round(progress * 100);
  return (
    <Group gap="sm" wrap="nowrap">
      <Progress value={percent} style={{ flex: 1 }} aria-label={`Uploading: ${percent}%`} animated />
      <Text size="xs" fw={700} w={36} ta="right">
        {percent}%
      </Text>
      <Button size="compact-sm" variant="subtle" color="dark" onClick={onCancel}>
        CANCEL
      </Button>
    </Group>
  );
}

function UploadError({ error }: { error: ReactNode }) {
  return error ? (
    <Text c="red" size="sm" role="alert">
      {error}
    </Text>
  ) : null;
}

/** A list of uploaded images with previews, remove buttons and an upload button (images only, 10 MB each). */
export function ImageUpload({ value, onChange, maxFiles = 10, label = 'Images', error: fieldError }: ImageUploadProps) {
  const { upload, uploading, progress, cancel, error } = useImageUploader();
  const room = maxFiles - value.length;

  async function handleFiles(files: File[]) {
    const urls = await upload(files.slice(0, Math.max(room, 0)));
    if (urls.length > 0) onChange([...value, ...urls]);
  }

  return (
    <Stack gap="xs">
      <Text fw={700} size="sm">
        {label}
      </Text>
      {value.length > 0 && (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
          {value.map((url, index) => (
            <Preview key={`${url}-${index}`} url={url} onRemove={() => onChange(value.filter((_, i) => i !== index))} />
          ))}
        </SimpleGrid>
      )}
      {room > 0 && (
        <Group>
          <FileButton onChange={(files) => void handleFiles(files)} accept={ACCEPT} multiple>
            {(props) => (
              <Button {...props} variant="outline" loading={uploading} aria-label={`Upload ${label}`}>
                UPLOAD IMAGES
              </Button>
            )}
          </FileButton>
          <Text size="xs" c="dimmed">
            {value.length}/{maxFiles}
          </Text>
        </Group>
      )}
      {uploading ? <UploadProgress progress={progress} onCancel={cancel} /> : null}
      <UploadError error={error ?? fieldError} />
    </Stack>
  );
}

type SingleImageUploadProps = {
  value: string | null;
  onChange: (url: string | null) => void;
  label?: string;
  error?: ReactNode;
};

/** One image (profile picture, hero image, logo): upload replaces it, remove clears it. */
export function SingleImageUpload({ value, onChange, label = 'Image', error: fieldError }: SingleImageUploadProps) {
  const { upload, uploading, progress, cancel, error } = useImageUploader();

  async function handleFile(file: File | null) {
    if (!file) return;
    const [url] = await upload([file]);
    if (url) onChange(url);
  }

  return (
    <Stack gap="xs">
      <Text fw={700} size="sm">
        {label}
      </Text>
      {value && (
        <Box maw={240}>
          <Preview url={value} onRemove={() => onChange(null)} />
        </Box>
      )}
      <Group>
        <FileButton onChange={(file) => void handleFile(file)} accept={ACCEPT}>
          {(props) => (
            <Button {...props} variant="outline" loading={uploading} aria-label={`Upload ${label}`}>
              {value ? 'REPLACE IMAGE' : 'UPLOAD IMAGE'}
            </Button>
          )}
        </FileButton>
      </Group>
      {uploading ? <UploadProgress progress={progress} onCancel={cancel} /> : null}
      <UploadError error={error ?? fieldError} />
    </Stack>
  );
}
