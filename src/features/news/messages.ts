import { defineMessages } from '../../i18n/define-messages';

export const newsMessages = defineMessages({
  title: { id: 'news.title', defaultMessage: 'Novedades' },
});
