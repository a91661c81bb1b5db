import { useEffect } from 'react';
import { useNavigate } from './hooks';

/** Navigates as soon as it is drawn (a guard sending the dater elsewhere); draws nothing. */
export function Navigate({ to, replace = false, state }: { to: string; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace, state });
  }, [navigate, to, replace, state]);
  return null;
}
