import { loadNotificationPrompt, useNotificationPrompt, useNotificationSettings, useUpdateNotificationSettings } from '../../features/notifications/prompt';
import { RestrictionWatch } from '../../features/moderation/restriction-watch';
import { TimeZoneReport } from '../../features/match-digest/time-zone';
import { loadInstallDialog, useInstallInvitation } from '../../features/pwa/invitation';
import { useLocation } from '../../shared/routing';
import { onDemand } from '../../shared/ui/on-demand';

const NotificationPrompt = onDemand(loadNotificationPrompt, (props) => props.open);
const InstallDialog = onDemand(loadInstallDialog, (props) => props.open);

/**
 * What the app asks a finished dater, wherever they are: the notification prompt
 * (docs/product-account.md#permission-prompt), and on the matches list the install invitation. The
 * two never meet: the install dialog waits until the notification question is settled.
 * Notifications lend the install prompt's "dismissed for good" flag (it lives in the same settings
 * row on the server). Neither dialog can open before a few seconds have passed, so their code
 * arrives after the screen has drawn.
 */
export function SignedInPrompts() {
  const { pathname } = useLocation();
  // The settings screen asks in its own words; a second, full-screen question there would be noise.
  const prompt = useNotificationPrompt({ suppressed: pathname === '/notification-setup' });
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const invitation = useInstallInvitation(pathname === '/home' && prompt.settled && settings.data?.appOnboard === false);

  return (
    <>
      {/* Not a prompt, but loaded like one, after the screen: a suspension or ban mid-visit opens the notice. */}
      <RestrictionWatch />
      {/* Nor is this: the browser's time zone, so the new-match e-mail comes in the dater's evening. */}
      <TimeZoneReport />
      <NotificationPrompt {...prompt} />
      <InstallDialog
        open={invitation.open}
        onClose={invitation.close}
        onDismissForever={() => {
          invitation.close();
          update.mutate({ appOnboard: true }, { onError: (error) => console.warn('Could not save the install prompt dismissal', error) });
        }}
      />
    </>
  );
}
