import { loadNotificationPrompt, useNotificationPrompt } from '../../features/notifications/prompt';
import { RestrictionWatch } from '../../features/moderation/restriction-watch';
import { TimeZoneReport } from '../../features/match-digest/time-zone';
import { useLocation } from '../../shared/routing';
import { onDemand } from '../../shared/ui/on-demand';

const NotificationPrompt = onDemand(loadNotificationPrompt, (props) => props.open);

/**
 * What the app asks a finished dater, wherever they are: the notification prompt
 * (docs/product-account.md#permission-prompt). Its code arrives after the screen has drawn. Installing
 * is never offered by a dialog that opens by itself: Settings has "Install the App" for a dater who
 * wants it (decision 060).
 */
export function SignedInPrompts() {
  const { pathname } = useLocation();
  // The settings screen asks in its own words; a second, full-screen question there would be noise.
  const prompt = useNotificationPrompt({ suppressed: pathname === '/notification-setup' });

  return (
    <>
      {/* Not a prompt, but loaded like one, after the screen: a suspension or ban mid-visit opens the notice. */}
      <RestrictionWatch />
      {/* Nor is this: the browser's time zone, so the new-match e-mail comes in the dater's evening. */}
      <TimeZoneReport />
      <NotificationPrompt {...prompt} />
    </>
  );
}
