import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { SOCIAL_LINKS } from '../../lib/site';
import { ExternalLink } from '../../ui/external-link';
import { Icon } from '../../ui/icon';
import { layoutMessages as m } from '../messages';
import { DOCUMENTS, type FooterGroup } from '../route-table.mjs';
import styles from './footer.module.css';

type FooterLink = { to: string; label: MessageDescriptor };

/** The documents the registry puts in a footer group, in its order, each named by its own label or its title. */
const documentLinks = (group: FooterGroup): FooterLink[] =>
  DOCUMENTS.flatMap((doc) =>
    doc.footer?.group === group ? [{ to: doc.path, label: { id: doc.footer.label ?? doc.title } }] : [],
  );

export function Footer() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const groups = [
    {
      heading: m.footerCompany,
      links: [
        ...documentLinks('company'),
        { to: '/contact', label: m.footerContact },
        { to: '/my-rewards', label: m.footerRewards },
      ],
    },
    {
      heading: m.footerFood,
      links: [
        { to: '/alergens#alergenos', label: m.footerAllergens },
        { to: '/alergens#valores-nutricionales', label: m.footerNutrition },
      ],
    },
    {
      heading: m.footerLegal,
      links: documentLinks('legal'),
    },
  ];
  return (
    <footer className={styles.footer}>
      <nav aria-label={t(m.footerLabel)} className={styles.columns}>
        {groups.map((group) => (
          <section key={group.heading.id} className={styles.group}>
            <h2 className={styles.heading}>{t(group.heading)}</h2>
            <ul className={styles.list}>
              {group.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.label)}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <section className={styles.group}>
          <h2 className={styles.heading}>{t(m.footerSocial)}</h2>
          <ul className={styles.social}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.network}>
                <ExternalLink
                  href={link.url}
                  className={styles.socialLink}
                  aria-label={t(m.socialLink, { network: link.label })}
                >
                  <Icon name={link.network} size={28} />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </section>
      </nav>
      <p className={styles.copyright}>{t(m.copyright, { year: 2026 })}</p>
    </footer>
  );
}
