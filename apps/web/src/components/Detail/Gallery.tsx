import { Box, Button, Center, Group, Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { GALLERY_THUMBNAILS } from '@wallcraft/shared';
import { useState } from 'react';
import { Photo } from '../Photo/Photo';
import { galleryLayout } from './gallery-layout';

const TILE_HEIGHT = 80;

/**
 * The main image large, the others as thumbnails (each image once; a thumbnail clicked shows large); past 4 a '+N'
 * tile, and the main image itself, open the viewer, which steps through every image.
 */
export function Gallery({ images, title }: { images: string[]; title: string }) {
  const [selected, setSelected] = useState(0);
  const [viewing, setViewing] = useState<number | null>(null);
  const layout = galleryLayout(images, selected);
  const main = layout.images[layout.main];
  if (!main) return <Box h={{ base: 240, sm: 400 }} bg="gray.3" className="wc-card" aria-label="No images" />;
  const count = layout.images.length;

  return (
    <Stack gap="xs" data-testid="gallery">
      <UnstyledButton
        onClick={() => setViewing(layout.main)}
        aria-label={`Open image ${layout.main + 1} of ${count}`}
        display="block"
      >
        <Photo
          src={main}
          alt={title}
          size="full"
          sizes="(max-width: 62em) 100vw, 66vw"
          loading="eager"
          h={{ base: 240, sm: 400 }}
          className="wc-card"
          data-testid="gallery-main"
        />
      </UnstyledButton>
      {layout.thumbnails.length > 0 || layout.more > 0 ? (
        <SimpleGrid cols={GALLERY_THUMBNAILS} spacing="xs">
          {layout.thumbnails.map((index) => (
            <UnstyledButton
              key={layout.images[index]}
              onClick={() => setSelected(index)}
              aria-label={`Show image ${index + 1} of ${count}`}
            >
              <Photo src={layout.images[index]!} alt="" h={TILE_HEIGHT} sizes="25vw" data-testid="gallery-thumbnail" />
            </UnstyledButton>
          ))}
          {layout.more > 0 ? (
            <UnstyledButton
              onClick={() => setViewing(layout.main)}
              aria-label={`Show all ${count} images`}
              bg="dark"
              h={TILE_HEIGHT}
            >
              <Center h="100%">
                <Text c="white" fw={900} fz="xl">
                  +{layout.more}
                </Text>
              </Center>
            </UnstyledButton>
          ) : null}
        </SimpleGrid>
      ) : null}
      <Viewer
        images={layout.images}
        title={title}
        index={viewing}
        onChange={setViewing}
        onClose={(index) => {
          setViewing(null);
          setSelected(index);
        }}
      />
    </Stack>
  );
}

/** Every image, one at a time, with PREVIOUS / NEXT (and the arrow keys); closing keeps the last one large. */
function Viewer({
  images,
  title,
  index,
  onChange,
  onClose,
}: {
  images: string[];
  title: string;
  index: number | null;
  onChange: (index: number) => void;
  onClose: (index: number) => void;
}) {
  const open = index !== null;
  const at = index ?? 0;
  const step = (by: number) => open && onChange((at + by + images.length) % images.length);
  useHotkeys([
    ['ArrowLeft', () => step(-1)],
    ['ArrowRight', () => step(1)],
  ]);
  const src = images[at];
  return (
    <Modal opened={open} onClose={() => onClose(at)} title={title} size="xl" centered>
      {src ? (
        <Stack gap="sm">
          <Photo
            src={src}
            alt={`${title}, image ${at + 1}`}
            size="full"
            sizes="90vw"
            h={{ base: 260, sm: 480 }}
            fit="contain"
          />
          <Group justify="space-between" wrap="nowrap">
            <Button variant="outline" color="dark" onClick={() => step(-1)} disabled={images.length < 2}>
              PREVIOUS
            </Button>
            <Text fw={800} data-testid="gallery-position">
              {at + 1} / {images.length}
            </Text>
            <Button variant="outline" color="dark" onClick={() => step(1)} disabled={images.length < 2}>
              NEXT
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
