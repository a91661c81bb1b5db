import { useCallback } from 'react';
import { useLocation, useNavigate } from '../routing';

/** Back within the app when there is history; a dater who opened the link directly goes home. */
export function useGoBack(fallback = '/home') {
  const navigate = useNavigate();
  const location = useLocation();
  const arrivedDirectly = location.key === 'default';
  return useCallback(() => {
    if (arrivedDirectly) void navigate(fallback, { replace: true });
    else void navigate(-1);
  }, [arrivedDirectly, fallback, navigate]);
}
