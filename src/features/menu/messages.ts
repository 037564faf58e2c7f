import { defineMessages } from '../../i18n/define-messages';

export const menuMessages = defineMessages({
  title: { id: 'menu.title', defaultMessage: 'Carta' },
  allergensTitle: { id: 'allergens.title', defaultMessage: 'Alérgenos y valores nutricionales' },

  pickerIntro: { id: 'menu.picker.intro', defaultMessage: 'Elige una categoría para ver sus productos.' },
  pickerLabel: { id: 'menu.picker.label', defaultMessage: 'Categorías' },
  allCategories: { id: 'menu.allCategories', defaultMessage: 'Todas las categorías' },
  stripLabel: { id: 'menu.strip.label', defaultMessage: 'Ir a una categoría' },
  loadError: { id: 'menu.loadError', defaultMessage: 'No hemos podido cargar la carta.' },
  retry: { id: 'menu.retry', defaultMessage: 'Reintentar' },
  productCount: { id: 'menu.productCount', defaultMessage: '{count, plural, one {# producto} other {# productos}}' },

  productLoadError: { id: 'menu.product.loadError', defaultMessage: 'No hemos podido cargar este producto.' },
  nutritionLink: { id: 'menu.product.nutritionLink', defaultMessage: 'Información nutricional y alérgenos' },
  back: { id: 'menu.product.back', defaultMessage: 'Volver al producto' },
  nutritionTitle: { id: 'menu.nutrition.title', defaultMessage: 'Información nutricional' },
  nutritionCaption: { id: 'menu.nutrition.caption', defaultMessage: 'Valores por ración de {name}' },
  nutrient: { id: 'menu.nutrition.nutrient', defaultMessage: 'Nutriente' },
  amount: { id: 'menu.nutrition.amount', defaultMessage: 'Cantidad' },
  allergensHeading: { id: 'menu.allergens.heading', defaultMessage: 'Alérgenos' },
  noAllergens: { id: 'menu.allergens.none', defaultMessage: 'No contiene ninguno de los 14 alérgenos de declaración obligatoria.' },
  allergenNote: {
    id: 'menu.allergens.note',
    defaultMessage: 'En nuestras cocinas se manipulan todos estos alérgenos y puede haber trazas. Si tienes una alergia, pregunta en el restaurante.',
  },

  filterToggle: { id: 'menu.filter.toggle', defaultMessage: 'Filtrar por alérgenos' },
  filterActive: { id: 'menu.filter.active', defaultMessage: 'Filtrar por alérgenos ({count})' },
  filterLegend: { id: 'menu.filter.legend', defaultMessage: 'Ocultar los productos que contienen…' },
  filterClear: { id: 'menu.filter.clear', defaultMessage: 'Quitar el filtro' },
  filterHidden: {
    id: 'menu.filter.hidden',
    defaultMessage: '{count, plural, =0 {Ningún producto oculto} one {# producto oculto} other {# productos ocultos}} por contener {allergens}.',
  },
  filterChecking: { id: 'menu.filter.checking', defaultMessage: 'Comprobando alérgenos…' },
  filterUnknown: { id: 'menu.filter.unknown', defaultMessage: 'No hemos podido comprobar sus alérgenos' },
  filterEmpty: { id: 'menu.filter.empty', defaultMessage: 'Ningún producto de esta categoría está libre de los alérgenos elegidos.' },
});
