import { ESSENTIALS_TEXTS, type EssentialKey } from '@kindred/contract';
import { useEffect, useRef, useState } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { usePinnedBarHeight } from '../../../shared/hooks/use-pinned-bar-height';
import { Button } from '../../../shared/ui/button';
import { isApiError } from '../../../shared/api/api-error';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { Wordmark } from '../../../shared/ui/wordmark';
import { useConfirmEssentials, useEssentials } from '../api/essentials';
import { useKeptMusts } from '../hooks/use-kept-musts';
import { seenOf } from '../lib/essential-draft';
import { hasExtractedSide, nothingKnown } from '../lib/essential-text';
import { EssentialEditor } from './essential-editor';
import { EssentialsList } from './essentials-list';
import styles from './essentials-check-screen.module.css';

/**
 * The last step of onboarding: the essentials read from the three answers, checked once before
 * the first search, so a misread dealbreaker never decides who is found. Each must the reader
 * proposed is stated as what it would do and kept only with its own switch; "Looks good" confirms
 * every row that was read, with the musts left off as nice-to-haves; Edit corrects one; "Skip for
 * now" leaves them to the profile.
 */
export function EssentialsCheckScreen({ onDone }: { onDone: () => void }) {
  useDocumentTitle('Check your essentials');
  const essentials = useEssentials();
  const confirmAll = useConfirmEssentials();
  const [editing, setEditing] = useState<EssentialKey | null>(null);
  const musts = useKeptMusts();
  const heading = useRef<HTMLHeadingElement>(null);
  const footer = useRef<HTMLDivElement>(null);
  usePinnedBarHeight(footer);
  // Arriving from the last question, a screen reader starts on what this screen is.
  useEffect(() => heading.current?.focus(), []);

  const states = essentials.data ?? [];
  const open = states.find((state) => state.key === editing) ?? null;

  async function looksGood() {
    try {
      const seen = states.filter(hasExtractedSide).map((state) => seenOf(state, musts.kept.has(state.key)));
      // With nothing read from the answers there is nothing to confirm, and the search goes on.
      if (seen.length > 0) await confirmAll.mutateAsync(seen);
      onDone();
    } catch {
      // Shown below; the dater can try again or skip.
    }
  }

  return (
    <main className={styles.screen}>
      <div className={styles.backdrop} aria-hidden="true" />
      <header className={styles.brand}>
        <Wordmark size="compact" />
      </header>
      <div className={styles.intro}>
        <p className={styles.eyebrow}>One last look</p>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          Here is what we understood
        </h1>
        <p className={styles.lead}>
          {essentials.data && nothingKnown(essentials.data)
            ? 'Your answers didn’t mention these yet. Add the ones that matter to you before your first search, or skip for now.'
            : ESSENTIALS_TEXTS.checkLead}
        </p>
      </div>
      <section className={styles.card} aria-labelledby="essentials-check-list">
        <h2 id="essentials-check-list" className="visually-hidden">
          Your essentials
        </h2>
        <EssentialsList essentials={essentials} onEdit={setEditing} keptMusts={musts.kept} onKeepMust={musts.keep} />
      </section>
      <div ref={footer} className={styles.footer}>
        <div role="alert" className={styles.alert}>
          {confirmAll.isError &&
            (isApiError(confirmAll.error, 409) ?
              <InlineAlert title={ESSENTIALS_TEXTS.changed} /> :
              <InlineAlert title="We couldn’t save your essentials.">Please try again, or skip for now.</InlineAlert>)}
        </div>
        <Button fullWidth loading={confirmAll.isPending} disabled={!essentials.data} onClick={() => void looksGood()}>
          {confirmAll.isPending ? 'Saving…' : 'Looks good, find my matches'}
        </Button>
        <Button fullWidth variant="ghost" disabled={confirmAll.isPending} onClick={onDone}>
          Skip for now
        </Button>
      </div>
      <EssentialEditor state={open} onClose={() => setEditing(null)} />
    </main>
  );
}
