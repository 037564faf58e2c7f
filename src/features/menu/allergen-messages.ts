import { defineMessages } from '../../i18n/define-messages';
import type { AllergenKey } from './menu-data';

/**
 * The names of the 14 EU allergens (Regulation 1169/2011, Annex II), keyed as EU_ALLERGENS: the allergen table's
 * headings and the menu's allergen filter name them even before any product's details have loaded.
 */
export const allergenMessages = defineMessages({
  gluten: { id: 'menu.allergen.gluten', defaultMessage: 'Gluten' },
  crustaceans: { id: 'menu.allergen.crustaceans', defaultMessage: 'Crustáceos' },
  eggs: { id: 'menu.allergen.eggs', defaultMessage: 'Huevos' },
  fish: { id: 'menu.allergen.fish', defaultMessage: 'Pescado' },
  peanuts: { id: 'menu.allergen.peanuts', defaultMessage: 'Cacahuetes' },
  soybeans: { id: 'menu.allergen.soybeans', defaultMessage: 'Soja' },
  milk: { id: 'menu.allergen.milk', defaultMessage: 'Leche' },
  nuts: { id: 'menu.allergen.nuts', defaultMessage: 'Frutos de cáscara' },
  celery: { id: 'menu.allergen.celery', defaultMessage: 'Apio' },
  mustard: { id: 'menu.allergen.mustard', defaultMessage: 'Mostaza' },
  sesame: { id: 'menu.allergen.sesame', defaultMessage: 'Granos de sésamo' },
  sulphites: { id: 'menu.allergen.sulphites', defaultMessage: 'Dióxido de azufre y sulfitos' },
  lupin: { id: 'menu.allergen.lupin', defaultMessage: 'Altramuces' },
  molluscs: { id: 'menu.allergen.molluscs', defaultMessage: 'Moluscos' },
}) satisfies Record<AllergenKey, unknown>;
