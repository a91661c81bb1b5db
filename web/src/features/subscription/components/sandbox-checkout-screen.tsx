import { PRODUCT_NAME, type SandboxCheckout } from '@kindred/contract';
import { Link, useNavigate, useParams } from '../../../shared/routing';
import { isApiError } from '../../../shared/api/api-error';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { buttonClassName } from '../../../shared/ui/button';
import { FullScreenLoader } from '../../../shared/ui/full-screen-loader';
import { StatusScreen } from '../../../shared/ui/status-screen';
import { useSandboxCheckout } from '../api/get-sandbox-checkout';
import { CheckoutForm } from './checkout-form';
import { LoadFailedScreen } from '../../../shared/ui/load-failed';

const backToProfile = (
  <Link to="/profile" replace className={buttonClassName('primary', true)}>
    Back to Profile
  </Link>
);

/**
 * /sandbox-checkout/:checkoutId: the built-in sandbox provider's hosted checkout. It stands where
 * a real provider's page would, so it looks like one: the order, the account, and Pay or Cancel.
 */
export function SandboxCheckoutScreen() {
  useDocumentTitle('Checkout');
  const { checkoutId = '' } = useParams();
  const checkout = useSandboxCheckout(checkoutId);

  if (checkout.isPending) return <FullScreenLoader label="Opening secure checkout…" />;
  if (checkout.isError) {
    // 404 also covers another dater's checkout: the server never says which.
    if (isApiError(checkout.error, 404) || isApiError(checkout.error, 400)) {
      return (
        <StatusScreen title="This checkout doesn’t exist" actions={backToProfile}>
          <p>The link may be old or mistyped. Start again from your profile to upgrade.</p>
        </StatusScreen>
      );
    }
    return (
      <LoadFailedScreen title="We couldn’t open this checkout" onRetry={() => void checkout.refetch()} otherAction={backToProfile}>
        <p>{checkout.error.message}</p>
      </LoadFailedScreen>
    );
  }
  return <CheckoutState checkout={checkout.data} />;
}

function CheckoutState({ checkout }: { checkout: SandboxCheckout }) {
  const navigate = useNavigate();
  if (checkout.status === 'paid') {
    return (
      <StatusScreen title="This checkout has already been paid" actions={backToProfile}>
        <p>
          Your {PRODUCT_NAME} {checkout.planName} payment went through. There is nothing more to pay here.
        </p>
      </StatusScreen>
    );
  }
  if (checkout.status === 'cancelled') {
    return (
      <StatusScreen title="This checkout was cancelled" actions={backToProfile}>
        <p>Nothing was charged. You can start a new upgrade from your profile whenever you like.</p>
      </StatusScreen>
    );
  }
  return <CheckoutForm checkout={checkout} onLeave={(path) => void navigate(path, { replace: true })} />;
}
