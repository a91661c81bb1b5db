/**
 * The install dialog's stages (docs/product-account.md#install): the intro leads to the steps or to
 * the browser's own offer. Success is shown only when the browser itself reports the install (its
 * offer accepted, or `appinstalled`): a dater who followed the steps by hand may not have finished
 * them, so their Done closes the dialog without claiming anything. Success closes on its own.
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
      return { stage: 'steps', index: Math.min(state.index + 1, action.stepCount - 1) };
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
