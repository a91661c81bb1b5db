import { CARD_TEXTS, cardContent, type Card } from '@kindred/contract';
import { ChevronRight, Eye, Pencil, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { cardAltText } from '../lib/card-content';
import { CardFace } from './card-face';
import { StepIntro } from './step-intro';
import styles from './card-creator.module.css';

interface ExistingCardMenuProps {
  card: Card;
  onView: () => void;
  onEdit: () => void;
  onCreate: () => void;
  focus: boolean;
}

/** Shown first to a dater who already has a card: look at it again, change it, or start a new one. */
export function ExistingCardMenu({ card, onView, onEdit, onCreate, focus }: ExistingCardMenuProps) {
  const content = cardContent(card);
  return (
    <>
      <StepIntro eyebrow="Your shareable card" title={`Hey ${content.name} ${content.emoji}`} focus={focus}>
        Your card is saved. Share it again, tweak it, or start a fresh one.
      </StepIntro>

      <div className={styles.menuThumb}>
        {card.imageUrl ? <img src={card.imageUrl} alt={cardAltText(content)} className={styles.thumbImage} width={400} height={600} /> : <CardFace content={content} size="small" />}
      </div>

      <nav className={styles.menu} aria-label="Your card">
        <MenuItem icon={<Eye size={20} />} title={CARD_TEXTS.viewCard} hint="Download it or share it again" onClick={onView} />
        <MenuItem icon={<Pencil size={20} />} title={CARD_TEXTS.editCard} hint="Change your name, picks or vibe" onClick={onEdit} />
        <MenuItem icon={<Plus size={20} />} title={CARD_TEXTS.createNewCard} hint="Start again from a blank card" onClick={onCreate} />
      </nav>
    </>
  );
}

function MenuItem({ icon, title, hint, onClick }: { icon: ReactNode; title: string; hint: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.menuItem} onClick={onClick}>
      <span className={styles.menuIcon} aria-hidden="true">
        {icon}
      </span>
      <span className={styles.menuText}>
        <span className={styles.menuTitle}>{title}</span>
        <span className={styles.menuHint}>{hint}</span>
      </span>
      <ChevronRight size={18} aria-hidden="true" className={styles.menuChevron} />
    </button>
  );
}
