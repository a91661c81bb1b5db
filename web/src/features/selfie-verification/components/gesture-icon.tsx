import type { SelfieGesture } from '@kindred/contract';
import { FaceSlightlySmiling, Hand, Pointer, ThumbsUp } from 'lucide-react';

/** Two raised fingers: no icon set we use has a peace sign, so it is drawn in the icons' own style. */
function PeaceSign({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M9 12 6.5 3.5" />
      <path d="M13 12l2.5-8.5" />
      <path d="M7 12h8a2 2 0 0 1 2 2v2a6 6 0 0 1-6 6h-1a5 5 0 0 1-5-5v-3a2 2 0 0 1 2-2Z" />
    </svg>
  );
}

/** A plain picture of the gesture beside its words; the words carry the meaning for screen readers. */
export function GestureIcon({ gesture, size = 40 }: { gesture: SelfieGesture; size?: number }) {
  switch (gesture) {
    case 'thumb-up':
      return <ThumbsUp size={size} aria-hidden="true" />;
    case 'peace-sign':
      return <PeaceSign size={size} />;
    case 'hand-on-cheek':
      return <FaceSlightlySmiling size={size} aria-hidden="true" />;
    case 'point-at-ceiling':
      return <Pointer size={size} aria-hidden="true" />;
    case 'open-hand-wave':
      return <Hand size={size} aria-hidden="true" />;
  }
}
