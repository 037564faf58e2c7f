import { defineMessages } from '../../i18n/define-messages';

export const contactMessages = defineMessages({
  hubTitle: { id: 'contact.title', defaultMessage: 'Contacto' },
  workWithUsTitle: { id: 'contact.workWithUs.title', defaultMessage: 'Trabaja con nosotros' },
  publicFormTitle: { id: 'contact.publicForm.title', defaultMessage: 'Atención al cliente' },
  privateFormTitle: { id: 'contact.privateForm.title', defaultMessage: 'Incidencia con un pedido' },
});
