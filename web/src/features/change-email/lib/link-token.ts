const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,64}$/;

/**
 * The token from a link's fragment (#token=…), which the browser never sends to a server. It is
 * then taken out of the address bar, so it is not left in the history for the next person.
 */
export function takeTokenFromAddress(): string | null {
  if (typeof window === 'undefined') return null;
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname);
  return token !== null && TOKEN_SHAPE.test(token) ? token : null;
}
