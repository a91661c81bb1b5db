import { ShieldAlert } from 'lucide-react';
import { Link } from '../../../shared/routing';
import { buttonClassName } from '../../../shared/ui/button';
import { DialogCrest } from '../../../shared/ui/modal-dialog';
import { StatusScreen } from '../../../shared/ui/status-screen';

/** What a dater who is not a moderator sees at /moderation: the server refused them (403). */
export function ModerationRefused() {
  return (
    <StatusScreen
      title="This page is for Kindred’s moderators"
      visual={
        <DialogCrest quiet>
          <ShieldAlert size={26} />
        </DialogCrest>
      }
      actions={
        <Link to="/home" replace className={buttonClassName('primary', true)}>
          Back to my matches
        </Link>
      }
    >
      <p>Moderators look at reports and appeals here. Your account doesn’t have access, and that’s fine: nothing is wrong with it.</p>
      <p>
        If someone made you uncomfortable, report them from their match screen, or read <Link to="/safety">how we keep Kindred safe</Link>.
      </p>
    </StatusScreen>
  );
}
