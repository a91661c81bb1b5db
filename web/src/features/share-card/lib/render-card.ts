import '@fontsource-variable/fraunces/full-italic.css';
import { CARD_CANVAS, cardContent, type CardContent, type CardFields } from '@kindred/contract';

import { drawCard } from './draw-card';
import { CARD_FONTS } from './card-palette';

/**
 * Waits for the bundled faces the card uses, with the card's own text, so the subsets it needs
 * (e.g. Latin Extended for "Zoë") are in before drawing: a canvas never waits for fonts itself.
 */
async function loadFonts(content: CardContent): Promise<void> {
  const display = `${content.name}Kindred`;
  const ui = `${content.vibe.text}${content.preferences.map((p) => p.label).join('')}Find your match on Kindred DATING CARD LOOKING FOR`;
  try {
    await Promise.all([
      document.fonts.load(CARD_FONTS.display(600, 40), display),
      document.fonts.load(CARD_FONTS.displayItalic(500, 19), content.rating.value),
      document.fonts.load(CARD_FONTS.ui(600, 14), ui),
      document.fonts.load(CARD_FONTS.ui(800, 9), ui),
    ]);
  } catch {
    // A face that cannot be fetched (offline, say) falls back to Georgia and the system sans:
    // a plainer card beats no card.
  }
}

/** Draws the card at 400x600 x4 and encodes it as the 1600x2400 PNG the server stores. */
export async function renderCardPng(card: CardFields): Promise<Blob> {
  const content = cardContent(card);
  await loadFonts(content);
  const canvas = document.createElement('canvas');
  canvas.width = CARD_CANVAS.width * CARD_CANVAS.scale;
  canvas.height = CARD_CANVAS.height * CARD_CANVAS.scale;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('This browser cannot draw the card.');
  ctx.scale(CARD_CANVAS.scale, CARD_CANVAS.scale);
  drawCard(ctx, content);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The card could not be encoded.'))), 'image/png');
  });
}
