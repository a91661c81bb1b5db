import { ESSENTIALS, type EssentialState, type EssentialUpdate } from '@kindred/contract';
import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/button';
import { InlineAlert } from '../../../shared/ui/inline-alert';
import { SheetDialog } from '../../../shared/ui/sheet-dialog';
import { useSaveEssential } from '../api/essentials';
import { draftOf, updateOf } from '../lib/essential-draft';
import { NeedField, SelfField } from './editor-fields';
import { MustMatchField } from './must-match-field';
import styles from './essential-editor.module.css';

const SAVE_FAILED = 'We couldn’t save this. Please try again.';

interface EssentialEditorProps {
  /** The essential being edited; null keeps the sheet closed. */
  state: EssentialState | null;
  onClose: () => void;
  /** Told once the answer is saved, e.g. to announce it. */
  onSaved?: (saved: EssentialState) => void;
}

/** Both sides of one essential in a sheet. Saving confirms them, an empty answer too. */
export function EssentialEditor({ state, onClose, onSaved }: EssentialEditorProps) {
  const save = useSaveEssential();
  const formId = useId();
  const [error, setError] = useState<string | null>(null);

  function close() {
    setError(null);
    save.reset();
    onClose();
  }

  async function submit(editing: EssentialState, update: EssentialUpdate) {
    setError(null);
    try {
      const saved = await save.mutateAsync({ key: editing.key, update });
      onSaved?.(saved);
      close();
    } catch (cause) {
      // A 400 says in words what was wrong with the answer; anything else is worth another try.
      setError(isApiError(cause, 400) && cause.message ? cause.message : SAVE_FAILED);
    }
  }

  return (
    <SheetDialog
      open={state !== null}
      title={state ? ESSENTIALS[state.key].label : ''}
      onClose={save.isPending ? undefined : close}
      footer={
        <>
          <div role="alert" className={styles.alert}>
            {error && <InlineAlert title={error} />}
          </div>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={close} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" form={formId} loading={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save'}
            </Button>
          </div>
        </>
      }
    >
      {/* Keyed by essential: each opening starts from what is stored, not from an abandoned draft. */}
      {state && <EditorForm key={state.key} id={formId} state={state} onSubmit={(update) => void submit(state, update)} />}
    </SheetDialog>
  );
}

function EditorForm({ id, state, onSubmit }: { id: string; state: EssentialState; onSubmit: (update: EssentialUpdate) => void }) {
  const [draft, setDraft] = useState(() => draftOf(state));
  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(updateOf(draft));
  }
  return (
    <form id={id} className={styles.form} onSubmit={submit} noValidate>
      <p className={styles.intro}>What you are, and what you need in a partner. A must is a dealbreaker both ways.</p>
      <SelfField draft={draft} onChange={setDraft} />
      <NeedField draft={draft} onChange={setDraft} />
      <MustMatchField draft={draft} onChange={setDraft} />
    </form>
  );
}
