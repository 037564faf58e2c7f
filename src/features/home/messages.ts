import { defineMessages } from '../../i18n/define-messages';

export const homeMessages = defineMessages({
  title: { id: 'home.title', defaultMessage: 'Pollo Crujiente: pollo frito marinado 12 horas' },
});
