import { defineMessages } from '../../i18n/define-messages';

export const newsMessages = defineMessages({
  title: { id: 'news.title', defaultMessage: 'Novedades' },
  carouselLabel: { id: 'news.carouselLabel', defaultMessage: 'Novedades de Pollo Crujiente' },
  loadError: { id: 'news.loadError', defaultMessage: 'No hemos podido cargar las novedades.' },
  empty: { id: 'news.empty', defaultMessage: 'Ahora mismo no hay novedades. ¡Vuelve pronto!' },
});
