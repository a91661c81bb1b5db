import { useLayoutEffect } from 'react';
import { useSubscription } from '../../features/subscription';

/**
 * Tells home whether the dater has Premium once the plan is known, and draws nothing. Home loads
 * it after its first drawing: only the coach button's crown depends on the plan, and the crown
 * waits for the plan's request in any case.
 */
export function PremiumWatcher({ onChange }: { onChange: (premium: boolean | undefined) => void }) {
  const premium = useSubscription().data?.premium;
  // Before paint, so a return to home with the plan already known draws the crown at once.
  useLayoutEffect(() => onChange(premium), [premium, onChange]);
  return null;
}
