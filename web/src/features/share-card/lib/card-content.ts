import { PRODUCT_NAME, type CardContent } from '@kindred/contract';

/** The card image's alt text: everything the picture says, in one sentence a screen reader can read. */
export function cardAltText(content: CardContent): string {
  const into = content.preferences.map((p) => p.label).join(', ');
  return `${PRODUCT_NAME} card for ${content.name} ${content.emoji}. Rated ${content.rating.value}. Vibe: ${content.vibe.text}.${into ? ` Into: ${into}.` : ''}`;
}
