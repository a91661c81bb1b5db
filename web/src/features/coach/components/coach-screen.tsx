import { COACH_PRESETS, COACH_TEXTS, type CoachPresetId, LOAD_FAILED_TEXTS } from '@kindred/contract';
import { BookOpen } from 'lucide-react';
import { useRef, useState } from 'react';
import { useNavigate } from '../../../shared/routing';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { Button } from '../../../shared/ui/button';
import { useCoachChat, type CoachDraft } from '../hooks/use-coach-chat';
import { useImageAttachment } from '../hooks/use-image-attachment';
import { canSend, presetPrompt } from '../lib/compose-rules';
import { CoachHeader } from './coach-header';
import { NewChatDialog, UnlockPremiumDialog } from './coach-dialogs';
import { Composer, type ComposerHandle } from './composer';
import { MessageList } from './message-list';
import { PresetRow, type CoachPreset } from './preset-row';
import messageStyles from './messages.module.css';
import styles from './coach-screen.module.css';

/** /ai-chat: the dating coach. Premium daters chat; free daters are offered Premium instead. */
export function CoachScreen() {
  useDocumentTitle('Dating Coach');
  const navigate = useNavigate();
  const chat = useCoachChat();
  const [text, setText] = useState('');
  const [preset, setPreset] = useState<CoachPresetId | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const attachment = useImageAttachment(setImageError);
  const [unlockOpen, setUnlockOpen] = useState(false);
  const [newChatOpen, setNewChatOpen] = useState(false);
  const composer = useRef<ComposerHandle>(null);

  const data = chat.conversation.data;
  // Until the conversation loads we do not know; the server has the last word either way (403).
  const locked = data?.premium === false;
  const presetTitle = COACH_PRESETS.find((p) => p.id === preset)?.title ?? null;

  function choosePreset(chosen: CoachPreset) {
    if (locked) return setUnlockOpen(true);
    setPreset(chosen.id);
    setText(presetPrompt(chosen.title));
    composer.current?.focus();
  }

  function clearPreset() {
    // The untouched "Help me with: …" goes with its chip; words the dater added stay.
    if (presetTitle && text === presetPrompt(presetTitle)) setText('');
    setPreset(null);
    composer.current?.focus();
  }

  /** `fromComposer`: the draft is what the dater wrote, so the composer empties, and refills if refused. */
  async function send(draft: CoachDraft, fromComposer: boolean) {
    if (chat.replying || !canSend(draft.text, draft.image)) return;
    if (locked) return setUnlockOpen(true);
    setImageError(null);
    if (fromComposer) {
      setText('');
      setPreset(null);
      attachment.remove();
    }
    const result = await chat.submit(draft);
    if (result === 'premium-required') {
      if (fromComposer) {
        setText(draft.text);
        setPreset(draft.preset);
        attachment.restore(draft.image);
      }
      setUnlockOpen(true);
    }
  }

  const status = chat.conversation.isError ?
    (
      <div className={messageStyles.status} role="alert">
        <span>We couldn&rsquo;t load your earlier messages.</span>
        <Button variant="ghost" loading={chat.conversation.isFetching} onClick={() => void chat.conversation.refetch()}>
          {LOAD_FAILED_TEXTS.retry}
        </Button>
      </div>
    ) :
    null;

  return (
    <div className={styles.night}>
      <main className={styles.screen}>
        <CoachHeader
          replying={chat.replying}
          onBack={() => void navigate('/home')}
          onNewChat={() => setNewChatOpen(true)}
          newChatDisabled={chat.replying || chat.bubbles.length === 0}
        />
        {data?.mode === 'offline' && (
          <div className={styles.offline}>
            <BookOpen size={16} aria-hidden="true" />
            <p>
              <strong className={styles.offlineLabel}>{COACH_TEXTS.offlineLabel}</strong>
              {COACH_TEXTS.offlineNote}
            </p>
          </div>
        )}
        <MessageList
          bubbles={chat.bubbles}
          replying={chat.replying}
          status={status}
          onFollowUp={(followUp) => void send({ text: followUp, image: null, preset: null }, false)}
        />
        <div className={styles.dock}>
          <PresetRow selected={preset} premium={!locked} onChoose={choosePreset} />
          <Composer
            text={text}
            onTextChange={setText}
            presetTitle={presetTitle}
            onClearPreset={clearPreset}
            image={attachment.image}
            onRemoveImage={attachment.remove}
            onAttachRequest={() => {
              if (locked) setUnlockOpen(true);
              return !locked;
            }}
            onPickImage={(file) => {
              setImageError(null);
              void attachment.attach(file);
            }}
            imageError={imageError}
            replying={chat.replying}
            canSubmit={!chat.replying && canSend(text, attachment.image)}
            onSubmit={() => void send({ text, image: attachment.image, preset }, true)}
            premium={!locked}
            ref={composer}
          />
        </div>
      </main>
      <UnlockPremiumDialog
        open={unlockOpen}
        onClose={() => setUnlockOpen(false)}
        onUpgrade={() => void navigate('/profile', { state: { upgrade: true } })}
      />
      <NewChatDialog
        open={newChatOpen}
        clearing={chat.clearing}
        failed={chat.clearFailed}
        onConfirm={() => chat.startNewChat(() => setNewChatOpen(false))}
        onCancel={() => {
          setNewChatOpen(false);
          chat.resetClear();
        }}
      />
    </div>
  );
}
