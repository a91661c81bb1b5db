import { ESSENTIALS, type EssentialKey, type EssentialState } from '@kindred/contract';
import { useId, useRef, useState } from 'react';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { useConfirmEssentials, useEssentials } from '../api/essentials';
import { ESSENTIALS_ANCHOR, useEssentialLink } from '../hooks/use-essential-link';
import { useKeptMusts } from '../hooks/use-kept-musts';
import { seenOf } from '../lib/essential-draft';
import { nothingKnown } from '../lib/essential-text';
import { editButtonId } from './essential-row';
import { EssentialsList } from './essentials-list';
import { onDemand } from '../../../shared/ui/on-demand';
import styles from './essentials-card.module.css';

// The editor's code (its fields) is fetched after the card has drawn; Edit, or an address naming
// an essential, opens it.
const EssentialEditor = onDemand(async () => (await import('./essential-editor')).EssentialEditor, (props) => props.state !== null);

/**
 * The profile's Essentials: what was read from the dater's answers, with their words, to confirm
 * ("Looks right") or correct ("Edit"). A must here is a dealbreaker both ways in every search.
 */
export function EssentialsCard() {
  const titleId = useId();
  const card = useRef<HTMLElement>(null);
  const essentials = useEssentials();
  const confirm = useConfirmEssentials();
  const musts = useKeptMusts();
  const link = useEssentialLink(card, !essentials.isPending);
  const [editing, setEditing] = useState<EssentialKey | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [failed, setFailed] = useState<string | null>(null);
  const openKey = editing ?? link.asked;
  const open = essentials.data?.find((state) => state.key === openKey) ?? null;

  function confirmRow(state: EssentialState) {
    setFailed(null);
    const label = ESSENTIALS[state.key].label;
    confirm.mutate(
      [seenOf(state, musts.kept.has(state.key))],
      {
        // "Looks right" leaves the row once confirmed; focus goes to the row's Edit rather than nowhere.
        onSuccess: () => {
          setAnnouncement(`${label} confirmed.`);
          document.getElementById(editButtonId(state.key))?.focus();
        },
        onError: () => setFailed(`We couldn’t confirm ${label}. Please try again.`),
      },
    );
  }

  function closeEditor() {
    const fromLink = editing === null ? link.asked : null;
    setEditing(null);
    link.forget();
    // Opened by an address, the sheet has no opener to hand focus back to: its row's Edit takes it,
    // once the sheet has closed (the dialog restores focus as it closes).
    if (fromLink) window.setTimeout(() => document.getElementById(editButtonId(fromLink))?.focus(), 0);
  }

  return (
    <section ref={card} id={ESSENTIALS_ANCHOR} className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        Essentials
      </h2>
      <p className={styles.intro}>What we understood from your answers. Confirm or correct it: a must is a dealbreaker both ways, and counts only once you keep it.</p>
      {essentials.data && nothingKnown(essentials.data) && <p className={styles.note}>Your answers didn’t mention these yet. Add the ones that matter to you.</p>}
      <div role="alert" className={styles.alert}>
        {failed && <InlineAlert title={failed} />}
      </div>
      <EssentialsList
        essentials={essentials}
        onEdit={setEditing}
        onConfirm={confirmRow}
        confirmingKey={confirm.isPending ? (confirm.variables?.[0]?.key ?? null) : null}
        keptMusts={musts.kept}
        onKeepMust={musts.keep}
      />
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <EssentialEditor state={open} onClose={closeEditor} onSaved={(saved) => setAnnouncement(`${ESSENTIALS[saved.key].label} saved.`)} />
    </section>
  );
}
