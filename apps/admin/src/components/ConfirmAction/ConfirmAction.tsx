import { Button, Group, Modal, Stack, Text, Textarea, type ButtonProps } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import type { z } from 'zod';

/**
 * An operator action behind a confirmation: the button opens a modal saying what will happen; when the action
 * needs a reason or a note, the modal asks for it, checked by the request schema the server validates with.
 */
export function ConfirmAction<Field extends string>({
  label,
  title,
  children,
  field,
  schema,
  confirmLabel,
  pending,
  onConfirm,
  color = 'red',
  buttonProps,
}: {
  label: string;
  title: string;
  /** What confirming does, in words. */
  children: ReactNode;
  /** The text the action takes, when it takes one. */
  field?: { name: Field; label: string; description?: string };
  schema?: z.ZodType;
  confirmLabel: string;
  pending: boolean;
  /** Resolves once the action is done (the modal closes then); rejects to keep it open. */
  onConfirm: (values: Record<Field, string>) => Promise<unknown>;
  color?: string;
  buttonProps?: ButtonProps;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const form = useForm<Record<string, string>>({
    initialValues: field ? { [field.name]: '' } : {},
    validate: schema ? schemaResolver(schema, { sync: true }) : undefined,
  });
  const submit = form.onSubmit(async (values) => {
    try {
      await onConfirm(values as Record<Field, string>);
      form.reset();
      close();
    } catch {
      // The query client toasts the failure (the mutation's meta.errorToast); the modal stays open to try again.
    }
  });
  return (
    <>
      <Button color={color} onClick={open} {...buttonProps}>
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={<Text fw={800}>{title}</Text>} centered>
        <form onSubmit={submit} noValidate>
          <Stack>
            <Text size="sm">{children}</Text>
            {field && (
              <Textarea
                label={field.label}
                description={field.description}
                autosize
                minRows={3}
                maxLength={500}
                required
                data-autofocus
                {...form.getInputProps(field.name)}
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={pending}>
                CANCEL
              </Button>
              <Button type="submit" color={color} loading={pending}>
                {confirmLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
