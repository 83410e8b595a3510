import { Button, Card, Divider, Group, Stack } from '@mantine/core';
import type { TUserType } from '@wallcraft/shared';
import { useRequestForm, type RequestForm } from '../../lib/form';
import { useSession, type SessionUser } from '../../lib/session';
import { ProfileBasicsFields, basicsFrom } from './ProfileBasicsFields';
import { ArtistFields, BrandFields } from './TypeFields';
import {
  DEFAULT_ARTIST,
  DEFAULT_BRAND,
  ZOnboardingRequest,
  onboardingRequest,
  type OnboardingRequest,
  type OnboardingValues,
} from './type-fields';
import { UserTypeChoice } from './UserTypeChoice';
import { useCreateProfile } from './useCreateProfile';

export type OnboardingForm = RequestForm<OnboardingValues, OnboardingRequest>;

/**
 * The form shared by /create-profile and /setup/{type}: the account type (when `choosesType`), the basics,
 * then the chosen type's fields, each message beside its field, and SKIP FOR NOW / the submit button.
 */
export function TypeProfileForm({
  user,
  userType,
  choosesType = false,
  accountId,
  setsType,
  submitLabel,
  message,
}: {
  user: SessionUser;
  userType: TUserType | null;
  choosesType?: boolean;
  accountId: string | null;
  setsType: boolean;
  submitLabel: string;
  message: string;
}) {
  const form = useRequestForm({
    schema: ZOnboardingRequest,
    initialValues: {
      userType,
      user: basicsFrom(user),
      artist: DEFAULT_ARTIST,
      brand: DEFAULT_BRAND,
    } satisfies OnboardingValues,
    toRequest: (values) => onboardingRequest(values, user.id, setsType),
  });
  const { submit, skip, saving } = useCreateProfile();
  const { state } = useSession();
  const chosen = form.values.userType;

  const onSkip = () => {
    if (!chosen) {
      form.setFieldError('userType', 'Choose what you are first; the rest can wait');
      return;
    }
    void skip({ userType: chosen, userId: user.id, onboarding: state === 'onboarding' });
  };

  const onSubmit = form.onSubmit(async (request) => {
    const type = request.userType;
    if (type) await submit({ request: { ...request, userType: type }, accountId, message });
  });

  return (
    <Card p="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="lg">
          {choosesType ? (
            <UserTypeChoice
              value={chosen}
              error={form.errors.userType}
              onChange={(type) => form.setFieldValue('userType', type)}
            />
          ) : null}
          <ProfileBasicsFields form={form} />
          {chosen === 'artist' ? (
            <>
              <Divider label="ARTIST DETAILS" labelPosition="left" />
              <ArtistFields form={form} />
            </>
          ) : null}
          {chosen === 'brand' ? (
            <>
              <Divider label="BRAND DETAILS" labelPosition="left" />
              <BrandFields form={form} />
            </>
          ) : null}
          <Group justify="space-between">
            <Button variant="subtle" color="dark" onClick={onSkip} disabled={saving}>
              SKIP FOR NOW
            </Button>
            <Button type="submit" size="md" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
