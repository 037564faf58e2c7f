import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { SOCIAL_LINKS } from '../../lib/site';
import { ExternalLink } from '../../ui/external-link';
import { Icon } from '../../ui/icon';
import { layoutMessages as m } from '../messages';
import styles from './footer.module.css';

export function Footer() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const groups = [
    {
      heading: m.footerCompany,
      links: [
        { to: '/calidad', label: m.footerQuality },
        { to: '/sostenibilidad', label: m.footerSustainability },
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
      links: [
        { to: '/aviso-legal', label: m.footerLegalNotice },
        { to: '/politica-de-privacidad', label: m.footerPrivacy },
        { to: '/cookies', label: m.footerCookies },
        { to: '/general-conditions', label: m.footerConditions },
        { to: '/bases-legales', label: m.footerGameBases },
        { to: '/condiciones-recompensas', label: m.footerRewardsBases },
      ],
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
                <li key={link.to}><Link to={link.to}>{t(link.label)}</Link></li>
              ))}
            </ul>
          </section>
        ))}
        <section className={styles.group}>
          <h2 className={styles.heading}>{t(m.footerSocial)}</h2>
          <ul className={styles.social}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.network}>
                <ExternalLink href={link.url} className={styles.socialLink} aria-label={t(m.socialLink, { network: link.label })}>
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
