import type { IntlShape } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';
import { isolatedText } from '../../lib/isolated-text';

/** The texts of the restaurants by province: the finder's directory and each province's page. */
const pm = defineMessages({
  heading: { id: 'provincePage.heading', defaultMessage: 'Restaurantes en la provincia de {province}' },
  title: {
    id: 'provincePage.title',
    defaultMessage: 'Restaurantes en la provincia de {province} | Pollo Crujiente',
  },
  description: {
    id: 'provincePage.description',
    defaultMessage:
      'Los restaurantes Pollo Crujiente de la provincia de {province}, por ciudad: dirección, horario, servicios y cómo llegar a cada uno.',
  },
  loading: { id: 'provincePage.loading', defaultMessage: 'Cargando los restaurantes de la provincia…' },
});

export { pm as provinceMessages };

/** A province's page title ("Restaurantes en la provincia de Madrid | Pollo Crujiente"), its name isolated. */
export const provincePageTitle = (intl: IntlShape, province: string): string =>
  intl.formatMessage(pm.title, { province: isolatedText(province) });

/** A province's page description, for search engines and chat apps. */
export const provincePageDescription = (intl: IntlShape, province: string): string =>
  intl.formatMessage(pm.description, { province: isolatedText(province) });
