import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real, decodable PNG (solid colour, RGB) for tests: no fixture files to keep in the repo. */
export function pngImage(width = 4, height = 3): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 0xc8)]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG whose header is sound (it passes the upload check) but whose pixel data is not a deflate stream. */
export function brokenPngImage(width = 40, height = 30): Buffer {
  const valid = pngImage(width, height);
  const header = valid.subarray(8, 8 + 25);
  return Buffer.concat([
    valid.subarray(0, 8),
    header,
    chunk('IDAT', Buffer.from('this is not compressed pixel data at all', 'latin1')),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The smallest valid GIF (1x1, transparent). */
export const GIF_1X1 = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * A photo-sized test image (soft colour fields; JPEG adds sensor-like grain, which PNG would store at over
 * 10 MB): enough detail that resized copies have realistic sizes.
 */
export function photoImage(format: 'png' | 'jpeg', width = 3000, height = 2000): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 1;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const grain = format === 'jpeg' ? ((seed >> 16) % 24) - 12 : 0;
      const i = (y * width + x) * 3;
      raw[i] = clamp(128 + 100 * Math.sin(x / 97) * Math.cos(y / 131) + grain);
      raw[i + 1] = clamp((x * 255) / width + (y * 60) / height + grain);
      raw[i + 2] = clamp(200 - 150 * ((x / 211 + y / 173) % 1) + grain);
    }
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  return (format === 'png' ? image.png() : image.jpeg({ quality: 85 })).toBuffer();
}

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));

/** The worst case for a card copy: 3000x2000 of random 6-pixel blocks, detail that survives any downscale. */
export function detailedImage(width = 3000, height = 2000): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) >> 16;
  for (let blockY = 0; blockY < height; blockY += 6)
    for (let blockX = 0; blockX < width; blockX += 6) {
      const colour = [next() % 256, next() % 256, next() % 256];
      for (let y = blockY; y < Math.min(blockY + 6, height); y += 1)
        for (let x = blockX; x < Math.min(blockX + 6, width); x += 1) raw.set(colour, (y * width + x) * 3);
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}
