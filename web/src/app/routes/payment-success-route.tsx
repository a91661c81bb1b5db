import { usePublicConfig } from '../../features/auth';
import { PaymentSuccessScreen } from '../../features/subscription';

/** /subscription/success, composed here: the support address comes from the public config. */
export function PaymentSuccessRoute() {
  const config = usePublicConfig();
  return <PaymentSuccessScreen supportEmail={config.data?.supportEmail} />;
}
