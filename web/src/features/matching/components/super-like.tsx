import { HOME_TEXTS } from '@kindred/contract';
import { Star } from 'lucide-react';
import { isApiError } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { useSuperLikeMatch } from '../api/super-like-match';
import styles from './super-like.module.css';

function sentText(remaining: number | null): string {
  if (remaining === null) return 'Super like sent! They’ll know you’re keen.';
  return `Super like sent! ${remaining} left this month.`;
}

function failureText(error: unknown): string {
  if (isApiError(error, 403)) return HOME_TEXTS.cannotSuperLike;
  return 'We couldn’t send your super like. Please try again.';
}

/** A super like tells the match you are especially keen (free 1 a month, premium 10). */
export function SuperLike({ matchId, name }: { matchId: string; name: string }) {
  const superLike = useSuperLikeMatch();
  const sent = superLike.isSuccess;

  return (
    <section className={styles.card} aria-labelledby="super-like-title">
      <span className={styles.star} aria-hidden="true">
        <Star size={22} />
      </span>
      <div className={styles.text}>
        <h2 id="super-like-title" className={styles.title}>
          Really like {name}?
        </h2>
        <p className={styles.hint}>A super like lets them know you’re especially keen.</p>
      </div>
      <Button
        variant={sent ? 'secondary' : 'primary'}
        fullWidth
        loading={superLike.isPending}
        disabled={sent}
        icon={<Star size={18} aria-hidden="true" />}
        onClick={() => superLike.mutate(matchId)}
        className={styles.button}
      >
        {sent ? 'Super liked' : 'Super like'}
      </Button>
      <div className={styles.feedback}>
        <div role="status" aria-live="polite">
          {sent && <p>{sentText(superLike.data.remaining)}</p>}
        </div>
        <div role="alert">{superLike.isError && <p className={styles.error}>{failureText(superLike.error)}</p>}</div>
      </div>
    </section>
  );
}
