import { Button, Group, Modal, Stack, Text, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** A button that asks first: a modal with what will happen, CONFIRM and CANCEL. */
export function ConfirmButton({
  title,
  body,
  onConfirm,
  children,
  ...button
}: ButtonProps & { title: string; body: string; onConfirm: () => void; children: ReactNode }) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button {...button} onClick={open}>
        {children}
      </Button>
      <Modal opened={opened} onClose={close} title={title}>
        <Stack>
          <Text size="sm">{body}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              CANCEL
            </Button>
            <Button
              color="black"
              onClick={() => {
                close();
                onConfirm();
              }}
            >
              CONFIRM
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
