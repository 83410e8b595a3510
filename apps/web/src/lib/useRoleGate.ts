import type { TUserType } from '@wallcraft/shared';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from './toast';
import { useSession } from './session';

/**
 * A signed-in user of another type gets 'Access Denied' and is sent home. The server
 * refuses them too (403); this only spares them a form they cannot send. True while the user may stay.
 */
export function useRoleGate(userType: TUserType, message: string): boolean {
  const { user, state } = useSession();
  const navigate = useNavigate();
  const denied = state === 'signed-in' && user?.userType !== userType;
  const told = useRef(false);
  useEffect(() => {
    if (!denied || told.current) return;
    told.current = true;
    toast({ title: 'Access Denied', message, variant: 'destructive' });
    navigate('/', { replace: true });
  }, [denied, message, navigate]);
  return state === 'signed-in' && !denied;
}
