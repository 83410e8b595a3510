import { useState } from 'react';
import { errorText } from '../../lib/errors';
import { toast } from '../../lib/toast';

/**
 * Runs one section's save: on success the section-8 title, once the current user and the public profile
 * (which settings reads the artist and brand profiles from) have refetched (freshness.ts: the action's
 * mutateAsync settles only then); on failure 'ERROR' /
 * 'Failed to update profile.' followed by the server's reason, so the user can act on it.
 */
export function useSettingsSave() {
  const [saving, setSaving] = useState(false);

  async function save(successTitle: string, message: string, action: () => Promise<unknown>): Promise<boolean> {
    setSaving(true);
    try {
      await action();
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
