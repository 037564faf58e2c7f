import type { MessageDescriptor } from 'react-intl';
import { defineMessages } from '../../i18n/define-messages';
import type { RewardLevel } from './loyalty';

export const rewardsMessages = defineMessages({
  title: { id: 'rewards.title', defaultMessage: 'My Rewards' },
  intro: {
    id: 'rewards.intro',
    defaultMessage: 'Suma estrellas con tus pedidos en la app y cámbialas por hamburguesas, alitas y menús gratis.',
  },

  noticeTitle: { id: 'rewards.notice.title', defaultMessage: 'My Rewards se desactiva' },
  noticeText: {
    id: 'rewards.notice.text',
    defaultMessage:
      'El último día para canjear tus códigos es el {date}. Después, tus estrellas se convertirán en puntos en la nueva versión del programa.',
  },

  starsTitle: { id: 'rewards.stars.title', defaultMessage: 'Tus estrellas' },
  starsCount: {
    id: 'rewards.stars.count',
    defaultMessage: '{count, plural, one {Tienes # estrella de {total}} other {Tienes # estrellas de {total}}}',
  },
  starsLoadError: { id: 'rewards.stars.loadError', defaultMessage: 'No hemos podido cargar tus estrellas.' },
  keptCodes: {
    id: 'rewards.codes.kept',
    defaultMessage: 'Los códigos que hayas usado desde entonces pueden seguir apareciendo.',
  },
  qrCode: { id: 'rewards.codes.qr', defaultMessage: 'Código QR del código {code}' },

  rewardsLabel: { id: 'rewards.list.label', defaultMessage: 'Recompensas' },
  level: { id: 'rewards.level', defaultMessage: '{stars, plural, one {# estrella} other {# estrellas}}' },
  reached: { id: 'rewards.state.reached', defaultMessage: 'Conseguida' },
  missing: {
    id: 'rewards.state.missing',
    defaultMessage: '{count, plural, one {Te falta # estrella} other {Te faltan # estrellas}}',
  },
  reward3: { id: 'rewards.reward.burger', defaultMessage: 'Una hamburguesa' },
  reward6: { id: 'rewards.reward.wings', defaultMessage: '6 alitas de pollo' },
  reward9: { id: 'rewards.reward.menu', defaultMessage: 'Un menú con 5 tiras crujientes y una salsa' },
  image3: { id: 'rewards.image.burger', defaultMessage: 'Hamburguesa de pollo crujiente con lechuga, tomate y queso' },
  image6: { id: 'rewards.image.wings', defaultMessage: 'Seis alitas de pollo rebozadas' },
  image9: { id: 'rewards.image.menu', defaultMessage: 'Cinco tiras de pollo crujiente y una tarrina de salsa' },

  myCodes: { id: 'rewards.codes.button', defaultMessage: 'Mis códigos' },
  codesTitle: { id: 'rewards.codes.title', defaultMessage: 'Mis códigos' },
  codesLoadError: { id: 'rewards.codes.loadError', defaultMessage: 'No hemos podido cargar tus códigos.' },
  noCodes: {
    id: 'rewards.codes.none',
    defaultMessage: 'Lo sentimos, no tienes más códigos. Haz un pedido y empieza a acumular más estrellas.',
  },
  codeImage: { id: 'rewards.codes.image', defaultMessage: 'Recompensa de My Rewards' },
  code: { id: 'rewards.codes.code', defaultMessage: 'Código' },
  validUntil: { id: 'rewards.codes.validUntil', defaultMessage: 'Válido hasta el {date}' },
  copy: { id: 'rewards.codes.copy', defaultMessage: 'Copiar' },
  copyLabel: { id: 'rewards.codes.copyLabel', defaultMessage: 'Copiar el código {code}' },
  copied: { id: 'rewards.codes.copied', defaultMessage: 'Código copiado' },
  copyFailed: {
    id: 'rewards.codes.copyFailed',
    defaultMessage: 'No hemos podido copiarlo: selecciona el código y cópialo tú.',
  },

  bannerImage: {
    id: 'rewards.banner.image',
    defaultMessage: 'Estrellas de My Rewards junto a una hamburguesa, unas alitas y un menú de tiras crujientes',
  },
  bannerText: { id: 'rewards.banner.text', defaultMessage: 'Inicia sesión para ver tus estrellas y tus códigos' },

  howTitle: { id: 'rewards.how.title', defaultMessage: 'Cómo funciona' },
  howOrderTitle: { id: 'rewards.how.order.title', defaultMessage: 'Pide desde la app' },
  howOrderText: {
    id: 'rewards.how.order.text',
    defaultMessage: 'Cada pedido que haces desde la app con tu cuenta suma una estrella.',
  },
  howRewardsTitle: { id: 'rewards.how.rewards.title', defaultMessage: 'Consigue recompensas' },
  howRewardsText: {
    id: 'rewards.how.rewards.text',
    defaultMessage:
      'Con 3 estrellas consigues una hamburguesa; con 6, seis alitas, y con 9, un menú con 5 tiras crujientes y una salsa. Después, el contador vuelve a empezar.',
  },
  howCodesTitle: { id: 'rewards.how.codes.title', defaultMessage: 'Recibe tu código' },
  howCodesText: {
    id: 'rewards.how.codes.text',
    defaultMessage:
      'Cada recompensa es un código válido durante {months, plural, one {# mes} other {# meses}}. Puedes usar un código en cada pedido.',
  },
  howRedeemTitle: { id: 'rewards.how.redeem.title', defaultMessage: 'Canjéalo a domicilio' },
  howRedeemText: {
    id: 'rewards.how.redeem.text',
    defaultMessage: 'Los códigos solo se canjean en pedidos a domicilio hechos desde la app.',
  },

  conditionsTitle: { id: 'rewards.conditions.title', defaultMessage: 'Condiciones generales' },
  conditionsFrom: {
    id: 'rewards.conditions.from',
    defaultMessage: 'Estas condiciones están vigentes desde el {date}.',
  },
  conditionsWho: {
    id: 'rewards.conditions.who',
    defaultMessage:
      'Participan las personas registradas mayores de {age} años que aceptan las condiciones. Cada persona puede tener una sola cuenta y las estrellas no se pueden transferir.',
  },
  conditionsCancelled: {
    id: 'rewards.conditions.cancelled',
    defaultMessage:
      'Los pedidos cancelados no suman estrellas. Tus códigos siguen siendo válidos hasta que caducan, aunque el contador vuelva a empezar.',
  },
  conditionsInactive: {
    id: 'rewards.conditions.inactive',
    defaultMessage: 'Una cuenta sin actividad durante {months} meses puede suspenderse o cancelarse.',
  },
  conditionsEnd: {
    id: 'rewards.conditions.end',
    defaultMessage:
      'Si el programa termina antes de tiempo, recibirás el código de la recompensa más cercana, que podrás canjear durante {months, plural, one {# mes} other {# meses}}.',
  },
  conditionsLink: {
    id: 'rewards.conditions.link',
    defaultMessage: 'Lee las condiciones legales completas de My Rewards',
  },
});

/** What each reward is, by its level. */
export const rewardNames: Record<RewardLevel, MessageDescriptor> = {
  3: rewardsMessages.reward3,
  6: rewardsMessages.reward6,
  9: rewardsMessages.reward9,
};

/** What each reward's picture shows, for its alternative text. */
export const rewardImageTexts: Record<RewardLevel, MessageDescriptor> = {
  3: rewardsMessages.image3,
  6: rewardsMessages.image6,
  9: rewardsMessages.image9,
};
