import { PRODUCT_NAME } from '@kindred/contract';
import { AtSign, Link2, Smartphone } from 'lucide-react';
import { useId } from 'react';
import styles from './card-step.module.css';

const TIPS = [
  { icon: Smartphone, title: 'Post it to your story', body: 'Save the card, then add it as a full-screen story. It’s sized for it.' },
  { icon: Link2, title: 'Add the link sticker', body: 'Paste your card’s link in a link sticker so people can open it.' },
  { icon: AtSign, title: `Tag @${PRODUCT_NAME.toLowerCase()}`, body: 'We reshare our favourite cards every week.' },
] as const;

export function ShareTips() {
  const titleId = useId();
  return (
    <section className={styles.tips} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.tipsTitle}>
        Share tips
      </h2>
      <ol className={styles.tipList}>
        {TIPS.map(({ icon: Icon, title, body }) => (
          <li key={title} className={styles.tip}>
            <span className={styles.tipIcon} aria-hidden="true">
              <Icon size={18} />
            </span>
            <span>
              <span className={styles.tipTitle}>{title}</span>
              <span className={styles.tipBody}>{body}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
