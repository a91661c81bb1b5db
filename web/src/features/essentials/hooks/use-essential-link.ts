import type { EssentialKey } from '@kindred/contract';
import { useEffect, useRef, type RefObject } from 'react';
import { useLocation, useSearchParams } from '../../../shared/routing';
import { essentialKeyFrom } from '../lib/essential-text';

/** The card's anchor: /profile#essentials scrolls to it. */
export const ESSENTIALS_ANCHOR = 'essentials';

interface EssentialLink {
  /** The essential the address asks to open (/profile?essential=smoking), if any. */
  asked: EssentialKey | null;
  /** Drops the parameter, so closing the editor is not undone by a reload or a back. */
  forget: () => void;
}

/**
 * Links into the essentials card from elsewhere ("That's not me" on a match, the essentials check):
 * `?essential=<key>` opens that editor and `#essentials` just shows the card. Both bring the card
 * into view once its rows are there; the router's own hash scrolling ran before the card existed.
 */
export function useEssentialLink(card: RefObject<HTMLElement | null>, ready: boolean): EssentialLink {
  const [params, setParams] = useSearchParams();
  const { hash } = useLocation();
  const asked = essentialKeyFrom(params.get('essential'));
  const wanted = asked !== null || hash === `#${ESSENTIALS_ANCHOR}`;
  const scrolled = useRef(false);

  useEffect(() => {
    if (!wanted || !ready || scrolled.current) return;
    scrolled.current = true;
    card.current?.scrollIntoView({ block: 'start' });
  }, [wanted, ready, card]);

  function forget() {
    if (!params.has('essential')) return;
    const rest = new URLSearchParams(params);
    rest.delete('essential');
    setParams(rest, { replace: true, preventScrollReset: true });
  }

  return { asked, forget };
}
