import { usePublicConfig } from '../../features/auth';
import { HelpScreen } from '../../features/help';

/** /help, composed here: auth lends the public configuration's support and legal addresses. */
export function HelpRoute() {
  const config = usePublicConfig();
  return <HelpScreen contacts={config.data} />;
}
