import { defineMessages } from '../i18n/define-messages';

/**
 * The pages' titles, for the document title and the route table. They repeat the ids and texts the pages use for
 * their headings (message extraction fails if the two ever differ), so the route table, which every visit loads,
 * does not pull in each feature's whole set of messages.
 */
export const routeTitles = defineMessages({
  home: { id: 'home.title', defaultMessage: 'Pollo Crujiente: pollo frito marinado 12 horas' },
  news: { id: 'news.title', defaultMessage: 'Novedades' },
  menu: { id: 'menu.title', defaultMessage: 'Carta' },
  allergens: { id: 'allergens.title', defaultMessage: 'Alérgenos y valores nutricionales' },
  restaurants: { id: 'restaurants.title', defaultMessage: 'Restaurantes' },
  contact: { id: 'contact.title', defaultMessage: 'Contacto' },
  workWithUs: { id: 'contact.workWithUs.title', defaultMessage: 'Trabaja con nosotros' },
  publicForm: { id: 'contact.publicForm.title', defaultMessage: 'Atención al cliente' },
  privateForm: { id: 'contact.privateForm.title', defaultMessage: 'Incidencia con un pedido' },
  login: { id: 'account.login.title', defaultMessage: 'Iniciar sesión' },
  logout: { id: 'account.logout.title', defaultMessage: 'Cerrar sesión' },
  register: { id: 'account.register.title', defaultMessage: 'Crear una cuenta' },
  forgot: { id: 'account.forgot.title', defaultMessage: 'Recuperar la contraseña' },
  profile: { id: 'account.profile.title', defaultMessage: 'Datos personales' },
  changePassword: { id: 'account.changePassword.title', defaultMessage: 'Cambiar la contraseña' },
  rewards: { id: 'rewards.title', defaultMessage: 'My Rewards' },
});
