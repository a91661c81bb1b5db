import { useEffect, useState } from 'react';
import { useSearchParams } from '../../../shared/routing';
import { VERIFY_LINK_ERROR_PARAM, verifyLinkFailed, withoutVerifyLinkError } from '../lib/address-gate';

/**
 * Whether home was opened by the e-mail's button with a link that did not work. The answer is kept
 * for this visit, and the parameter leaves the address bar at once, so a reload does not say it again.
 */
export function useVerifyLinkError(): boolean {
  const [params, setParams] = useSearchParams();
  const [failed] = useState(() => verifyLinkFailed(params));
  const present = params.has(VERIFY_LINK_ERROR_PARAM);
  useEffect(() => {
    if (present) setParams((current) => withoutVerifyLinkError(current), { replace: true });
  }, [present, setParams]);
  return failed;
}
