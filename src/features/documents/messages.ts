import { defineMessages } from '../../i18n/define-messages';

/** Titles of the document pages, by the slug of their content files (content/documents/<slug>.<lang>.json). */
export const documentTitles = defineMessages({
  'aviso-legal': { id: 'documents.legalNotice.title', defaultMessage: 'Aviso legal' },
  'politica-de-privacidad': { id: 'documents.privacy.title', defaultMessage: 'Política de privacidad' },
  cookies: { id: 'documents.cookies.title', defaultMessage: 'Política de cookies' },
  'general-conditions': { id: 'documents.generalConditions.title', defaultMessage: 'Condiciones generales' },
  'condiciones-recompensas': { id: 'documents.rewardsTerms.title', defaultMessage: 'Condiciones legales de My Rewards' },
  'bases-legales': { id: 'documents.gameBases.title', defaultMessage: 'Bases legales del juego' },
  historia: { id: 'documents.history.title', defaultMessage: 'Nuestra historia' },
  calidad: { id: 'documents.quality.title', defaultMessage: 'Calidad' },
  sostenibilidad: { id: 'documents.sustainability.title', defaultMessage: 'Sostenibilidad' },
  'social-commitment': { id: 'documents.socialCommitment.title', defaultMessage: 'Compromiso social' },
});

export type DocumentSlug = keyof typeof documentTitles;
