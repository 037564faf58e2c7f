import { defineMessages } from '../../i18n/define-messages';

/** The texts of the restaurants by province: the finder's directory and each province's page. */
export const provinceMessages = defineMessages({
  directoryHeading: { id: 'restaurants.province.directory', defaultMessage: 'Restaurantes por provincia' },
  heading: { id: 'restaurants.province.heading', defaultMessage: 'Restaurantes en la provincia de {province}' },
  title: {
    id: 'restaurants.province.title',
    defaultMessage: 'Restaurantes en la provincia de {province} | Pollo Crujiente',
  },
  description: {
    id: 'restaurants.province.description',
    defaultMessage:
      'Los restaurantes Pollo Crujiente de la provincia de {province}, por ciudad: dirección, horario, servicios y cómo llegar a cada uno.',
  },
  loading: { id: 'restaurants.province.loading', defaultMessage: 'Cargando los restaurantes de la provincia…' },
  allInProvince: {
    id: 'restaurants.province.all',
    defaultMessage: 'Todos los restaurantes de la provincia de {province}',
  },
});
