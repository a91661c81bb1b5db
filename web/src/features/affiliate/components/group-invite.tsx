import { Camera, ExternalLink, Hash, IdCard, MessagesSquare, Send } from 'lucide-react';
import { useId } from 'react';
import { buttonClassName } from '../../../shared/ui/button';
import { CAMPAIGN_HASHTAG } from '../affiliate-constants';
import section from './section.module.css';
import styles from './group-invite.module.css';

/** The private group's four prerequisites (docs/product-account.md#affiliate), in the order a creator does them. */
const PREREQUISITES = [
  { icon: Camera, text: "Post an Instagram story that tags Kindred's account." },
  { icon: Hash, text: `Share your affiliate link with ${CAMPAIGN_HASHTAG}.` },
  { icon: IdCard, text: 'Show your Kindred profile card, or a screenshot of your profile, in it.' },
  { icon: Send, text: 'Send us the proof by direct message.' },
];

interface GroupInviteProps {
  /** links.group; null until the operator sets an invite link, undefined while loading. */
  groupUrl: string | null | undefined;
}

export function GroupInvite({ groupUrl }: GroupInviteProps) {
  const titleId = useId();
  return (
    <section className={`${section.section} ${section.card} ${styles.card}`} aria-labelledby={titleId}>
      <div className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          <MessagesSquare size={22} />
        </span>
        <div className={section.head}>
          <p className={section.eyebrow}>Invitation only</p>
          <h2 id={titleId} className={section.title}>
            Join the private creators group
          </h2>
        </div>
      </div>
      <p className={section.lead}>Swap hooks and scripts with other creators, hear news first and ask the team anything. To get in:</p>
      <ol className={styles.list}>
        {PREREQUISITES.map(({ icon: Icon, text }, index) => (
          <li key={text} className={styles.item}>
            <span className={styles.step} aria-hidden="true">
              <Icon size={16} />
            </span>
            <span>
              <span className="visually-hidden">{index + 1}.</span>
              {text}
            </span>
          </li>
        ))}
      </ol>
      {groupUrl ?
        (
          <a href={groupUrl} target="_blank" rel="noopener noreferrer" className={buttonClassName('secondary', true)}>
            <MessagesSquare size={18} aria-hidden="true" />
            <span>Join the group</span>
            <ExternalLink size={15} aria-hidden="true" className={styles.external} />
            <span className="visually-hidden">(opens in a new tab)</span>
          </a>
        ) :
        null}
    </section>
  );
}
