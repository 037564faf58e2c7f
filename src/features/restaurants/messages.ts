import { defineMessages } from '../../i18n/define-messages';

export const restaurantsMessages = defineMessages({
  title: { id: 'restaurants.title', defaultMessage: 'Restaurantes' },
  intro: {
    id: 'restaurants.intro',
    defaultMessage: 'Encuentra tu Pollo Crujiente: elige una provincia y los servicios que buscas.',
  },

  searchLabel: { id: 'restaurants.search.label', defaultMessage: 'Buscar restaurantes' },
  province: { id: 'restaurants.search.province', defaultMessage: 'Provincia' },
  allProvinces: { id: 'restaurants.search.allProvinces', defaultMessage: 'Todas las provincias' },
  services: { id: 'restaurants.search.services', defaultMessage: 'Servicios' },
  submit: { id: 'restaurants.search.submit', defaultMessage: 'Buscar' },
  nearMe: { id: 'restaurants.search.nearMe', defaultMessage: 'Cerca de mí' },
  note: {
    id: 'restaurants.note',
    defaultMessage: 'Todos nuestros restaurantes tienen WiFi gratis, quioscos de pedido y recarga de refrescos.',
  },

  locating: { id: 'restaurants.geo.locating', defaultMessage: 'Buscando tu ubicación…' },
  geoDenied: {
    id: 'restaurants.geo.denied',
    defaultMessage:
      'No has dado permiso para usar tu ubicación, así que no podemos ordenar los restaurantes por distancia. Puedes permitirlo en la configuración del navegador o buscar por provincia.',
  },
  geoUnavailable: {
    id: 'restaurants.geo.unavailable',
    defaultMessage: 'No hemos podido saber dónde estás. Vuelve a intentarlo o busca por provincia.',
  },
  geoUnsupported: {
    id: 'restaurants.geo.unsupported',
    defaultMessage: 'Tu navegador no puede darnos tu ubicación. Busca por provincia.',
  },
  sortedByDistance: {
    id: 'restaurants.geo.sorted',
    defaultMessage: 'Restaurantes ordenados del más cercano al más lejano.',
  },
  distance: { id: 'restaurants.distance', defaultMessage: 'A {distance} de ti' },

  results: { id: 'restaurants.results.heading', defaultMessage: 'Resultados' },
  resultCount: {
    id: 'restaurants.results.count',
    defaultMessage: '{count, plural, =0 {Ningún restaurante} one {# restaurante} other {# restaurantes}}',
  },
  noResult: { id: 'restaurants.results.none', defaultMessage: 'No se ha encontrado ningún restaurante.' },
  loadError: { id: 'restaurants.loadError', defaultMessage: 'No hemos podido cargar los restaurantes.' },
  filtersLoadError: {
    id: 'restaurants.filtersLoadError',
    defaultMessage:
      'No hemos podido cargar las provincias o los servicios para filtrar. La lista muestra todos los restaurantes.',
  },
  mapLoading: { id: 'restaurants.map.loading', defaultMessage: 'Cargando el mapa…' },
  mapError: {
    id: 'restaurants.map.error',
    defaultMessage: 'No hemos podido cargar el mapa. La lista tiene todos los restaurantes.',
  },

  directions: { id: 'restaurants.directions', defaultMessage: 'Cómo llegar' },
  directionsTo: { id: 'restaurants.directions.to', defaultMessage: 'a {name}' },
  hours: { id: 'restaurants.hours', defaultMessage: 'Horario' },
  hoursOf: { id: 'restaurants.hours.of', defaultMessage: 'de {name}' },
  offers: { id: 'restaurants.offers', defaultMessage: 'Servicios: {services}' },
  openNow: { id: 'restaurants.openNow', defaultMessage: 'Abierto ahora' },
  closedNow: { id: 'restaurants.closedNow', defaultMessage: 'Cerrado ahora' },
  today: { id: 'restaurants.hours.today', defaultMessage: '(hoy)' },
  share: { id: 'restaurants.share', defaultMessage: 'Compartir' },
  linkCopied: { id: 'restaurants.share.copied', defaultMessage: 'Enlace copiado' },
  copyFailed: {
    id: 'restaurants.share.failed',
    defaultMessage: 'No hemos podido copiar el enlace. Cópialo de la barra de direcciones.',
  },
  notFound: {
    id: 'restaurants.notFound',
    defaultMessage: 'No hemos encontrado el restaurante del enlace. Aquí tienes todos nuestros restaurantes.',
  },

  viewPage: { id: 'restaurants.viewPage', defaultMessage: 'Ver restaurante' },
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
