import { defineMessages } from '../../i18n/define-messages';
import { restaurantsMessages } from './messages';

/**
 * The texts of a restaurant's page beside the restaurants' shared ones, apart so that the finder, which never shows
 * them, does not download them with its texts.
 */
export const restaurantPageMessages = {
  ...restaurantsMessages,
  ...defineMessages({
    breadcrumb: { id: 'restaurantPage.breadcrumb', defaultMessage: 'Estás en' },
    openUntil: { id: 'restaurantPage.openUntil', defaultMessage: 'Abierto ahora, hasta las {time}' },
    closedOpensAt: { id: 'restaurantPage.closedOpensAt', defaultMessage: 'Cerrado ahora. Abre a las {time}' },
    inTimeZone: { id: 'restaurantPage.inTimeZone', defaultMessage: '{text} ({zone})' },
    hoursHeading: { id: 'restaurantPage.hoursHeading', defaultMessage: 'Horario' },
    servicesHeading: { id: 'restaurantPage.servicesHeading', defaultMessage: 'Servicios' },
    noServices: { id: 'restaurantPage.noServices', defaultMessage: 'Este restaurante no tiene otros servicios.' },
    mapHeading: { id: 'restaurantPage.mapHeading', defaultMessage: 'Mapa' },
    pageMapDescription: {
      id: 'restaurantPage.mapDescription',
      defaultMessage: 'El mapa muestra dónde está {name}. La dirección y «Cómo llegar» dicen lo mismo.',
    },
    pageMapError: {
      id: 'restaurantPage.mapError',
      defaultMessage: 'No hemos podido cargar el mapa. La dirección y «Cómo llegar» te llevan al restaurante.',
    },
    allInProvince: {
      id: 'restaurantPage.allInProvince',
      defaultMessage: 'Todos los restaurantes de la provincia de {province}',
    },
    nearbyCity: { id: 'restaurantPage.nearbyCity', defaultMessage: 'Otros restaurantes en {place}' },
    nearbyProvince: {
      id: 'restaurantPage.nearbyProvince',
      defaultMessage: 'Otros restaurantes en la provincia de {place}',
    },
    inFinder: { id: 'restaurantPage.inFinder', defaultMessage: 'Ver en el buscador de restaurantes' },
    pageTitle: { id: 'restaurantPage.title', defaultMessage: '{name}, {city} | Pollo Crujiente' },
    pageDescription: {
      id: 'restaurantPage.description',
      defaultMessage:
        '{name} en {address}, {postalCode} {city}: horario, servicios, cómo llegar y pedidos a domicilio.',
    },
    pageLoading: { id: 'restaurantPage.loading', defaultMessage: 'Cargando el restaurante…' },
  }),
};
