import fs from 'node:fs';
import path from 'node:path';
import { CARD_TEXTS, PRODUCT_NAME, PRODUCT_TAGLINE, type PublicCard } from '@kindred/contract';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export interface ShareMeta {
  title: string;
  description: string;
  url: string;
  image: string;
}

export function shareMeta(card: PublicCard | null, cardId: string, publicUrl: string): ShareMeta {
  const url = `${publicUrl}/share/${encodeURIComponent(cardId)}`;
  const fallbackImage = `${publicUrl}/og-card.jpg`;
  if (!card) return { title: `${CARD_TEXTS.notFoundTitle} · ${PRODUCT_NAME}`, description: PRODUCT_TAGLINE, url, image: fallbackImage };
  return {
    title: `${card.name} ${card.emoji} on ${PRODUCT_NAME}`,
    description: `${card.rating.value}. ${card.vibe.text}. ${PRODUCT_TAGLINE}`,
    url,
    image: card.imageUrl ? `${publicUrl}${card.imageUrl}` : fallbackImage,
  };
}

/**
 * The share page is the web app's own index.html with the card's Open Graph and Twitter tags
 * written in, because messengers read those tags without running any JavaScript.
 */
export function createSharePageRenderer(webDistDir: string) {
  const indexPath = path.join(webDistDir, 'index.html');
  let template: string | null = null;
  return (meta: ShareMeta): string | null => {
    if (template === null) {
      if (!fs.existsSync(indexPath)) return null;
      template = fs.readFileSync(indexPath, 'utf8');
    }
    const tags = [
      ['og:type', 'website'],
      ['og:site_name', PRODUCT_NAME],
      ['og:title', meta.title],
      ['og:description', meta.description],
      ['og:url', meta.url],
      ['og:image', meta.image],
      ['og:image:width', '1600'],
      ['og:image:height', '2400'],
    ]
      .map(([property, content]) => `<meta property="${property}" content="${escape(content ?? '')}" />`)
      .concat(
        [
          ['twitter:card', 'summary_large_image'],
          ['twitter:title', meta.title],
          ['twitter:description', meta.description],
          ['twitter:image', meta.image],
        ].map(([name, content]) => `<meta name="${name}" content="${escape(content ?? '')}" />`),
      )
      .join('\n    ');
    return template
      .replace(/<title>[^<]*<\/title>/, `<title>${escape(meta.title)}</title>`)
      .replace(/<meta\s+name="description"[^>]*>/, `<meta name="description" content="${escape(meta.description)}" />`)
      .replace('</head>', `    ${tags}\n  </head>`);
  };
}
