import { Button, type ButtonProps } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { COPIED_RESET_MS } from '@wallcraft/shared';
import { useEffect } from 'react';
import { toast } from '../../lib/toast';

/** A copy button whose label says COPIED! for two seconds after a copy; a refused copy says what to do instead. */
export function CopyButton({
  text,
  label,
  variant = 'filled',
  ...rest
}: { text: string; label: string } & Pick<ButtonProps, 'variant' | 'size'>) {
  const clipboard = useClipboard({ timeout: COPIED_RESET_MS });
  useEffect(() => {
    if (clipboard.error)
      toast({ title: 'Could not copy', message: 'Select the text and copy it instead.', variant: 'destructive' });
  }, [clipboard.error]);
  return (
    <Button
      variant={variant}
      color={clipboard.copied ? 'teal' : undefined}
      onClick={() => clipboard.copy(text)}
      {...rest}
    >
      {clipboard.copied ? 'COPIED!' : label}
    </Button>
  );
}
