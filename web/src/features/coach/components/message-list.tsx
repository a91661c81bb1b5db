import { COACH_FOLLOW_UPS, COACH_TEXTS } from '@kindred/contract';
import type { ReactNode } from 'react';
import type { ChatBubble } from '../lib/chat-timeline';
import { useStickToBottom } from '../hooks/use-stick-to-bottom';
import { MessageBubble } from './message-bubble';
import styles from './messages.module.css';

const WELCOME: ChatBubble = { key: 'welcome', role: 'assistant', text: COACH_TEXTS.welcome, imageUrl: null, preset: null, status: 'complete' };

interface MessageListProps {
  bubbles: ChatBubble[];
  replying: boolean;
  /** Tapping a chip sends it; offered only after a finished reply. */
  onFollowUp: (text: string) => void;
  /** Shown under the welcome, e.g. while the saved conversation loads or when it could not. */
  status?: ReactNode;
}

/**
 * The conversation as a log: the welcome (never saved), then every message. The follow-up chips
 * sit outside the log, so offering them is not read out as part of the conversation.
 */
export function MessageList({ bubbles, replying, onFollowUp, status }: MessageListProps) {
  const last = bubbles.at(-1);
  const offerFollowUps = !replying && last?.role === 'assistant' && last.status === 'complete';
  const { scrollerRef, contentRef, onScroll } = useStickToBottom(bubbles.length);

  return (
    // Focusable, so a keyboard can scroll back through the conversation even when it holds no buttons.
    <div className={styles.scroller} ref={scrollerRef} onScroll={onScroll} role="region" aria-label="Messages" tabIndex={0}>
      <div ref={contentRef}>
        <div className={styles.log} role="log" aria-label="Conversation with your coach" aria-busy={replying}>
          <MessageBubble bubble={WELCOME} />
          {bubbles.map((bubble) => <MessageBubble key={bubble.key} bubble={bubble} />)}
        </div>
        {status}
        {offerFollowUps && (
          <div className={styles.followUps} role="group" aria-label="Ask a follow-up">
            {COACH_FOLLOW_UPS.map((text) => (
              <button key={text} type="button" className={styles.followUp} onClick={() => onFollowUp(text)}>
                {text}
              </button>
            ))}
          </div>
        )}
      </div>
    </div>
  );
}
