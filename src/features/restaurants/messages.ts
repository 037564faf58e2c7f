import { defineMessages } from '../../i18n/define-messages';

export const restaurantsMessages = defineMessages({
  title: { id: 'restaurants.title', defaultMessage: 'Restaurantes' },
});
