import { type ReactNode, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LazyDocumentDialog } from '../../renderers/document-view/lazy-document-dialog';
import { COMPLAINTS_CHANNEL_URL, DATA_PROTECTION_AUTHORITY_URL } from '../../lib/site';
import { useStoreAfterFirstRender } from '../../lib/use-after-first-render';
import { ExternalLink } from '../../ui/external-link';
import { QrCode } from '../../ui/qr-code';
import styles from './contact.module.css';
import { contactMessages as m } from './messages';

const PRIVACY_SLUG = 'politica-de-privacidad';

const noUpdates = () => () => undefined;

const noAddress = () => null;
const privacyPolicyAddress = () => `${window.location.origin}/${PRIVACY_SLUG}`;

/** The privacy policy's full address on this site, for the QR code; none on the first render (pre-rendered). */
function usePrivacyPolicyAddress(): string | null {
  return useStoreAfterFirstRender(noUpdates, privacyPolicyAddress, noAddress);
}

/** The QR code that leads a phone to the full privacy policy (the second layer of the information). */
function PrivacyQrCode() {
  const intl = useIntl();
  return (
    <figure className={styles.qr}>
      <QrCode value={usePrivacyPolicyAddress()} label={intl.formatMessage(m.qrLabel)} size={128} />
      <figcaption className={styles.qrCaption}>{intl.formatMessage(m.qrCaption)}</figcaption>
    </figure>
  );
}

const mail = (address: string) => (chunks: ReactNode[]) => (
  <a key={address} href={`mailto:${address}`}>
    {chunks}
  </a>
);

/**
 * The contact data-protection text of the hub: who treats the data and why, the rights, the
 * privacy policy by link and QR code, and the external complaints channels.
 */
export function ContactDataProtection() {
  const intl = useIntl();
  return (
    <section className={styles.privacy} aria-labelledby="contact-privacy">
      <h2 id="contact-privacy">{intl.formatMessage(m.privacyTitle)}</h2>
      <div className={styles.privacyBody}>
        <div>
          <p>{intl.formatMessage(m.privacyText, { email: mail('dpd@pollocrujiente.example') })}</p>
          <p>
            {intl.formatMessage(m.privacyMore, {
              link: (chunks: ReactNode[]) => (
                <Link key="policy" to={`/${PRIVACY_SLUG}`}>
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </div>
        <PrivacyQrCode />
      </div>
      <h3 className={styles.complaintsTitle}>{intl.formatMessage(m.complaintsTitle)}</h3>
      <p>{intl.formatMessage(m.complaintsText)}</p>
      <ul className={styles.linkList}>
        <li>
          <ExternalLink href={COMPLAINTS_CHANNEL_URL}>{intl.formatMessage(m.complaintsChannel)}</ExternalLink>
        </li>
        <li>
          <ExternalLink href={DATA_PROTECTION_AUTHORITY_URL}>{intl.formatMessage(m.complaintsAuthority)}</ExternalLink>
        </li>
      </ul>
    </section>
  );
}

/**
 * The basic data-protection information beside a contact form (the first layer of Spain's layered model): controller,
 * purpose, legal basis, recipients, rights, and the privacy policy, which opens over the form, plus its QR code.
 */
export function BasicDataProtection({ kind }: { kind: 'public' | 'incident' }) {
  const intl = useIntl();
  const [policyOpen, setPolicyOpen] = useState(false);
  const rows = [
    [m.basicController, intl.formatMessage(m.basicControllerValue)],
    [m.basicPurpose, intl.formatMessage(kind === 'public' ? m.basicPurposePublic : m.basicPurposeIncident)],
    [m.basicLegalBasis, intl.formatMessage(kind === 'public' ? m.basicLegalBasisPublic : m.basicLegalBasisIncident)],
    [m.basicRecipients, intl.formatMessage(kind === 'public' ? m.basicRecipientsPublic : m.basicRecipientsIncident)],
    [m.basicRights, intl.formatMessage(m.basicRightsValue)],
    [
      m.basicMore,
      intl.formatMessage(m.basicMoreValue, {
        link: (chunks: ReactNode[]) => (
          <button
            key="policy"
            type="button"
            className={styles.textButton}
            aria-haspopup="dialog"
            onClick={() => setPolicyOpen(true)}
          >
            {chunks}
          </button>
        ),
      }),
    ],
  ] as const;
  return (
    <section className={styles.basicInfo} aria-labelledby={`basic-info-${kind}`}>
      <h2 id={`basic-info-${kind}`} className={styles.basicInfoTitle}>
        {intl.formatMessage(m.basicInfoTitle)}
      </h2>
      <div className={styles.basicInfoBody}>
        <dl className={styles.basicInfoList}>
          {rows.map(([term, description]) => (
            <div key={term.id} className={styles.basicInfoRow}>
              <dt>{intl.formatMessage(term)}</dt>
              <dd>{description}</dd>
            </div>
          ))}
        </dl>
        <PrivacyQrCode />
      </div>
      {/* The policy opens over the form only when asked for, so what was typed stays. */}
      {policyOpen ? <LazyDocumentDialog slug={PRIVACY_SLUG} open onClose={() => setPolicyOpen(false)} /> : null}
    </section>
  );
}
