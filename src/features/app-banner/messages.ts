import { defineMessages } from '../../i18n/define-messages';

export const appBannerMessages = defineMessages({
  label: { id: 'appBanner.label', defaultMessage: 'Nuestra app' },
  title: { id: 'appBanner.title', defaultMessage: 'App Pollo Crujiente' },
  text: { id: 'appBanner.text', defaultMessage: 'Pide antes y suma estrellas con cada pedido.' },
  install: { id: 'appBanner.install', defaultMessage: 'Instalar' },
  installIn: { id: 'appBanner.installIn', defaultMessage: 'Instalar desde {store}' },
  close: { id: 'appBanner.close', defaultMessage: 'Cerrar el aviso de la app' },
});
