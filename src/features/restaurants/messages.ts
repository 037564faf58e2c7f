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
  breadcrumb: { id: 'restaurants.page.breadcrumb', defaultMessage: 'Estás en' },
  openUntil: { id: 'restaurants.page.openUntil', defaultMessage: 'Abierto ahora, hasta las {time}' },
  closedOpensAt: { id: 'restaurants.page.closedOpensAt', defaultMessage: 'Cerrado ahora. Abre a las {time}' },
  inTimeZone: { id: 'restaurants.page.inTimeZone', defaultMessage: '{text} ({zone})' },
  hoursHeading: { id: 'restaurants.page.hoursHeading', defaultMessage: 'Horario' },
  servicesHeading: { id: 'restaurants.page.servicesHeading', defaultMessage: 'Servicios' },
  noServices: { id: 'restaurants.page.noServices', defaultMessage: 'Este restaurante no tiene otros servicios.' },
  mapHeading: { id: 'restaurants.page.mapHeading', defaultMessage: 'Mapa' },
  pageMapDescription: {
    id: 'restaurants.page.mapDescription',
    defaultMessage: 'El mapa muestra dónde está {name}. La dirección y «Cómo llegar» dicen lo mismo.',
  },
  pageMapError: {
    id: 'restaurants.page.mapError',
    defaultMessage: 'No hemos podido cargar el mapa. La dirección y «Cómo llegar» te llevan al restaurante.',
  },
  allInProvince: {
    id: 'restaurants.page.allInProvince',
    defaultMessage: 'Todos los restaurantes de la provincia de {province}',
  },
  nearbyCity: { id: 'restaurants.page.nearbyCity', defaultMessage: 'Otros restaurantes en {place}' },
  nearbyProvince: {
    id: 'restaurants.page.nearbyProvince',
    defaultMessage: 'Otros restaurantes en la provincia de {place}',
  },
  inFinder: { id: 'restaurants.page.inFinder', defaultMessage: 'Ver en el buscador de restaurantes' },
  pageTitle: { id: 'restaurants.page.title', defaultMessage: '{name}, {city} | Pollo Crujiente' },
  pageDescription: {
    id: 'restaurants.page.description',
    defaultMessage: '{name} en {address}, {postalCode} {city}: horario, servicios, cómo llegar y pedidos a domicilio.',
  },
  pageLoading: { id: 'restaurants.page.loading', defaultMessage: 'Cargando el restaurante…' },

  monday: { id: 'restaurants.day.monday', defaultMessage: 'Lunes' },
  tuesday: { id: 'restaurants.day.tuesday', defaultMessage: 'Martes' },
  wednesday: { id: 'restaurants.day.wednesday', defaultMessage: 'Miércoles' },
  thursday: { id: 'restaurants.day.thursday', defaultMessage: 'Jueves' },
  friday: { id: 'restaurants.day.friday', defaultMessage: 'Viernes' },
  saturday: { id: 'restaurants.day.saturday', defaultMessage: 'Sábado' },
  sunday: { id: 'restaurants.day.sunday', defaultMessage: 'Domingo' },
  holiday: { id: 'restaurants.day.holiday', defaultMessage: 'Festivos' },
});
