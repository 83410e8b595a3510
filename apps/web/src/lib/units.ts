import { DEFAULT_LENGTH_UNIT, type TLengthUnit } from '@wallcraft/shared';
import { useSession } from './session';

/**
 * The unit the viewer sees wall sizes in: their choice in settings, feet for visitors. Pass it to formatWallSize,
 * formatLength or formatArea (@wallcraft/shared) so every screen shows sizes the same way.
 */
export function useLengthUnit(): TLengthUnit {
  return useSession().user?.lengthUnit ?? DEFAULT_LENGTH_UNIT;
}
