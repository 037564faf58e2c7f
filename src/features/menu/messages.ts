import { defineMessages } from '../../i18n/define-messages';

export const menuMessages = defineMessages({
  title: { id: 'menu.title', defaultMessage: 'Carta' },
  allergensTitle: { id: 'allergens.title', defaultMessage: 'Alérgenos y valores nutricionales' },
});
