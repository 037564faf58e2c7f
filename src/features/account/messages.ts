import { defineMessages } from '../../i18n/define-messages';

export const accountMessages = defineMessages({
  loginTitle: { id: 'account.login.title', defaultMessage: 'Iniciar sesión' },
  logoutTitle: { id: 'account.logout.title', defaultMessage: 'Cerrar sesión' },
  logoutQuestion: { id: 'account.logout.question', defaultMessage: '¿Seguro que quieres cerrar la sesión?' },
  logoutConfirm: { id: 'account.logout.confirm', defaultMessage: 'Cerrar sesión' },
  logoutBack: { id: 'account.logout.back', defaultMessage: 'Volver' },
  logoutGuest: { id: 'account.logout.guest', defaultMessage: 'No tienes ninguna sesión abierta.' },
  goHome: { id: 'account.logout.home', defaultMessage: 'Ir a la página principal' },
  registerTitle: { id: 'account.register.title', defaultMessage: 'Crear una cuenta' },
  forgotTitle: { id: 'account.forgot.title', defaultMessage: 'Recuperar la contraseña' },
  profileTitle: { id: 'account.profile.title', defaultMessage: 'Datos personales' },
  changePasswordTitle: { id: 'account.changePassword.title', defaultMessage: 'Cambiar la contraseña' },
});
