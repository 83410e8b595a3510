import { Image, type ImageProps } from '@mantine/core';
import { useState } from 'react';
import { photoSources, type PhotoSize } from './photo-sources';

export type PhotoProps = Omit<ImageProps, 'src'> & {
  src: string;
  alt: string;
  /** `card` (the default) never loads more than the 640 px copy; `full` may load the 1280 px one. */
  size?: PhotoSize;
  /** The slot's width for each layout, as in `<img sizes>`: the browser picks the smallest copy that fills it. */
  sizes: string;
  loading?: 'lazy' | 'eager';
  /** 'high' for the photo that is likely the page's largest paint (the first card), so it is not queued behind others. */
  fetchPriority?: 'high' | 'low' | 'auto';
};

/**
 * Every user photo goes through here: an uploaded one loads the resized copy its slot needs. Give it a fixed
 * height (`h`) or put it in an AspectRatio, so the page does not shift when it loads. Should a copy fail to load
 * (an S3 store, say, before the job has made it), the original is shown instead.
 */
export function Photo({
  src,
  size = 'card',
  sizes,
  loading = 'lazy',
  fetchPriority = 'auto',
  fit = 'cover',
  ...props
}: PhotoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const sources = failed === src ? { src } : photoSources(src, size, sizes);
  return (
    <Image
      {...props}
      fit={fit}
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.sizes}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      onError={() => {
        if (sources.srcSet) setFailed(src);
      }}
    />
  );
}
