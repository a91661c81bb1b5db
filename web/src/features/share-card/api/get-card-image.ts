import { ApiError, NETWORK_ERROR_STATUS } from '../../../shared/api/api-error';
import { apiErrorFrom } from '../../../shared/api/http';

/**
 * GET a saved card's PNG (its public `imageUrl`) as a Blob, so the card view can download and
 * share exactly the picture everyone else sees instead of drawing it again.
 */
export async function getCardImage(imageUrl: string, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(imageUrl, { credentials: 'same-origin', signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(NETWORK_ERROR_STATUS, 'We could not reach Kindred. Check your connection.', 'NETWORK_ERROR');
  }
  if (!response.ok) throw await apiErrorFrom(response);
  const blob = await response.blob();
  return blob.type === 'image/png' ? blob : new Blob([blob], { type: 'image/png' });
}
