import { CircleHelp, Mail } from 'lucide-react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useGoBack } from '../../../shared/hooks/use-go-back';
import { Link } from '../../../shared/routing';
import { PageHeader } from '../../../shared/ui/page-header';
import { PointList } from '../../../shared/ui/point-list';
import { HELP_TOPICS, type HelpTopic } from '../lib/help-content';
import styles from './help-screen.module.css';

export interface HelpContacts {
  supportEmail: string;
  termsUrl: string;
  privacyUrl: string;
}

interface HelpScreenProps {
  /** The deployment's addresses; until they are known, the contact section waits for them. */
  contacts: HelpContacts | undefined;
}

/**
 * /help: answers to what daters ask most, and how to reach support. Anyone may open it, signed
 * in or not; it needs no session and reads only the public configuration.
 */
export function HelpScreen({ contacts }: HelpScreenProps) {
  useDocumentTitle('Help');
  const back = useGoBack('/settings');

  return (
    <main className={styles.screen}>
      <PageHeader title="Help" onBack={back} icon={<CircleHelp size={30} />} eyebrow="Kindred" lead="How Kindred works, and how to reach us." />
      {HELP_TOPICS.map((topic) => <Topic key={topic.id} topic={topic} />)}
      <section className={styles.section} aria-labelledby="help-contact-title">
        <h2 id="help-contact-title" className={styles.sectionTitle}>
          Contact support
        </h2>
        <div className={styles.card}>
          {contacts ?
            (
              <p className={styles.contact}>
                <Mail size={20} aria-hidden="true" />
                <span>
                  Write to us at <a href={`mailto:${contacts.supportEmail}`}>{contacts.supportEmail}</a>. A person reads every message.
                </span>
              </p>
            ) :
            <p className={styles.contact}>Loading the support address…</p>}
        </div>
        <p className={styles.footnote}>
          See also the <Link to="/safety">Safety Centre</Link>
          {contacts && (
            <>
              , the{' '}
              <a href={contacts.termsUrl} target="_blank" rel="noopener noreferrer">
                Terms of Service
              </a>{' '}
              and the{' '}
              <a href={contacts.privacyUrl} target="_blank" rel="noopener noreferrer">
                Privacy Policy
              </a>
            </>
          )}
          .
        </p>
      </section>
    </main>
  );
}

function Topic({ topic }: { topic: HelpTopic }) {
  const titleId = `help-${topic.id}-title`;
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {topic.title}
      </h2>
      <PointList points={topic.points} />
    </section>
  );
}
