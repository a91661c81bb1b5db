import { CARD_TEXTS, LOAD_FAILED_TEXTS, PRODUCT_NAME, PRODUCT_TAGLINE } from '@kindred/contract';
import { Heart } from 'lucide-react';
import { Link } from '../../../shared/routing';
import { isApiError } from '../../../shared/api/api-error';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { pictureSrcSet } from '../../../shared/lib/picture-sizes';
import { MAIN_PICTURE } from '../../../shared/lib/main-picture';
import { buttonClassName } from '../../../shared/ui/button';
import { FullScreenLoader } from '../../../shared/ui/full-screen-loader';
import { StatusScreen } from '../../../shared/ui/status-screen';
import { Wordmark } from '../../../shared/ui/wordmark';
import { usePublicCard } from '../api/get-public-card';
import { cardAltText } from '../lib/card-content';
import { CardFace } from './card-face';
import styles from './share-page-screen.module.css';
import { LoadFailedScreen } from '../../../shared/ui/load-failed';

const joinLink = (
  <Link to="/" className={buttonClassName('primary', true)}>
    <Heart size={18} aria-hidden="true" />
    <span>{CARD_TEXTS.joinCta}</span>
  </Link>
);

/**
 * /share/:cardId, for anyone with the link and no session: the card, whose it is, and the way in.
 * The server has already written the card's Open Graph tags into this page for link previews.
 */
export function SharePageScreen({ cardId }: { cardId: string }) {
  const card = usePublicCard(cardId);
  useDocumentTitle(card.data ? `${card.data.name} ${card.data.emoji}` : card.isError ? CARD_TEXTS.notFoundTitle : 'Shared card');

  if (card.isPending) return <FullScreenLoader label="Opening the card…" />;
  if (card.isError) {
    if (isApiError(card.error, 404) || isApiError(card.error, 400)) {
      return (
        <StatusScreen title={CARD_TEXTS.notFoundTitle} actions={joinLink}>
          <p>{CARD_TEXTS.notFoundBody}</p>
        </StatusScreen>
      );
    }
    return <LoadFailedScreen title={LOAD_FAILED_TEXTS.unreachable} retrying={card.isFetching} onRetry={() => void card.refetch()} />;
  }

  const content = card.data;
  return (
    <main className={styles.screen}>
      <div className={styles.backdrop} aria-hidden="true" />
      <header className={styles.header}>
        <Link to="/" className={styles.brand} aria-label={`${PRODUCT_NAME} home`}>
          <Wordmark size="compact" />
        </Link>
      </header>

      <figure className={styles.figure}>
        {card.data.imageUrl ?
          (
            // The card is at most 320px wide here: a 640px copy covers a two-times screen, where the
            // original PNG would be several times the download.
            <img
              src={card.data.imageUrl}
              srcSet={pictureSrcSet(card.data.imageUrl)}
              sizes="320px"
              alt={cardAltText(content)}
              className={styles.image}
              width={400}
              height={600}
              fetchPriority="high"
              {...MAIN_PICTURE}
            />
          ) :
          <CardFace content={content} />}
      </figure>

      <section className={styles.invite} aria-labelledby="share-invite-title">
        <p className={styles.eyebrow}>Blind dating, matched by AI</p>
        <h1 id="share-invite-title" className={styles.title}>
          {content.name} {content.emoji} is on {PRODUCT_NAME}
        </h1>
        <p className={styles.body}>{PRODUCT_TAGLINE} Meet through voice and personality first, then see who clicks.</p>
        {joinLink}
        <p className={styles.note}>Free to join · make your own card in a minute</p>
      </section>
    </main>
  );
}
