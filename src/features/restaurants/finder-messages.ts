import { defineMessages } from '../../i18n/define-messages';

/**
 * The texts only the finder (/restaurantes) draws: its search, the list and its entries, sharing. Apart from the
 * texts a restaurant's own page shares with it (messages.ts), so that a restaurant's page loads none of them.
 */
export const finderMessages = defineMessages({
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
  showMore: {
    id: 'restaurants.results.more',
    defaultMessage:
      'Mostrar {count, plural, one {# más} other {# más}} ({remaining, plural, one {# restante} other {# restantes}})',
  },
  noResult: { id: 'restaurants.results.none', defaultMessage: 'No se ha encontrado ningún restaurante.' },
  filtersLoadError: {
    id: 'restaurants.filtersLoadError',
    defaultMessage:
      'No hemos podido cargar las provincias o los servicios para filtrar. La lista muestra todos los restaurantes.',
  },
  mapError: {
    id: 'restaurants.map.error',
    defaultMessage: 'No hemos podido cargar el mapa. La lista tiene todos los restaurantes.',
  },
  hours: { id: 'restaurants.hours', defaultMessage: 'Horario' },
  hoursOf: { id: 'restaurants.hours.of', defaultMessage: 'de {name}' },
  offers: { id: 'restaurants.offers', defaultMessage: 'Servicios: {services}' },
  openNow: { id: 'restaurants.openNow', defaultMessage: 'Abierto ahora' },
  share: { id: 'restaurants.share', defaultMessage: 'Compartir' },
  linkCopied: { id: 'restaurants.share.copied', defaultMessage: 'Enlace copiado' },
  copyFailed: {
    id: 'restaurants.share.failed',
    defaultMessage: 'No hemos podido copiar el enlace. Cópialo de la barra de direcciones.',
  },

  viewPage: { id: 'restaurants.viewPage', defaultMessage: 'Ver restaurante' },
});
