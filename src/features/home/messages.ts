import { defineMessages } from '../../i18n/define-messages';

export const homeMessages = defineMessages({
  title: { id: 'home.title', defaultMessage: 'Pollo Crujiente: pollo frito marinado 12 horas' },
  carouselLabel: { id: 'home.carouselLabel', defaultMessage: 'Destacados' },
  moreNews: { id: 'home.moreNews', defaultMessage: 'Más novedades' },
  newsLoadError: { id: 'home.newsLoadError', defaultMessage: 'No hemos podido cargar las novedades.' },
  popupTitle: { id: 'home.popupTitle', defaultMessage: 'No te lo pierdas' },
  appTitle: { id: 'home.app.title', defaultMessage: 'Descarga nuestra app' },
  appIntro: {
    id: 'home.app.intro',
    defaultMessage:
      'Pide a domicilio o para recoger, sigue tu pedido y suma una estrella con cada pedido que hagas desde la app.',
  },
  appStep1: { id: 'home.app.step1', defaultMessage: 'Descarga la app gratis desde App Store o Google Play.' },
  appStep2: { id: 'home.app.step2', defaultMessage: 'Entra con tu cuenta de Pollo Crujiente o crea una en un minuto.' },
  appStep3: { id: 'home.app.step3', defaultMessage: 'Haz tu pedido y gana estrellas para conseguir recompensas.' },
  storesLabel: { id: 'home.app.stores', defaultMessage: 'Tiendas de aplicaciones' },
  storeLink: { id: 'home.app.storeLink', defaultMessage: 'Descargar en {store}' },
  appImageAlt: {
    id: 'home.app.imageAlt',
    defaultMessage:
      'Un móvil con la app de Pollo Crujiente abierta en la carta, con un cubo de pollo crujiente en pantalla',
  },
});
