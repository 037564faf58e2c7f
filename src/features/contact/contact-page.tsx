import { type ReactNode, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { JOB_SITE } from '../../lib/site';
import { useSession } from '../../session/use-session';
import { Button, buttonClassName } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { ExternalLink } from '../../ui/external-link';
import { Page } from '../../ui/page';
import styles from './contact.module.css';
import { ContactDataProtection } from './data-protection';
import { contactMessages as m } from './messages';

type Topic = 'service' | 'incident';

/** A section of the hub: heading, text and its buttons. */
function HubSection({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: MessageDescriptor;
  text: MessageDescriptor;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.cardTitle}>
        {intl.formatMessage(title)}
      </h2>
      <p>{intl.formatMessage(text)}</p>
      <div className={styles.cardActions}>{children}</div>
    </section>
  );
}

/** The more-information button of a section; its name says which section it is about. */
function MoreInfoButton({
  topic,
  title,
  onOpen,
}: {
  topic: Topic;
  title: MessageDescriptor;
  onOpen: (topic: Topic) => void;
}) {
  const intl = useIntl();
  return (
    <Button
      variant="secondary"
      aria-haspopup="dialog"
      aria-label={intl.formatMessage(m.moreInfoAbout, { topic: intl.formatMessage(title) })}
      onClick={() => onOpen(topic)}
    >
      {intl.formatMessage(m.moreInfo)}
    </Button>
  );
}

function MoreInfoDialog({ topic, onClose }: { topic: Topic | null; onClose: () => void }) {
  const intl = useIntl();
  const paragraphs =
    topic === 'service'
      ? [
          intl.formatMessage(m.serviceInfo1),
          intl.formatMessage(m.serviceInfo2),
          intl.formatMessage(m.serviceInfo3, {
            email: (chunks: ReactNode[]) => (
              <a key="email" href="mailto:atencion@pollocrujiente.example">
                {chunks}
              </a>
            ),
            phone: (chunks: ReactNode[]) => (
              <a key="phone" href="tel:+34910555010">
                {chunks}
              </a>
            ),
          }),
        ]
      : [
          intl.formatMessage(m.incidentInfo1),
          intl.formatMessage(m.incidentInfo2),
          intl.formatMessage(m.incidentInfo3, {
            link: (chunks: ReactNode[]) => (
              <Link key="conditions" to="/general-conditions">
                {chunks}
              </Link>
            ),
          }),
        ];
  return (
    <Dialog
      open={topic !== null}
      onClose={onClose}
      size="small"
      title={intl.formatMessage(topic === 'incident' ? m.incidentTitle : m.serviceTitle)}
      footer={<Button onClick={onClose}>{intl.formatMessage(m.understood)}</Button>}
    >
      {paragraphs.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </Dialog>
  );
}

/**
 * /contact, Contacto, the contact hub: work with us (restaurant or office), customer service, order incidents for
 * logged-in customers, each form with a more-information popup, and the data-protection text.
 */
export default function ContactPage() {
  const intl = useIntl();
  const session = useSession();
  const [topic, setTopic] = useState<Topic | null>(null);

  return (
    <Page title={intl.formatMessage(m.hubTitle)}>
      <p className={styles.intro}>{intl.formatMessage(m.hubIntro)}</p>
      <div className={styles.cards}>
        <HubSection id="contact-team" title={m.teamTitle} text={m.teamText}>
          <Link className={buttonClassName('primary')} to="/restaurant-contact">
            {intl.formatMessage(m.teamRestaurant)}
          </Link>
          <ExternalLink className={buttonClassName('secondary')} href={JOB_SITE.office}>
            {intl.formatMessage(m.teamOffice)}
          </ExternalLink>
        </HubSection>
        <HubSection id="contact-service" title={m.serviceTitle} text={m.serviceText}>
          <Link className={buttonClassName('primary')} to="/public-contact-form">
            {intl.formatMessage(m.serviceButton)}
          </Link>
          <MoreInfoButton topic="service" title={m.serviceTitle} onOpen={setTopic} />
        </HubSection>
        {session ? (
          <HubSection id="contact-incident" title={m.incidentTitle} text={m.incidentText}>
            <Link className={buttonClassName('primary')} to="/private-contact-form">
              {intl.formatMessage(m.incidentButton)}
            </Link>
            <MoreInfoButton topic="incident" title={m.incidentTitle} onOpen={setTopic} />
          </HubSection>
        ) : null}
      </div>
      <ContactDataProtection />
      <MoreInfoDialog topic={topic} onClose={() => setTopic(null)} />
    </Page>
  );
}
