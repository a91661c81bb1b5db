import type { CardFields } from '@kindred/contract';
import { useReducer } from 'react';

import { draftFromCard, emptyDraft, nextStep, previousStep, type CardDraft, type CardStep } from '../lib/card-draft';

/** Where the creator is: the existing-card menu, or one of the steps. */
export type CardPhase = 'menu' | CardStep;

export interface CardFlowState {
  phase: CardPhase;
  draft: CardDraft;
  /** The card the steps save to; null for a new card until its first save creates it. */
  cardId: string | null;
  /** The card step either draws and saves the draft, or shows a saved card opened from the menu. */
  cardMode: 'publish' | 'view';
  /** Counts entries to the card step, so each one draws (and saves) afresh. */
  visit: number;
}

type FlowAction =
  | { type: 'start-new'; name: string }
  | { type: 'edit'; card: CardFields; cardId: string | null }
  | { type: 'view'; card: CardFields & { id: string } }
  | { type: 'advance' }
  | { type: 'step-back' }
  | { type: 'menu' }
  | { type: 'change'; draft: Partial<CardDraft> }
  | { type: 'saved'; cardId: string };

function reduce(state: CardFlowState, action: FlowAction): CardFlowState {
  switch (action.type) {
    case 'start-new':
      return { ...state, phase: 'name', draft: emptyDraft(action.name), cardId: null };
    case 'edit':
      return { ...state, phase: 'name', draft: draftFromCard(action.card), cardId: action.cardId };
    case 'view':
      return { ...state, phase: 'card', draft: draftFromCard(action.card), cardId: action.card.id, cardMode: 'view', visit: state.visit + 1 };
    case 'advance': {
      if (state.phase === 'menu') return state;
      const phase = nextStep(state.phase);
      return phase === 'card' ? { ...state, phase, cardMode: 'publish', visit: state.visit + 1 } : { ...state, phase };
    }
    case 'step-back': {
      if (state.phase === 'menu') return state;
      return { ...state, phase: previousStep(state.phase) ?? state.phase };
    }
    case 'menu':
      return { ...state, phase: 'menu' };
    case 'change':
      return { ...state, draft: { ...state.draft, ...action.draft } };
    case 'saved':
      return { ...state, cardId: action.cardId };
  }
}

/** A dater with a card starts at the menu; anyone else starts a new card with their profile's name. */
export function useCardFlow(hasCard: boolean, defaultName: string) {
  return useReducer(reduce, undefined, (): CardFlowState => ({
    phase: hasCard ? 'menu' : 'name',
    draft: emptyDraft(defaultName),
    cardId: null,
    cardMode: 'publish',
    visit: 0,
  }));
}
