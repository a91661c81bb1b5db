import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/** Closer than this to the end still counts as "following along". */
const NEAR_BOTTOM_PX = 120;

/**
 * Keeps the newest message in view. A dater who scrolled up to reread something is left there
 * while a reply streams in, but sending or receiving a new message brings them back down. Growth
 * is watched rather than guessed: streamed words, a picture that finishes loading, the follow-up
 * chips, or the view itself shrinking when the keyboard opens. The jump is instant; new bubbles
 * bring their own gentle entrance, which reduced motion turns off.
 */
export function useStickToBottom(messageCount: number) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const following = useRef(true);

  const toEnd = useCallback(() => {
    const el = scrollerRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);

  const onScroll = useCallback(() => {
    const el = scrollerRef.current;
    if (el) following.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM_PX;
  }, []);

  useLayoutEffect(() => {
    following.current = true;
    toEnd();
  }, [messageCount, toEnd]);

  useEffect(() => {
    const scroller = scrollerRef.current;
    const content = contentRef.current;
    if (!scroller || !content) return;
    const observer = new ResizeObserver(() => {
      if (following.current) toEnd();
    });
    observer.observe(content);
    observer.observe(scroller);
    return () => observer.disconnect();
  }, [toEnd]);

  return { scrollerRef, contentRef, onScroll };
}
