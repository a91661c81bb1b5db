import { Mic, Sparkles, Users } from 'lucide-react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { StatusScreen } from '../../../shared/ui/status-screen';
import styles from './gender-selection-screen.module.css';

interface GenderSelectionScreenProps {
  /** The signed-in dater's name, if we know it, to make the welcome personal. */
  name?: string;
}

/**
 * Stand-in for the gender step until the onboarding questions are built: it confirms
 * the account exists and sets expectations for what comes next.
 */
export function GenderSelectionScreen({ name }: GenderSelectionScreenProps) {
  useDocumentTitle('Your account is ready');
  return (
    <StatusScreen title={name ? `Welcome, ${name}. Your account is ready.` : 'Your account is ready.'}>
      <p>Next come a few questions about you and about who you would like to meet.</p>
      <ol className={styles.steps}>
        <li>
          <Users size={20} aria-hidden="true" />
          <span>Who you would like to match with</span>
        </li>
        <li>
          <Mic size={20} aria-hidden="true" />
          <span>Three short voice questions, or type if you prefer</span>
        </li>
        <li>
          <Sparkles size={20} aria-hidden="true" />
          <span>Our AI looks for people who fit, both ways</span>
        </li>
      </ol>
    </StatusScreen>
  );
}
