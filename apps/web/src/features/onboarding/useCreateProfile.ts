import { useQueryClient } from '@tanstack/react-query';
import type { TUserType } from '@wallcraft/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { errorCode, serverMessage } from '../../lib/errors';
import { takeReturn } from '../../lib/return-to';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { CREATED_MESSAGES, type OnboardingRequest } from './type-fields';
import { NO_ERROR_TOAST } from '../../lib/toast';

type Submission = {
  /** The checked requests of the form (see onboardingRequest). */
  request: OnboardingRequest & { userType: TUserType };
  /** Setup reached from /add-account: this profile becomes the active one first. */
  accountId: string | null;
  /** 'Profile Created' text: the generic one on /create-profile, the type's own on /setup. */
  message: string;
};

/**
 * Creating a profile, in order: the user (and its type) is updated, then the type profile is created
 * (updated instead when it already exists), then the user is refetched, then we navigate.
 */
export function useCreateProfile() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const utils = trpc.useUtils();
  const [saving, setSaving] = useState(false);
  // Each step below tells its own failure (or, for the profile switch, needs none).
  const setActive = trpc.auth.setActiveAccount.useMutation(NO_ERROR_TOAST);
  const updateUser = trpc.users.update.useMutation(NO_ERROR_TOAST);
  const createArtist = trpc.artists.createProfile.useMutation(NO_ERROR_TOAST);
  const updateArtist = trpc.artists.updateProfile.useMutation(NO_ERROR_TOAST);
  const createBrand = trpc.brands.createProfile.useMutation(NO_ERROR_TOAST);
  const updateBrand = trpc.brands.updateProfile.useMutation(NO_ERROR_TOAST);

  async function createOrUpdate<T>(create: () => Promise<T>, update: () => Promise<T>): Promise<T> {
    try {
      return await create();
    } catch (error) {
      if (errorCode(error) === 'CONFLICT') return update();
      throw error;
    }
  }

  async function submit({ request, accountId, message }: Submission) {
    const { userType, user, artist, brand } = request;
    setSaving(true);
    try {
      if (accountId) await setActive.mutateAsync({ accountId });
      await updateUser.mutateAsync(user);
      if (artist)
        await createOrUpdate(
          () => createArtist.mutateAsync(artist),
          () => updateArtist.mutateAsync(artist),
        );
      if (brand)
        await createOrUpdate(
          () => createBrand.mutateAsync(brand),
          () => updateBrand.mutateAsync(brand),
        );
      await utils.auth.user.refetch();
      // The active profile may have changed, and every other read can depend on it.
      await queryClient.invalidateQueries();
      toast({ title: 'Profile Created', message: message || CREATED_MESSAGES[userType] });
      // Back to the page that asked them to sign up, if one did; else a wall owner lists a wall first.
      navigate(takeReturn() ?? (userType === 'wall_owner' ? '/walls/create' : '/'), { replace: true });
    } catch (error) {
      toast({ title: 'Error', message: serverMessage(error, 'Failed to create profile'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  /**
   * SKIP FOR NOW. A user who already has a profile just leaves. One still onboarding gets a minimal profile of
   * the type chosen (nothing else is checked or sent), counts as onboarded, and is asked on the dashboard for
   * the basics they skipped.
   */
  async function skip({ userType, userId, onboarding }: { userType: TUserType; userId: string; onboarding: boolean }) {
    if (!onboarding) {
      navigate('/');
      return;
    }
    setSaving(true);
    try {
      await updateUser.mutateAsync({ id: userId, userType });
      await utils.auth.user.refetch();
      // As on a profile switch: the new user type changes what every read returns.
      await queryClient.invalidateQueries();
      navigate(takeReturn() ?? '/', { replace: true });
    } catch (error) {
      toast({ title: 'Error', message: serverMessage(error, 'Could not skip this step'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  }

  return { submit, skip, saving };
}
