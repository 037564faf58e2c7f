import { defineMessages } from '../../i18n/define-messages';

export const restaurantsMessages = defineMessages({
  title: { id: 'restaurants.title', defaultMessage: 'Restaurantes' },
  note: {
    id: 'restaurants.note',
    defaultMessage: 'Todos nuestros restaurantes tienen WiFi gratis, quioscos de pedido y recarga de refrescos.',
  },
  loadError: { id: 'restaurants.loadError', defaultMessage: 'No hemos podido cargar los restaurantes.' },
  mapLoading: { id: 'restaurants.map.loading', defaultMessage: 'Cargando el mapa…' },

  directions: { id: 'restaurants.directions', defaultMessage: 'Cómo llegar' },
  directionsTo: { id: 'restaurants.directions.to', defaultMessage: 'a {name}' },
  closedNow: { id: 'restaurants.closedNow', defaultMessage: 'Cerrado ahora' },
  today: { id: 'restaurants.hours.today', defaultMessage: '(hoy)' },
  notFound: {
    id: 'restaurants.notFound',
    defaultMessage: 'No hemos encontrado el restaurante del enlace. Aquí tienes todos nuestros restaurantes.',
  },
  canaryTime: { id: 'restaurants.canaryTime', defaultMessage: 'hora de Canarias' },

  monday: { id: 'restaurants.day.monday', defaultMessage: 'Lunes' },
  tuesday: { id: 'restaurants.day.tuesday', defaultMessage: 'Martes' },
  wednesday: { id: 'restaurants.day.wednesday', defaultMessage: 'Miércoles' },
  thursday: { id: 'restaurants.day.thursday', defaultMessage: 'Jueves' },
  friday: { id: 'restaurants.day.friday', defaultMessage: 'Viernes' },
  saturday: { id: 'restaurants.day.saturday', defaultMessage: 'Sábado' },
  sunday: { id: 'restaurants.day.sunday', defaultMessage: 'Domingo' },
  holiday: { id: 'restaurants.day.holiday', defaultMessage: 'Festivos' },
});
