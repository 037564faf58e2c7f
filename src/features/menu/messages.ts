import type { AllergenKey, NutrientKey } from '../../domain/food-information.mjs';
import { defineMessages } from '../../i18n/define-messages';

// The texts of the menu feature, in one place: the menu and its product dialog, and the allergens page. The
// printable allergen documents (scripts/generate/allergen-documents.mjs) read the allergen names, the nutrient labels and
// the allergens page's note from the catalogues by these ids.

export const menuMessages = defineMessages({
  title: { id: 'menu.title', defaultMessage: 'Carta' },

  pickerIntro: { id: 'menu.picker.intro', defaultMessage: 'Elige una categoría para ver sus productos.' },
  pickerLabel: { id: 'menu.picker.label', defaultMessage: 'Categorías' },
  allCategories: { id: 'menu.allCategories', defaultMessage: 'Todas las categorías' },
  stripLabel: { id: 'menu.strip.label', defaultMessage: 'Ir a una categoría' },
  loadError: { id: 'menu.loadError', defaultMessage: 'No hemos podido cargar la carta.' },
  productCount: { id: 'menu.productCount', defaultMessage: '{count, plural, one {# producto} other {# productos}}' },

  productLoadError: { id: 'menu.product.loadError', defaultMessage: 'No hemos podido cargar este producto.' },
  nutritionLink: { id: 'menu.product.nutritionLink', defaultMessage: 'Información nutricional y alérgenos' },
  back: { id: 'menu.product.back', defaultMessage: 'Volver al producto' },
  nutritionTitle: { id: 'menu.nutrition.title', defaultMessage: 'Información nutricional' },
  nutritionCaption: { id: 'menu.nutrition.caption', defaultMessage: 'Valores por ración de {name}' },
  nutrient: { id: 'menu.nutrition.nutrient', defaultMessage: 'Nutriente' },
  amount: { id: 'menu.nutrition.amount', defaultMessage: 'Cantidad' },
  allergensHeading: { id: 'menu.allergens.heading', defaultMessage: 'Alérgenos' },
  noAllergens: {
    id: 'menu.allergens.none',
    defaultMessage: 'No contiene ninguno de los 14 alérgenos de declaración obligatoria.',
  },
  allergenNote: {
    id: 'menu.allergens.note',
    defaultMessage:
      'En nuestras cocinas se manipulan todos estos alérgenos y puede haber trazas. Si tienes una alergia, pregunta en el restaurante.',
  },

  filterToggle: { id: 'menu.filter.toggle', defaultMessage: 'Filtrar por alérgenos' },
  filterActive: { id: 'menu.filter.active', defaultMessage: 'Filtrar por alérgenos ({count})' },
  filterLegend: { id: 'menu.filter.legend', defaultMessage: 'Ocultar los productos que contienen…' },
  filterClear: { id: 'menu.filter.clear', defaultMessage: 'Quitar el filtro' },
  filterHidden: {
    id: 'menu.filter.hidden',
    defaultMessage:
      '{count, plural, =0 {Ningún producto oculto} one {# producto oculto} other {# productos ocultos}} por contener {allergens}.',
  },
  filterChecking: { id: 'menu.filter.checking', defaultMessage: 'Comprobando alérgenos…' },
  filterUnknown: { id: 'menu.filter.unknown', defaultMessage: 'No hemos podido comprobar sus alérgenos' },
  filterEmpty: {
    id: 'menu.filter.empty',
    defaultMessage: 'Ningún producto de esta categoría está libre de los alérgenos elegidos.',
  },
});

/** /alergens: its tables, their filters and marks, and what it says when data fails to load. */
export const allergensMessages = defineMessages({
  title: { id: 'allergens.title', defaultMessage: 'Alérgenos y valores nutricionales' },
  intro: {
    id: 'allergens.intro',
    defaultMessage:
      'Consulta los 14 alérgenos de declaración obligatoria y los valores nutricionales de todos los productos de nuestra carta. Puedes ordenar y filtrar las tablas, o abrir los documentos para imprimirlos o guardarlos.',
  },
  /** The allergen disclaimer, also the note of the printable documents. */
  note: {
    id: 'allergens.note',
    defaultMessage:
      'Los valores son por ración, tal como se sirve cada producto, y pueden cambiar con las recetas y los proveedores. En nuestras cocinas se manipulan todos estos alérgenos, así que no podemos descartar la contaminación cruzada: si tienes una alergia o intolerancia, pregunta a nuestro personal antes de pedir.',
  },
  allergensHeading: { id: 'allergens.allergens.heading', defaultMessage: 'Alérgenos' },
  allergensDocument: {
    id: 'allergens.allergens.document',
    defaultMessage: 'Lista de alérgenos (documento para imprimir)',
  },
  allergensCaption: { id: 'allergens.allergens.caption', defaultMessage: 'Alérgenos de cada producto de la carta' },
  nutritionHeading: { id: 'allergens.nutrition.heading', defaultMessage: 'Valores nutricionales' },
  nutritionDocument: {
    id: 'allergens.nutrition.document',
    defaultMessage: 'Valores nutricionales (documento para imprimir)',
  },
  nutritionCaption: {
    id: 'allergens.nutrition.caption',
    defaultMessage: 'Valores nutricionales por ración de cada producto de la carta',
  },
  nutritionNone: {
    id: 'allergens.nutrition.none',
    defaultMessage: 'Sin valores nutricionales declarados: {products}.',
  },
  product: { id: 'allergens.table.product', defaultMessage: 'Producto' },
  contains: { id: 'allergens.mark.contains', defaultMessage: 'Contiene' },
  free: { id: 'allergens.mark.free', defaultMessage: 'No contiene' },
  unknown: { id: 'allergens.mark.unknown', defaultMessage: 'Desconocido' },
  checking: { id: 'allergens.mark.checking', defaultMessage: 'Comprobando' },
  legend: { id: 'allergens.legend', defaultMessage: 'Leyenda' },
  narrowContains: { id: 'allergens.narrow.contains', defaultMessage: 'Contiene:' },
  narrowNone: { id: 'allergens.narrow.none', defaultMessage: 'No contiene ninguno de los 14 alérgenos.' },
  narrowUnknownAllergens: {
    id: 'allergens.narrow.unknownAllergens',
    defaultMessage: 'Alérgenos desconocidos: no hemos podido cargar sus datos.',
  },
  narrowUnknownNutrition: {
    id: 'allergens.narrow.unknownNutrition',
    defaultMessage: 'Valores desconocidos: no hemos podido cargar sus datos.',
  },
  narrowChecking: { id: 'allergens.narrow.checking', defaultMessage: 'Comprobando…' },
  search: { id: 'allergens.filter.search', defaultMessage: 'Buscar un producto' },
  exclude: { id: 'allergens.filter.exclude', defaultMessage: 'Mostrar solo los productos sin' },
  clear: { id: 'allergens.filter.clear', defaultMessage: 'Quitar los filtros' },
  shown: {
    id: 'allergens.filter.shown',
    defaultMessage: '{shown, plural, one {Se muestra # producto} other {Se muestran # productos}} de {total}.',
  },
  unchecked: {
    id: 'allergens.filter.unchecked',
    defaultMessage:
      '{count, plural, one {# producto sin comprobar aparece con sus alérgenos como desconocidos.} other {# productos sin comprobar aparecen con sus alérgenos como desconocidos.}}',
  },
  noMatch: { id: 'allergens.filter.noMatch', defaultMessage: 'Ningún producto coincide con la búsqueda.' },
  menuError: { id: 'allergens.menuError', defaultMessage: 'No hemos podido cargar la carta.' },
  detailsError: {
    id: 'allergens.detailsError',
    defaultMessage:
      '{count, plural, one {No hemos podido cargar los datos de # producto: aparece como desconocido, nunca como libre de alérgenos.} other {No hemos podido cargar los datos de # productos: aparecen como desconocidos, nunca como libres de alérgenos.}}',
  },
  loadingDetails: { id: 'allergens.loadingDetails', defaultMessage: 'Cargando los datos de los productos…' },
});

/**
 * The names of the 14 EU allergens, keyed as EU_ALLERGENS (src/domain/food-information.mjs): the allergen table's
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

/** The rows of a nutrition declaration, keyed as NUTRIENTS (src/domain/food-information.mjs). */
export const nutrientMessages = defineMessages({
  weight: { id: 'menu.nutrition.weight', defaultMessage: 'Peso' },
  kcal: { id: 'menu.nutrition.kcal', defaultMessage: 'Valor energético' },
  proteins: { id: 'menu.nutrition.proteins', defaultMessage: 'Proteínas' },
  carbs: { id: 'menu.nutrition.carbs', defaultMessage: 'Hidratos de carbono' },
  sugar: { id: 'menu.nutrition.sugar', defaultMessage: 'de los cuales azúcares' },
  fat: { id: 'menu.nutrition.fat', defaultMessage: 'Grasas' },
  transfat: { id: 'menu.nutrition.transfat', defaultMessage: 'Grasas trans' },
  fibers: { id: 'menu.nutrition.fibers', defaultMessage: 'Fibra alimentaria' },
  sodium: { id: 'menu.nutrition.sodium', defaultMessage: 'Sodio' },
  salt: { id: 'menu.nutrition.salt', defaultMessage: 'Sal' },
}) satisfies Record<NutrientKey, unknown>;
