import { Alert, Button, CopyButton, SimpleGrid, Stack, Text } from '@mantine/core';

/** Recovery codes, shown once: each signs in once when the authenticator is lost. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack>
      <Alert color="yellow" title="Shown this once">
        Each code signs you in once if you lose your authenticator. Keep them somewhere safe, away from this computer.
      </Alert>
      <SimpleGrid cols={2} spacing="xs" data-testid="recovery-codes">
        {codes.map((code) => (
          <Text key={code} ff="monospace" ta="center">
            {code}
          </Text>
        ))}
      </SimpleGrid>
      <CopyButton value={codes.join('\n')}>
        {({ copied, copy }) => (
          <Button variant="default" onClick={copy}>
            {copied ? 'COPIED' : 'COPY CODES'}
          </Button>
        )}
      </CopyButton>
      <Button color="black" onClick={onDone}>
        I SAVED THEM
      </Button>
    </Stack>
  );
}
