import { Anchor, Button, Code, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

import { trpc, type RouterOutputs } from '../../lib/trpc';

type Step = RouterOutputs['admin']['login'];
type SignedIn = RouterOutputs['admin']['verifySecondFactor'];

/** The second step: scan and confirm (first time), or a code, or a recovery code. */
export function SecondFactorForm({
  step,
  onSignedIn,
  onRestart,
}: {
  step: Step;
  onSignedIn: (result: SignedIn) => void;
  onRestart: () => void;
}) {
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState<string | null>(null);
  const verify = trpc.admin.verifySecondFactor.useMutation({
    onSuccess: onSignedIn,
    meta: { errorToast: { title: 'SIGN-IN FAILED' } },
    onError: () => setCode(''),
  });
  const submit = () => verify.mutate(recovery !== null ? { recoveryCode: recovery } : { code });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack>
        {step.status === 'enrollment_required' && <Enrolment secret={step.secret} uri={step.otpauthUri} />}
        {recovery === null ? (
          <>
            <Text size="sm">Enter the 6-digit code your authenticator app shows for WallCraft Admin.</Text>
            <TextInput
              label="Authentication code"
              placeholder="123456"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              autoFocus
              styles={{ input: { letterSpacing: '0.3em', fontFamily: 'monospace' } }}
              value={code}
              onChange={(event) => {
                const digits = event.currentTarget.value.replace(/\D/g, '').slice(0, 6);
                setCode(digits);
                // Six digits make a whole code: send it, as people using authenticator apps expect.
                if (digits.length === 6 && !verify.isPending) verify.mutate({ code: digits });
              }}
            />
          </>
        ) : (
          <TextInput
            label="Recovery code"
            placeholder="ABCD-EFGH"
            autoComplete="one-time-code"
            value={recovery}
            onChange={(event) => setRecovery(event.currentTarget.value)}
          />
        )}
        <Button
          type="submit"
          color="black"
          loading={verify.isPending}
          disabled={recovery === null ? code.length !== 6 : !recovery.trim()}
          fullWidth
        >
          VERIFY
        </Button>
        <Group justify="space-between">
          {step.status === 'totp_required' && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => setRecovery(recovery === null ? '' : null)}
            >
              {recovery === null ? 'Use a recovery code' : 'Use the authenticator app'}
            </Anchor>
          )}
          <Anchor component="button" type="button" size="sm" c="dimmed" onClick={onRestart}>
            Back to sign-in
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}

function Enrolment({ secret, uri }: { secret: string; uri: string }) {
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void toDataURL(uri, { margin: 1, width: 200 }).then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [uri]);
  return (
    <Stack gap="xs">
      <Text size="sm">
        Your account needs a second factor. Scan this code with an authenticator app (1Password, Google Authenticator,
        Authy…), or type the key by hand.
      </Text>
      <Group justify="center">
        {qr ? (
          <Image src={qr} alt="QR code of the authenticator key" w={200} h={200} />
        ) : (
          <div style={{ width: 200, height: 200 }} />
        )}
      </Group>
      <Text size="sm">
        Key: <Code data-testid="totp-secret">{secret}</Code>
      </Text>
    </Stack>
  );
}
