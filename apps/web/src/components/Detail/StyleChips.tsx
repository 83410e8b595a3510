import { Badge, Group } from '@mantine/core';
import { STYLE_CHIPS_SHOWN } from '@wallcraft/shared';

/** Preferred styles: the first three as chips, then '+N' for the rest. */
export function StyleChips({ styles, max = STYLE_CHIPS_SHOWN }: { styles: string[]; max?: number }) {
  if (styles.length === 0) return null;
  const rest = styles.length - max;
  return (
    <Group gap={6}>
      {styles.slice(0, max).map((style) => (
        <Badge key={style} variant="outline" color="dark" size="sm">
          {style}
        </Badge>
      ))}
      {rest > 0 ? (
        <Badge variant="filled" color="dark" size="sm">
          +{rest}
        </Badge>
      ) : null}
    </Group>
  );
}
