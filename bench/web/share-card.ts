/**
 * The bench dater's shareable card, made through the HTTP API as the card creator makes it: the
 * card's choices, then its 1600×2400 PNG. The app draws that picture on a canvas in the browser;
 * the bench draws a stand-in of the same size and kind (soft gradients and large type) with
 * sharp, so the share page has a real card image of realistic weight to show.
 */
import sharp from 'sharp';
import { CARD_CANVAS, CARD_RATINGS, CARD_VIBES, type CardInput } from '@kindred/contract';

const CARD: CardInput = { name: 'Amara', emoji: '🌸', preferences: ['travel-buddy', 'foodie-friend'], ratingId: 'heart', vibeId: 'deep-love' };

function cardPicture(): Promise<Buffer> {
  const width = CARD_CANVAS.width * CARD_CANVAS.scale;
  const height = CARD_CANVAS.height * CARD_CANVAS.scale;
  const rating = CARD_RATINGS.find((r) => r.id === CARD.ratingId)!.value;
  const vibe = CARD_VIBES.find((v) => v.id === CARD.vibeId)!.text;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs>
      <radialGradient id="warm" cx="30%" cy="25%" r="70%"><stop offset="0" stop-color="#ffc489"/><stop offset="1" stop-color="#f0607f"/></radialGradient>
      <radialGradient id="cool" cx="75%" cy="80%" r="60%"><stop offset="0" stop-color="#9a7cff" stop-opacity="0.9"/><stop offset="1" stop-color="#9a7cff" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="100%" height="100%" fill="url(#warm)"/>
    <rect width="100%" height="100%" fill="url(#cool)"/>
    <text x="120" y="520" font-family="serif" font-size="220" font-weight="600" fill="#2a1430">${CARD.name}</text>
    <text x="120" y="900" font-family="sans-serif" font-size="84" fill="#2a1430">${rating}</text>
    <text x="120" y="1100" font-family="sans-serif" font-size="72" fill="#2a1430">${vibe}</text>
    <text x="120" y="2200" font-family="serif" font-size="96" fill="#fbf3ec">Kindred</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** Returns the card's id: its share page is /share/{id}. */
export async function createShareCard(appUrl: string, cookie: string): Promise<{ id: string; imageBytes: number }> {
  const headers = { origin: appUrl, cookie };
  const created = await fetch(`${appUrl}/api/cards`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(CARD) });
  if (created.status !== 201) throw new Error(`POST /api/cards answered ${created.status}: ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  const png = await cardPicture();
  const stored = await fetch(`${appUrl}/api/cards/${id}/image`, { method: 'PUT', headers: { ...headers, 'content-type': 'image/png' }, body: png });
  if (!stored.ok) throw new Error(`PUT /api/cards/${id}/image answered ${stored.status}: ${await stored.text()}`);
  const { imageUrl } = (await stored.json()) as { imageUrl: string | null };
  if (!imageUrl) throw new Error('The bench card has no image after its upload.');
  const served = await fetch(new URL(imageUrl, appUrl));
  return { id, imageBytes: (await served.arrayBuffer()).byteLength };
}
