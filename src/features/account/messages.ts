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

  loginIntro: {
    id: 'account.login.intro',
    defaultMessage:
      'Entra con tu cuenta de Pollo Crujiente para pedir a domicilio, ver tus estrellas y gestionar tus datos.',
  },
  loginSubmit: { id: 'account.login.submit', defaultMessage: 'Iniciar sesión' },
  wrongCredentials: {
    id: 'account.login.wrongCredentials',
    defaultMessage: 'El correo electrónico y/o la contraseña no son correctos.',
  },
  forgotLink: { id: 'account.login.forgotLink', defaultMessage: '¿Has olvidado tu contraseña?' },
  noAccount: { id: 'account.login.noAccount', defaultMessage: '¿Todavía no tienes cuenta?' },
  registerLink: { id: 'account.login.registerLink', defaultMessage: 'Regístrate' },
  goingToDelivery: {
    id: 'account.login.goingToDelivery',
    defaultMessage: 'Sesión iniciada. Te llevamos a la web de pedidos…',
  },

  registerIntro: {
    id: 'account.register.intro',
    defaultMessage: 'Crea tu cuenta en un minuto. Te enviaremos un correo para validarla.',
  },
  registerSubmit: { id: 'account.register.submit', defaultMessage: 'Crear cuenta' },
  registerPanelTitle: { id: 'account.register.panel.title', defaultMessage: 'Con tu cuenta puedes' },
  registerPanelOrder: {
    id: 'account.register.panel.order',
    defaultMessage: 'Pedir a domicilio desde la web y la app, con tus direcciones y formas de pago guardadas.',
  },
  registerPanelRewards: {
    id: 'account.register.panel.rewards',
    defaultMessage: 'Sumar estrellas de My Rewards con cada pedido en la app: al registrarte ya participas.',
  },
  registerPanelIncidents: {
    id: 'account.register.panel.incidents',
    defaultMessage: 'Avisarnos de cualquier problema con un pedido y seguir su estado.',
  },
  registerPanelAge: {
    id: 'account.register.panel.age',
    defaultMessage: 'Para registrarte debes tener más de 14 años.',
  },
  registerDone: { id: 'account.register.done', defaultMessage: 'Registro exitoso' },
  registerDoneTitle: { id: 'account.register.doneTitle', defaultMessage: 'Revisa tu correo' },
  registerDoneText: {
    id: 'account.register.doneText',
    defaultMessage:
      'Hemos enviado un correo de validación a {email}. Abre el enlace del correo para activar tu cuenta y después inicia sesión.',
  },
  registerContinue: { id: 'account.register.continue', defaultMessage: 'Continuar' },
  resend: { id: 'account.resend', defaultMessage: 'Reenviar el correo' },
  resent: { id: 'account.resent', defaultMessage: 'Correo reenviado con éxito' },
  haveAccount: { id: 'account.register.haveAccount', defaultMessage: '¿Ya tienes cuenta?' },

  forgotIntro: {
    id: 'account.forgot.intro',
    defaultMessage:
      'Escribe el correo electrónico de tu cuenta y te enviaremos un enlace para crear una contraseña nueva.',
  },
  forgotSubmit: { id: 'account.forgot.submit', defaultMessage: 'Enviar' },
  cancel: { id: 'account.cancel', defaultMessage: 'Cancelar' },
  forgotSent: { id: 'account.forgot.sent', defaultMessage: 'Correo enviado con éxito' },
  forgotDoneTitle: { id: 'account.forgot.doneTitle', defaultMessage: 'Te hemos enviado un correo' },
  forgotDoneText: {
    id: 'account.forgot.doneText',
    defaultMessage:
      'Si {email} es el correo de una cuenta, recibirás en unos minutos un enlace para crear una contraseña nueva. Revisa también la carpeta de correo no deseado.',
  },
  backToLogin: { id: 'account.backToLogin', defaultMessage: 'Volver a iniciar sesión' },

  profileIntro: {
    id: 'account.profile.intro',
    defaultMessage: 'Mantén tus datos al día: los usamos para tus pedidos y para avisarte de su estado.',
  },
  profileSubmit: { id: 'account.profile.submit', defaultMessage: 'Guardar los cambios' },
  profileSaved: { id: 'account.profile.saved', defaultMessage: 'Usuario actualizado con éxito' },
  profileLoadError: { id: 'account.profile.loadError', defaultMessage: 'No hemos podido cargar tus datos.' },
  changePasswordLink: { id: 'account.profile.changePasswordLink', defaultMessage: 'Cambiar la contraseña' },
  deleteTitle: { id: 'account.delete.title', defaultMessage: 'Eliminar la cuenta' },
  deleteText: {
    id: 'account.delete.text',
    defaultMessage:
      'Si eliminas tu cuenta borraremos tus datos personales, tus estrellas y tus códigos de My Rewards. No se puede deshacer.',
  },
  deleteButton: { id: 'account.delete.button', defaultMessage: 'Eliminar mi cuenta' },
  deleteQuestion: {
    id: 'account.delete.question',
    defaultMessage: '¿Seguro que quieres eliminar tu cuenta y todos tus datos?',
  },
  deleteBack: { id: 'account.delete.back', defaultMessage: 'Volver' },
  deleteConfirm: { id: 'account.delete.confirm', defaultMessage: 'Guardar' },
  deleted: { id: 'account.delete.done', defaultMessage: 'Usuario eliminado con éxito' },

  changePasswordIntro: {
    id: 'account.changePassword.intro',
    defaultMessage: 'Elige una contraseña nueva y escríbela dos veces.',
  },
  changePasswordSubmit: { id: 'account.changePassword.submit', defaultMessage: 'Cambiar la contraseña' },
  passwordChanged: { id: 'account.changePassword.done', defaultMessage: '¡Contraseña cambiada con éxito!' },
  backToProfile: { id: 'account.changePassword.back', defaultMessage: 'Volver a datos personales' },

  privacyTitle: { id: 'account.privacy.title', defaultMessage: 'Hola, {name}' },
  privacyTitleNoName: { id: 'account.privacy.titleNoName', defaultMessage: 'Hola' },
  privacyText: {
    id: 'account.privacy.text',
    defaultMessage:
      'Hemos actualizado nuestra política de privacidad y las condiciones generales. Para seguir usando tu cuenta, léelas y acéptalas.',
  },
  privacyAccept: { id: 'account.privacy.accept', defaultMessage: 'Aceptar' },
  loyaltyTitle: { id: 'account.loyalty.title', defaultMessage: 'My Rewards cambia' },
  loyaltyText: {
    id: 'account.loyalty.text',
    defaultMessage:
      'El programa My Rewards se desactiva: el último día para canjear tus códigos es el 10/04/2023. Después, tus estrellas se convertirán en puntos en la nueva versión del programa.',
  },
  loyaltyTerms: { id: 'account.loyalty.terms', defaultMessage: 'Consulta las condiciones de My Rewards' },
  loyaltyAccept: { id: 'account.loyalty.accept', defaultMessage: 'Aceptar y continuar' },
});
