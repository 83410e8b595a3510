import { Image, SimpleGrid } from '@mantine/core';

/** Photos someone sent as proof (a delivery, the final work): a grid that opens each one full size. */
export function ProofPhotos({ urls, label }: { urls: string[]; label: string }) {
  if (!urls.length) return null;
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" aria-label={label}>
      {urls.map((url, index) => (
        <a key={url} href={url} target="_blank" rel="noreferrer">
          <Image src={url} alt={`${label} ${index + 1}`} h={110} fit="cover" radius={0} />
        </a>
      ))}
    </SimpleGrid>
  );
}
