import { COACH_PRESETS } from '@kindred/contract';
import { CircleAlert } from 'lucide-react';
import type { ChatBubble } from '../lib/chat-timeline';
import { PRESET_ICONS } from '../lib/preset-icons';
import styles from './messages.module.css';

function PresetTag({ preset }: { preset: NonNullable<ChatBubble['preset']> }) {
  const title = COACH_PRESETS.find((p) => p.id === preset)?.title;
  const Icon = PRESET_ICONS[preset];
  if (!title) return null;
  return (
    <span className={styles.presetTag}>
      <Icon size={12} aria-hidden="true" />
      {title}
    </span>
  );
}

/**
 * One message. While a reply streams, its growing text is hidden from screen readers (the log is
 * busy) and the finished text replaces it as a new node, so it is announced once, whole.
 */
export function MessageBubble({ bubble }: { bubble: ChatBubble }) {
  const mine = bubble.role === 'user';
  const classes = [styles.bubble, mine ? styles.mine : styles.theirs, bubble.imageUrl && styles.withImage, bubble.status === 'error' && styles.error]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={`${styles.row} ${mine ? styles.rowMine : ''}`}>
      {!mine && <span className={styles.avatar} aria-hidden="true" />}
      <div className={classes}>
        <span className="visually-hidden">{mine ? 'You: ' : 'Coach: '}</span>
        {mine && bubble.preset && <PresetTag preset={bubble.preset} />}
        {bubble.imageUrl && <img className={styles.image} src={bubble.imageUrl} alt="Your attached image" />}
        {bubble.status === 'waiting' && (
          <span className={styles.dots}>
            <span aria-hidden="true" />
            <span aria-hidden="true" />
            <span aria-hidden="true" />
            <span className="visually-hidden">Typing...</span>
          </span>
        )}
        {bubble.status === 'streaming' && (
          <p key="streaming" className={`${styles.text} ${styles.streaming}`} aria-hidden="true">
            {bubble.text}
          </p>
        )}
        {bubble.status === 'complete' && bubble.text && (
          <p key="complete" className={styles.text}>
            {bubble.text}
          </p>
        )}
        {bubble.status === 'error' && (
          <p key="error" className={`${styles.text} ${styles.errorText}`}>
            <CircleAlert size={16} aria-hidden="true" />
            <span>{bubble.text}</span>
          </p>
        )}
      </div>
    </div>
  );
}
