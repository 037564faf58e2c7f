import { defineMessages } from '../../i18n/define-messages';

export const contactMessages = defineMessages({
  hubTitle: { id: 'contact.title', defaultMessage: 'Contacto' },
  workWithUsTitle: { id: 'contact.workWithUs.title', defaultMessage: 'Trabaja con nosotros' },
  publicFormTitle: { id: 'contact.publicForm.title', defaultMessage: 'Atención al cliente' },
  privateFormTitle: { id: 'contact.privateForm.title', defaultMessage: 'Incidencia con un pedido' },

  hubIntro: {
    id: 'contact.intro',
    defaultMessage:
      '¿Quieres trabajar con nosotros, tienes una pregunta o algo no ha ido bien con tu pedido? Elige cómo podemos ayudarte.',
  },
  teamTitle: { id: 'contact.team.title', defaultMessage: 'Únete a nuestro equipo' },
  teamText: {
    id: 'contact.team.text',
    defaultMessage:
      'Buscamos personas con ganas de servir el mejor pollo crujiente. Elige dónde quieres trabajar: en uno de nuestros restaurantes o en nuestras oficinas.',
  },
  teamRestaurant: { id: 'contact.team.restaurant', defaultMessage: 'Restaurante' },
  teamOffice: { id: 'contact.team.office', defaultMessage: 'Oficina' },
  serviceTitle: { id: 'contact.service.title', defaultMessage: 'Atención al cliente' },
  serviceText: {
    id: 'contact.service.text',
    defaultMessage:
      'Escríbenos con tus preguntas, sugerencias o comentarios sobre nuestros restaurantes, productos y promociones.',
  },
  serviceButton: { id: 'contact.service.button', defaultMessage: 'Escríbenos' },
  incidentTitle: { id: 'contact.incident.title', defaultMessage: 'Incidencia con un pedido' },
  incidentText: {
    id: 'contact.incident.text',
    defaultMessage:
      '¿Algo no ha ido bien con un pedido a domicilio? Cuéntanoslo y elige el pedido: lo revisaremos contigo.',
  },
  incidentButton: { id: 'contact.incident.button', defaultMessage: 'Comunicar una incidencia' },
  moreInfo: { id: 'contact.moreInfo', defaultMessage: 'Más información' },
  moreInfoAbout: { id: 'contact.moreInfo.about', defaultMessage: 'Más información: {topic}' },
  serviceInfo1: {
    id: 'contact.service.info1',
    defaultMessage:
      'Nuestro equipo de atención al cliente responde a las consultas de lunes a domingo, de 12:00 a 24:00, por orden de llegada.',
  },
  serviceInfo2: {
    id: 'contact.service.info2',
    defaultMessage:
      'Elige el motivo que mejor describe tu consulta y cuéntanos todos los detalles: si se trata de un restaurante, indica cuál. Te responderemos por correo electrónico o por teléfono.',
  },
  serviceInfo3: {
    id: 'contact.service.info3',
    defaultMessage:
      'También puedes escribirnos a <email>atencion@pollocrujiente.example</email> o llamarnos al <phone>910 555 010</phone>.',
  },
  incidentInfo1: {
    id: 'contact.incident.info1',
    defaultMessage:
      'Usa este formulario si tu pedido a domicilio se ha retrasado, ha llegado incompleto, con un producto equivocado o en mal estado.',
  },
  incidentInfo2: {
    id: 'contact.incident.info2',
    defaultMessage:
      'Comunícanos la incidencia en las 24 horas siguientes a la compra. Elige el pedido en la lista: así ya tenemos todos sus datos y podemos resolverla antes.',
  },
  incidentInfo3: {
    id: 'contact.incident.info3',
    defaultMessage:
      'Este plazo no limita los derechos que te reconoce la legislación de consumo. Consulta las <link>condiciones generales</link>.',
  },
  understood: { id: 'contact.moreInfo.close', defaultMessage: 'Entendido' },

  privacyTitle: { id: 'contact.privacy.title', defaultMessage: 'Protección de datos' },
  privacyText: {
    id: 'contact.privacy.text',
    defaultMessage:
      'Pollo Crujiente Servicios Digitales, S.L. trata los datos que nos facilitas en los formularios de contacto para atender tu solicitud y, si lo aceptas, para enviarte comunicaciones comerciales. Puedes ejercer tus derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad escribiendo a <email>dpd@pollocrujiente.example</email>.',
  },
  privacyMore: {
    id: 'contact.privacy.more',
    defaultMessage: 'Lee toda la información en nuestra <link>política de privacidad</link> o escanea el código QR.',
  },
  complaintsTitle: { id: 'contact.complaints.title', defaultMessage: 'Canal de denuncias' },
  complaintsText: {
    id: 'contact.complaints.text',
    defaultMessage:
      'Si conoces una posible infracción o irregularidad en Pollo Crujiente, puedes comunicarla, también de forma anónima, en nuestro canal de denuncias. Si crees que no hemos tratado bien tus datos, puedes reclamar ante la Agencia Española de Protección de Datos.',
  },
  complaintsChannel: { id: 'contact.complaints.channel', defaultMessage: 'Ir al canal de denuncias' },
  complaintsAuthority: { id: 'contact.complaints.authority', defaultMessage: 'Reclamar ante la AEPD' },
  qrLabel: { id: 'contact.privacy.qr', defaultMessage: 'Código QR con la dirección de la política de privacidad' },
  qrCaption: {
    id: 'contact.privacy.qrCaption',
    defaultMessage: 'Escanéalo para leer la política de privacidad en tu móvil.',
  },

  basicInfoTitle: { id: 'contact.basicInfo.title', defaultMessage: 'Información básica sobre protección de datos' },
  basicController: { id: 'contact.basicInfo.controller', defaultMessage: 'Responsable' },
  basicControllerValue: {
    id: 'contact.basicInfo.controllerValue',
    defaultMessage: 'Pollo Crujiente Servicios Digitales, S.L.',
  },
  basicPurpose: { id: 'contact.basicInfo.purpose', defaultMessage: 'Finalidad' },
  basicPurposePublic: {
    id: 'contact.basicInfo.purposePublic',
    defaultMessage: 'Atender tu consulta y, si lo aceptas, enviarte comunicaciones comerciales.',
  },
  basicPurposeIncident: {
    id: 'contact.basicInfo.purposeIncident',
    defaultMessage: 'Gestionar la incidencia con tu pedido y, si lo aceptas, enviarte comunicaciones comerciales.',
  },
  basicLegalBasis: { id: 'contact.basicInfo.legalBasis', defaultMessage: 'Legitimación' },
  basicLegalBasisPublic: { id: 'contact.basicInfo.legalBasisPublic', defaultMessage: 'Tu consentimiento.' },
  basicLegalBasisIncident: {
    id: 'contact.basicInfo.legalBasisIncident',
    defaultMessage:
      'La ejecución del contrato de compraventa de tu pedido; tu consentimiento para las comunicaciones comerciales.',
  },
  basicRecipients: { id: 'contact.basicInfo.recipients', defaultMessage: 'Destinatarios' },
  basicRecipientsPublic: {
    id: 'contact.basicInfo.recipientsPublic',
    defaultMessage: 'No se ceden datos a terceros, salvo obligación legal.',
  },
  basicRecipientsIncident: {
    id: 'contact.basicInfo.recipientsIncident',
    defaultMessage:
      'La sociedad titular del restaurante que preparó tu pedido, para resolver la incidencia; no se ceden a otros terceros, salvo obligación legal.',
  },
  basicRights: { id: 'contact.basicInfo.rights', defaultMessage: 'Derechos' },
  basicRightsValue: {
    id: 'contact.basicInfo.rightsValue',
    defaultMessage:
      'Acceder, rectificar y suprimir los datos, y otros derechos, escribiendo a dpd@pollocrujiente.example.',
  },
  basicMore: { id: 'contact.basicInfo.more', defaultMessage: 'Información adicional' },
  basicMoreValue: {
    id: 'contact.basicInfo.moreValue',
    defaultMessage: 'Consulta la <link>política de privacidad</link> o escanea el código QR.',
  },

  publicIntro: {
    id: 'contact.publicForm.intro',
    defaultMessage: 'Cuéntanos qué necesitas y te responderemos lo antes posible.',
  },
  privateIntro: {
    id: 'contact.privateForm.intro',
    defaultMessage:
      'Elige el pedido, el motivo y cuéntanos qué ha pasado. Recuerda comunicarnos la incidencia en las 24 horas siguientes a la compra.',
  },
  submit: { id: 'contact.form.submit', defaultMessage: 'Enviar' },
  order: { id: 'contact.form.orderOption', defaultMessage: 'Pedido n.º {id} · {date} · {total}' },
  orderNumber: { id: 'contact.form.orderNumber', defaultMessage: 'Pedido n.º {id}' },
  ordersLoadError: { id: 'contact.form.ordersLoadError', defaultMessage: 'No hemos podido cargar tus pedidos.' },
  noOrders: {
    id: 'contact.form.noOrders',
    defaultMessage:
      'Todavía no tienes pedidos a domicilio. Si quieres consultarnos otra cosa, usa el <link>formulario de atención al cliente</link>.',
  },
  thanksTitle: { id: 'contact.thanks.title', defaultMessage: '¡Gracias por escribirnos!' },
  thanksText: {
    id: 'contact.thanks.text',
    defaultMessage: 'Hemos recibido tu mensaje. Te responderemos lo antes posible en {email}.',
  },
  thanksHome: { id: 'contact.thanks.home', defaultMessage: 'Ir a la página principal' },

  workWithUsIntro: {
    id: 'contact.workWithUs.intro',
    defaultMessage:
      'Elige la provincia en la que quieres trabajar y, si quieres, un restaurante. Después te llevamos a nuestra web de empleo para ver las ofertas.',
  },
  workWithUsLabel: { id: 'contact.workWithUs.label', defaultMessage: 'Dónde quieres trabajar' },
  province: { id: 'contact.workWithUs.province', defaultMessage: 'Provincia' },
  restaurant: { id: 'contact.workWithUs.restaurant', defaultMessage: 'Restaurante' },
  chooseProvince: { id: 'contact.workWithUs.chooseProvince', defaultMessage: 'Elige una provincia' },
  anyRestaurant: { id: 'contact.workWithUs.anyRestaurant', defaultMessage: 'Cualquier restaurante' },
  restaurantHint: {
    id: 'contact.workWithUs.restaurantHint',
    defaultMessage: 'Elige antes una provincia para ver sus restaurantes.',
  },
  next: { id: 'contact.workWithUs.next', defaultMessage: 'Siguiente' },
  nextHint: { id: 'contact.workWithUs.nextHint', defaultMessage: 'Elige una provincia para continuar.' },
  loadError: { id: 'contact.workWithUs.loadError', defaultMessage: 'No hemos podido cargar los restaurantes.' },
  provincesLoadError: {
    id: 'contact.workWithUs.provincesLoadError',
    defaultMessage: 'No hemos podido cargar las provincias.',
  },
  bothLoadError: {
    id: 'contact.workWithUs.bothLoadError',
    defaultMessage: 'No hemos podido cargar las provincias ni los restaurantes.',
  },
});
