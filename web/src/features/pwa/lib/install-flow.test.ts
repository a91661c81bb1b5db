import { describe, expect, it } from 'vitest';
import { INITIAL_INSTALL_STAGE, installFlow, type InstallStage } from './install-flow';
import { INSTALL_STEPS } from './install-steps';

const steps = (index: number): InstallStage => ({ stage: 'steps', index });

describe('installFlow', () => {
  it('goes from the intro to the first step, and forward to the last step, never past it', () => {
    let state = installFlow(INITIAL_INSTALL_STAGE, { type: 'showSteps' });
    expect(state).toEqual(steps(0));
    state = installFlow(state, { type: 'next', stepCount: 3 });
    state = installFlow(state, { type: 'next', stepCount: 3 });
    expect(state).toEqual(steps(2));
    expect(installFlow(state, { type: 'next', stepCount: 3 })).toEqual(steps(2));
  });

  it('never claims the install because the dater read the steps: only the browser can say so', () => {
    let state = installFlow(INITIAL_INSTALL_STAGE, { type: 'showSteps' });
    for (let i = 0; i < 5; i += 1) state = installFlow(state, { type: 'next', stepCount: 3 });
    expect(state.stage).toBe('steps');
  });

  it('steps back one at a time, never before the first, and Back returns to the intro', () => {
    expect(installFlow(steps(2), { type: 'previous' })).toEqual(steps(1));
    expect(installFlow(steps(0), { type: 'previous' })).toEqual(steps(0));
    expect(installFlow(steps(1), { type: 'back' })).toEqual(INITIAL_INSTALL_STAGE);
  });

  it('jumps to success when the browser reports the install, from any stage', () => {
    expect(installFlow(INITIAL_INSTALL_STAGE, { type: 'installed' })).toEqual({ stage: 'success' });
    expect(installFlow(steps(1), { type: 'installed' })).toEqual({ stage: 'success' });
  });

  it('ignores step moves outside the steps and starts over on reset', () => {
    expect(installFlow(INITIAL_INSTALL_STAGE, { type: 'next', stepCount: 3 })).toEqual(INITIAL_INSTALL_STAGE);
    expect(installFlow({ stage: 'success' }, { type: 'previous' })).toEqual({ stage: 'success' });
    expect(installFlow({ stage: 'success' }, { type: 'reset' })).toEqual(INITIAL_INSTALL_STAGE);
  });
});

describe('INSTALL_STEPS', () => {
  it('gives every platform at least three steps that end with a confirmation', () => {
    for (const list of Object.values(INSTALL_STEPS)) {
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.at(-1)?.icon).toBe('confirm');
    }
  });
});
