import { Button, Group, Modal, Stack, Text, type ModalProps } from '@mantine/core';
import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';

/** Where a form rendered inside the dialog by a component of its own tells whether it holds typed input. */
const NestedDirty = createContext<((dirty: boolean) => void) | null>(null);

/**
 * For a form that lives in its own component inside a FormModal (mounted only while the dialog is open): tells
 * the dialog whether the form holds typed input, so closing it asks first.
 */
export function useFormModalDirty(dirty: boolean): void {
  const report = useContext(NestedDirty);
  useEffect(() => {
    if (!report) return undefined;
    report(dirty);
    return () => report(false);
  }, [report, dirty]);
}

/**
 * A dialog holding a form. A click outside, Escape or the close button on a form with typed input (`dirty`, or
 * `useFormModalDirty` from inside) asks "Discard what you typed?" first: KEEP EDITING returns to the form, DISCARD
 * calls `onDiscard` (to empty a form that outlives the dialog) and closes. The form's own CANCEL closes at once.
 */
export function FormModal({
  dirty = false,
  onDiscard,
  opened,
  onClose,
  children,
  ...props
}: ModalProps & { dirty?: boolean; onDiscard?: () => void }) {
  const nestedDirtyRef = useRef(false);
  const report = useCallback((nestedDirty: boolean) => {
    nestedDirtyRef.current = nestedDirty;
  }, []);
  const [asking, setAsking] = useState(false);
  const requestClose = () => (dirty || nestedDirtyRef.current ? setAsking(true) : onClose());
  const discard = () => {
    setAsking(false);
    onDiscard?.();
    onClose();
  };

  return (
    <NestedDirty.Provider value={report}>
      {/*
       * One stack, so one Escape is handled once: the question opens in the middle of the Escape that asked for it,
       * and on its own it would take that same key as its own close (seen in a browser: open, then gone at once).
       */}
      <Modal.Stack>
        <Modal stackId="form" opened={opened} onClose={requestClose} {...props}>
          {children}
        </Modal>
        <Modal
          stackId="discard"
          opened={opened && asking}
          onClose={() => setAsking(false)}
          title="Discard what you typed?"
          centered
          size="sm"
        >
          <Stack gap="md">
            <Text size="sm">Closing this dialog throws away what you entered in it.</Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="outline" onClick={() => setAsking(false)} data-autofocus>
                KEEP EDITING
              </Button>
              <Button color="red" onClick={discard}>
                DISCARD
              </Button>
            </Group>
          </Stack>
        </Modal>
      </Modal.Stack>
    </NestedDirty.Provider>
  );
}
