import { Box } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import { CORNER_NAMES, cornersToMatrix3d } from './homography';

type MockupProps = { wallPhotoUrl: string; imageUrl: string; corners: readonly number[] };

/**
 * The wall photo with the concept image drawn on it by the mock-up's perspective transform. The image element
 * has the photo's size, so the 8 fractions scale straight to pixels; `children` are laid over both (handles).
 */
function MockupCanvas({
  wallPhotoUrl,
  imageUrl,
  corners,
  clip = true,
  children,
}: MockupProps & { clip?: boolean; children?: ReactNode }) {
  const { ref, width, height } = useElementSize();
  const size = { width, height };
  const transform = width > 0 && height > 0 ? cornersToMatrix3d(corners, size, size) : null;
  return (
    <Box
      ref={ref}
      pos="relative"
      style={{ overflow: clip ? 'hidden' : 'visible', userSelect: 'none' }}
      data-testid="mockup"
    >
      <img
        src={wallPhotoUrl}
        alt="The wall"
        draggable={false}
        style={{ display: 'block', width: '100%', height: 'auto' }}
      />
      {transform ? (
        <img
          src={imageUrl}
          alt="Concept image placed on the wall"
          draggable={false}
          data-testid="mockup-image"
          style={{
            position: 'absolute',
            left: 0,
            top: 0,
            width,
            height,
            transformOrigin: '0 0',
            transform,
            pointerEvents: 'none',
          }}
        />
      ) : null}
      {children}
    </Box>
  );
}

/** The mock-up as the owner sees it: read-only. */
export function MockupView(props: MockupProps) {
  return <MockupCanvas {...props} />;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));
/** Arrow keys move a focused corner by 1% of the photo. */
const KEY_STEP = 0.01;
const KEYS: Record<string, [number, number]> = {
  ArrowLeft: [-KEY_STEP, 0],
  ArrowRight: [KEY_STEP, 0],
  ArrowUp: [0, -KEY_STEP],
  ArrowDown: [0, KEY_STEP],
};

/**
 * The mock-up editor: four corner handles dragged with a mouse, a finger or a pen (pointer events, captured
 * so a fast drag keeps its handle), or moved with the arrow keys. Corners stay on the photo while editing.
 */
export function MockupEditor({ corners, onChange, ...props }: MockupProps & { onChange: (corners: number[]) => void }) {
  const move = (index: number, x: number, y: number) => {
    const next = [...corners];
    next[index * 2] = Number(clamp(x).toFixed(4));
    next[index * 2 + 1] = Number(clamp(y).toFixed(4));
    onChange(next);
  };

  const onPointer = (index: number) => (event: PointerEvent<HTMLDivElement>) => {
    if (event.type === 'pointerdown') event.currentTarget.setPointerCapture(event.pointerId);
    else if (!event.currentTarget.hasPointerCapture(event.pointerId)) return;
    const rect = event.currentTarget.parentElement?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return;
    event.preventDefault();
    move(index, (event.clientX - rect.left) / rect.width, (event.clientY - rect.top) / rect.height);
  };

  const onKey = (index: number) => (event: KeyboardEvent<HTMLDivElement>) => {
    const step = KEYS[event.key];
    if (!step) return;
    event.preventDefault();
    move(index, (corners[index * 2] ?? 0) + step[0], (corners[index * 2 + 1] ?? 0) + step[1]);
  };

  return (
    // Not clipped: a handle on the photo's edge stays whole; the corners stay on the photo, so the image does too.
    <MockupCanvas corners={corners} clip={false} {...props}>
      {CORNER_NAMES.map((name, index) => (
        <Box
          key={name}
          role="button"
          tabIndex={0}
          aria-label={`Move the ${name} corner`}
          data-testid={`mockup-handle-${name}`}
          onPointerDown={onPointer(index)}
          onPointerMove={onPointer(index)}
          onKeyDown={onKey(index)}
          style={{
            position: 'absolute',
            left: `${(corners[index * 2] ?? 0) * 100}%`,
            top: `${(corners[index * 2 + 1] ?? 0) * 100}%`,
            width: 28,
            height: 28,
            margin: -14,
            borderRadius: '50%',
            background: 'var(--mantine-color-white)',
            border: '3px solid var(--wc-ink, #000)',
            boxShadow: '0 0 0 2px var(--mantine-color-white)',
            cursor: 'grab',
            touchAction: 'none',
          }}
        />
      ))}
    </MockupCanvas>
  );
}
