import { Alert } from '@mantine/core';

/** Marks a page whose rows are illustrative: no server call backs them yet. */
export function SampleNotice({ what }: { what: string }) {
  return (
    <Alert color="brandYellow" variant="light" title="SAMPLE QUEUE" mb="lg" data-testid="sample-notice">
      These {what} are static sample data for layout review. Nothing here is loaded from or sent to the server.
    </Alert>
  );
}
