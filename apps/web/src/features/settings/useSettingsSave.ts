import { useState } from 'react';
import { errorText } from '../../lib/errors';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { useSession } from '../../lib/session';

/**
 * Runs one section's save: on success the section-8 title, the current user and the public profile
 * (which settings reads the artist and brand profiles from) are refetched; on failure 'ERROR' /
 * 'Failed to update profile.' followed by the server's reason, so the user can act on it.
 */
export function useSettingsSave() {
  const { refetch } = useSession();
  const utils = trpc.useUtils();
  const [saving, setSaving] = useState(false);

  async function save(successTitle: string, message: string, action: () => Promise<unknown>): Promise<boolean> {
    setSaving(true);
    try {
      await action();
      await Promise.all([refetch(), utils.users.get.invalidate()]);
      toast({ title: successTitle, message });
      return true;
    } catch (error) {
      toast({ title: 'ERROR', message: `Failed to update profile. ${errorText(error)}`, variant: 'destructive' });
      return false;
    } finally {
      setSaving(false);
    }
  }

  return { save, saving };
}
