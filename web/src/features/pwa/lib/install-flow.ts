/**
 * The install dialog's stages (docs/product-account.md#install): the intro leads to the steps or straight
 * to success; the steps lead to success after the last one; success closes on its own.
 */
export type InstallStage = { stage: 'intro' } | { stage: 'steps'; index: number } | { stage: 'success' };

export type InstallAction =
  | { type: 'showSteps' }
  | { type: 'next'; stepCount: number }
  | { type: 'previous' }
  | { type: 'back' }
  | { type: 'installed' }
  | { type: 'reset' };

export const INITIAL_INSTALL_STAGE: InstallStage = { stage: 'intro' };

/** Success closes itself after this long (docs/product-account.md#install). */
export const INSTALL_SUCCESS_CLOSE_MS = 2000;

export function installFlow(state: InstallStage, action: InstallAction): InstallStage {
  switch (action.type) {
    case 'showSteps':
      return { stage: 'steps', index: 0 };
    case 'next':
      if (state.stage !== 'steps') return state;
      return state.index + 1 >= action.stepCount ? { stage: 'success' } : { stage: 'steps', index: state.index + 1 };
    case 'previous':
      if (state.stage !== 'steps') return state;
      return { stage: 'steps', index: Math.max(0, state.index - 1) };
    case 'back':
      return state.stage === 'steps' ? INITIAL_INSTALL_STAGE : state;
    case 'installed':
      return { stage: 'success' };
    case 'reset':
      return INITIAL_INSTALL_STAGE;
  }
}
