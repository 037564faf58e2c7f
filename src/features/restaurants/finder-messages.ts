import { defineMessages } from '../../i18n/define-messages';

/**
 * The texts only the finder (/restaurantes) draws: its search, the list and its entries, sharing. Apart from the
 * texts a restaurant's own page shares with it (messages.ts), so that a restaurant's page loads none of them.
 */
export const finderMessages = defineMessages({
  byProvince: { id: 'finder.byProvince', defaultMessage: 'Restaurantes por provincia' },
  intro: {
    id: 'finder.intro',
    defaultMessage: 'Encuentra tu Pollo Crujiente: elige una provincia y los servicios que buscas.',
  },

  searchLabel: { id: 'finder.search.label', defaultMessage: 'Buscar restaurantes' },
  province: { id: 'finder.search.province', defaultMessage: 'Provincia' },
  allProvinces: { id: 'finder.search.allProvinces', defaultMessage: 'Todas las provincias' },
  services: { id: 'finder.search.services', defaultMessage: 'Servicios' },
  submit: { id: 'finder.search.submit', defaultMessage: 'Buscar' },
  nearMe: { id: 'finder.search.nearMe', defaultMessage: 'Cerca de mí' },

  locating: { id: 'finder.geo.locating', defaultMessage: 'Buscando tu ubicación…' },
  geoDenied: {
    id: 'finder.geo.denied',
    defaultMessage:
      'No has dado permiso para usar tu ubicación, así que no podemos ordenar los restaurantes por distancia. Puedes permitirlo en la configuración del navegador o buscar por provincia.',
  },
  geoUnavailable: {
    id: 'finder.geo.unavailable',
    defaultMessage: 'No hemos podido saber dónde estás. Vuelve a intentarlo o busca por provincia.',
  },
  geoUnsupported: {
    id: 'finder.geo.unsupported',
    defaultMessage: 'Tu navegador no puede darnos tu ubicación. Busca por provincia.',
  },
  sortedByDistance: {
    id: 'finder.geo.sorted',
    defaultMessage: 'Restaurantes ordenados del más cercano al más lejano.',
  },
  distance: { id: 'finder.distance', defaultMessage: 'A {distance} de ti' },

  results: { id: 'finder.results.heading', defaultMessage: 'Resultados' },
  resultCount: {
    id: 'finder.results.count',
    defaultMessage: '{count, plural, =0 {Ningún restaurante} one {# restaurante} other {# restaurantes}}',
  },
  showMore: {
    id: 'finder.results.more',
    defaultMessage:
      'Mostrar {count, plural, one {# más} other {# más}} ({remaining, plural, one {# restante} other {# restantes}})',
  },
  noResult: { id: 'finder.results.none', defaultMessage: 'No se ha encontrado ningún restaurante.' },
  filtersLoadError: {
    id: 'finder.filtersLoadError',
    defaultMessage:
      'No hemos podido cargar las provincias o los servicios para filtrar. La lista muestra todos los restaurantes.',
  },
  mapError: {
    id: 'finder.map.error',
    defaultMessage: 'No hemos podido cargar el mapa. La lista tiene todos los restaurantes.',
  },
  hours: { id: 'finder.hours', defaultMessage: 'Horario' },
  hoursOf: { id: 'finder.hours.of', defaultMessage: 'de {name}' },
  offers: { id: 'finder.offers', defaultMessage: 'Servicios: {services}' },
  openNow: { id: 'finder.openNow', defaultMessage: 'Abierto ahora' },
  share: { id: 'finder.share', defaultMessage: 'Compartir' },
  linkCopied: { id: 'finder.share.copied', defaultMessage: 'Enlace copiado' },
  copyFailed: {
    id: 'finder.share.failed',
    defaultMessage: 'No hemos podido copiar el enlace. Cópialo de la barra de direcciones.',
  },

  viewPage: { id: 'finder.viewPage', defaultMessage: 'Ver restaurante' },
});
