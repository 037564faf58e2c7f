import { defineMessages } from '../../i18n/define-messages';

export const consentMessages = defineMessages({
  bannerTitle: { id: 'consent.banner.title', defaultMessage: 'Tu privacidad, tus cookies' },
  bannerText: {
    id: 'consent.banner.text',
    defaultMessage:
      'Usamos cookies técnicas para que la web funcione y, si nos dejas, cookies de análisis para mejorarla y cookies de terceros para mostrarte publicidad que te interese. Puedes aceptarlas todas, rechazarlas todas o elegir.',
  },
  acceptAll: { id: 'consent.acceptAll', defaultMessage: 'Aceptar todas' },
  rejectAll: { id: 'consent.rejectAll', defaultMessage: 'Rechazar todas' },
  settings: { id: 'consent.settings', defaultMessage: 'Configurar cookies' },
  moreInfo: { id: 'consent.moreInfo', defaultMessage: 'Más información' },
  closeBanner: { id: 'consent.banner.close', defaultMessage: 'Cerrar el aviso de cookies' },
  cookieButton: { id: 'consent.button', defaultMessage: 'Configuración de cookies' },
  settingsTitle: { id: 'consent.settings.title', defaultMessage: 'Configuración de cookies' },
  settingsIntro: {
    id: 'consent.settings.intro',
    defaultMessage:
      'Elige qué cookies aceptas. Puedes cambiar de opinión cuando quieras desde el botón de cookies, abajo a la izquierda.',
  },
  technical: { id: 'consent.technical', defaultMessage: 'Cookies técnicas' },
  technicalInfo: {
    id: 'consent.technical.info',
    defaultMessage: 'Necesarias para que la web funcione: sesión, idioma y tu elección de cookies. Siempre activas.',
  },
  analytics: { id: 'consent.analytics', defaultMessage: 'Cookies de análisis' },
  analyticsInfo: {
    id: 'consent.analytics.info',
    defaultMessage:
      'Nos dicen qué páginas se visitan y qué formularios fallan, de forma agregada, para mejorar la web.',
  },
  thirdParty: { id: 'consent.thirdParty', defaultMessage: 'Cookies de terceros' },
  thirdPartyInfo: {
    id: 'consent.thirdParty.info',
    defaultMessage:
      'Publicidad y redes sociales: las instalan otras empresas para mostrarte anuncios según tus intereses.',
  },
  showCookies: { id: 'consent.showCookies', defaultMessage: 'Ver las cookies de terceros' },
  save: { id: 'consent.save', defaultMessage: 'Guardar mi elección' },
  saved: { id: 'consent.saved', defaultMessage: 'Hemos guardado tu elección de cookies.' },
});
