import { useIntl } from 'react-intl';
import { Link } from 'react-router';

/**
 * Where to go without a connection: the pages that work once seen, in the order a customer at the counter needs
 * them.
 */
export function AvailableOffline() {
  const intl = useIntl();
  const title = intl.formatMessage({
    id: 'ui.offline.available',
    defaultMessage: 'Sin conexión puedes ver lo que ya abriste en este dispositivo:',
  });
  const pages = [
    {
      to: '/my-rewards',
      label: intl.formatMessage({ id: 'ui.offline.rewards', defaultMessage: 'tus códigos de My Rewards' }),
    },
    { to: '/carta', label: intl.formatMessage({ id: 'ui.offline.menu', defaultMessage: 'la carta' }) },
    {
      to: '/restaurantes',
      label: intl.formatMessage({ id: 'ui.offline.restaurants', defaultMessage: 'los restaurantes' }),
    },
  ];
  return (
    <nav aria-label={title}>
      <p>{title}</p>
      <ul>
        {pages.map(({ to, label }) => (
          <li key={to}>
            <Link to={to}>{label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
