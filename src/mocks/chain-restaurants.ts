/**
 * The mock API at a real chain's size (VITE_MOCK_RESTAURANTS): the fixtures' restaurants first, so the demo journeys
 * still find theirs, then generated ones up to the number asked, in every Spanish province. The same number always
 * gives the same list, and a longer list begins with a shorter one, so a restaurant keeps its id and its page whatever
 * the size. The embedded mock API, the one the build pre-renders with and the one over HTTP all list it from here.
 */
import { MOCK_RESTAURANTS_MAX } from '../lib/config';
import type {
  Restaurants,
  RestaurantsProvince,
  RestaurantsRestaurant,
  RestaurantsSchedule,
} from '../lib/generated/content';
import type { Fixtures } from './fixtures';

type City = { name: string; latitude: number; longitude: number; postalCode: string; postalCodes: number };

type ProvinceArea = {
  /** The province's two-digit INE code, which its postal codes start with. */
  geocode: string;
  name: string;
  /** Roughly the middle of the province: every place of it lies within a few hours' drive of here. */
  centre: readonly [latitude: number, longitude: number];
  /** Its share of the chain's restaurants, roughly as its people. */
  weight: number;
  /** The capital first: it gets every other restaurant of the province. */
  cities: readonly City[];
};

/** A city at its centre, with its first postal code and how many follow it. */
const city = (name: string, latitude: number, longitude: number, postalCode: string, postalCodes = 1): City => ({
  name,
  latitude,
  longitude,
  postalCode,
  postalCodes,
});

const area = (
  geocode: string,
  name: string,
  centre: readonly [number, number],
  weight: number,
  cities: City[],
): ProvinceArea => ({ geocode, name, centre, weight, cities });

/** Spain's 50 provinces and its two autonomous cities, by INE code. */
export const PROVINCE_AREAS: readonly ProvinceArea[] = [
  area('01', 'Álava', [42.85, -2.7], 1, [
    city('Vitoria-Gasteiz', 42.8467, -2.6716, '01001', 15),
    city('Llodio', 43.1437, -2.9631, '01400'),
  ]),
  area('02', 'Albacete', [38.8, -1.9], 1, [
    city('Albacete', 38.9943, -1.8585, '02001', 6),
    city('Hellín', 38.5106, -1.7006, '02400'),
    city('Villarrobledo', 39.269, -2.601, '02600'),
  ]),
  area('03', 'Alicante', [38.47, -0.57], 4, [
    city('Alicante', 38.3452, -0.481, '03001', 15),
    city('Elche', 38.2669, -0.6983, '03201', 8),
    city('Benidorm', 38.5411, -0.1225, '03501', 3),
    city('Torrevieja', 37.9787, -0.6822, '03181', 5),
  ]),
  area('04', 'Almería', [37.15, -2.35], 1, [
    city('Almería', 36.834, -2.4637, '04001', 9),
    city('Roquetas de Mar', 36.7642, -2.6148, '04740'),
    city('El Ejido', 36.7763, -2.8146, '04700'),
  ]),
  area('05', 'Ávila', [40.55, -4.95], 1, [
    city('Ávila', 40.6565, -4.6818, '05001', 5),
    city('Arévalo', 41.065, -4.7206, '05200'),
  ]),
  area('06', 'Badajoz', [38.7, -6.15], 1, [
    city('Badajoz', 38.8794, -6.9707, '06001', 11),
    city('Mérida', 38.9161, -6.3437, '06800'),
    city('Don Benito', 38.9566, -5.8617, '06400'),
  ]),
  area('07', 'Illes Balears', [39.6, 2.9], 2, [
    city('Palma', 39.5696, 2.6502, '07001', 15),
    city('Eivissa', 38.9067, 1.4206, '07800'),
    city('Maó', 39.8885, 4.2658, '07701'),
    city('Manacor', 39.5696, 3.2096, '07500'),
  ]),
  area('08', 'Barcelona', [41.73, 1.98], 12, [
    city('Barcelona', 41.3874, 2.1686, '08001', 40),
    city("L'Hospitalet de Llobregat", 41.3597, 2.0997, '08901', 8),
    city('Badalona', 41.45, 2.2474, '08911', 8),
    city('Terrassa', 41.5632, 2.0089, '08221', 7),
    city('Sabadell', 41.5463, 2.1086, '08201', 8),
    city('Mataró', 41.5381, 2.4447, '08301', 4),
  ]),
  area('09', 'Burgos', [42.35, -3.65], 1, [
    city('Burgos', 42.3439, -3.6969, '09001', 7),
    city('Miranda de Ebro', 42.6865, -2.947, '09200'),
    city('Aranda de Duero', 41.6704, -3.6892, '09400'),
  ]),
  area('10', 'Cáceres', [39.7, -6.15], 1, [
    city('Cáceres', 39.4753, -6.3724, '10001', 5),
    city('Plasencia', 40.0302, -6.0902, '10600'),
  ]),
  area('11', 'Cádiz', [36.55, -5.8], 3, [
    city('Cádiz', 36.5271, -6.2886, '11001', 11),
    city('Jerez de la Frontera', 36.685, -6.1261, '11401', 8),
    city('Algeciras', 36.1408, -5.4562, '11201', 6),
    city('San Fernando', 36.4657, -6.1984, '11100'),
  ]),
  area('12', 'Castellón', [40.2, -0.25], 1, [
    city('Castellón de la Plana', 39.9864, -0.0513, '12001', 6),
    city('Vila-real', 39.9383, -0.1009, '12540'),
    city('Benicarló', 40.4165, 0.4269, '12580'),
  ]),
  area('13', 'Ciudad Real', [38.95, -3.9], 1, [
    city('Ciudad Real', 38.9848, -3.9274, '13001', 5),
    city('Puertollano', 38.6871, -4.1073, '13500'),
    city('Tomelloso', 39.1572, -3.0222, '13700'),
  ]),
  area('14', 'Córdoba', [37.9, -4.75], 2, [
    city('Córdoba', 37.8882, -4.7794, '14001', 14),
    city('Lucena', 37.4088, -4.4852, '14900'),
    city('Montilla', 37.5869, -4.6384, '14550'),
  ]),
  area('15', 'A Coruña', [43.1, -8.4], 2, [
    city('A Coruña', 43.3623, -8.4115, '15001', 11),
    city('Santiago de Compostela', 42.8782, -8.5448, '15701', 5),
    city('Ferrol', 43.4832, -8.2369, '15401', 4),
  ]),
  area('16', 'Cuenca', [39.9, -2.15], 1, [
    city('Cuenca', 40.0704, -2.1374, '16001', 4),
    city('Tarancón', 40.0086, -3.0072, '16400'),
  ]),
  area('17', 'Girona', [42.1, 2.75], 2, [
    city('Girona', 41.9794, 2.8214, '17001', 5),
    city('Figueres', 42.267, 2.9612, '17600'),
    city('Blanes', 41.6741, 2.7903, '17300'),
  ]),
  area('18', 'Granada', [37.3, -3.3], 2, [
    city('Granada', 37.1773, -3.5986, '18001', 14),
    city('Motril', 36.7458, -3.5179, '18600'),
    city('Armilla', 37.1416, -3.6254, '18100'),
  ]),
  area('19', 'Guadalajara', [40.8, -2.6], 1, [
    city('Guadalajara', 40.6327, -3.1664, '19001', 5),
    city('Azuqueca de Henares', 40.5647, -3.2674, '19200'),
  ]),
  area('20', 'Gipuzkoa', [43.15, -2.15], 2, [
    city('Donostia-San Sebastián', 43.3183, -1.9812, '20001', 17),
    city('Irun', 43.339, -1.7896, '20300', 2),
    city('Eibar', 43.1843, -2.4714, '20600'),
  ]),
  area('21', 'Huelva', [37.55, -6.85], 1, [
    city('Huelva', 37.2614, -6.9447, '21001', 7),
    city('Lepe', 37.2547, -7.2043, '21440'),
    city('Almonte', 37.2642, -6.5167, '21730'),
  ]),
  area('22', 'Huesca', [42.2, -0.1], 1, [
    city('Huesca', 42.1362, -0.4087, '22001', 5),
    city('Monzón', 41.9106, 0.1939, '22400'),
    city('Jaca', 42.57, -0.549, '22700'),
  ]),
  area('23', 'Jaén', [37.95, -3.4], 1, [
    city('Jaén', 37.7796, -3.7849, '23001', 8),
    city('Linares', 38.0951, -3.6361, '23700'),
    city('Úbeda', 38.0133, -3.3705, '23400'),
  ]),
  area('24', 'León', [42.6, -5.85], 1, [
    city('León', 42.5987, -5.5671, '24001', 9),
    city('Ponferrada', 42.5461, -6.5962, '24400', 3),
    city('San Andrés del Rabanedo', 42.6135, -5.6104, '24010'),
  ]),
  area('25', 'Lleida', [42.0, 1.05], 1, [
    city('Lleida', 41.6176, 0.62, '25001', 7),
    city('Tàrrega', 41.647, 1.1397, '25300'),
    city("La Seu d'Urgell", 42.3584, 1.4556, '25700'),
  ]),
  area('26', 'La Rioja', [42.3, -2.5], 1, [
    city('Logroño', 42.4627, -2.445, '26001', 9),
    city('Calahorra', 42.3051, -1.9651, '26500'),
    city('Haro', 42.5767, -2.8459, '26200'),
  ]),
  area('27', 'Lugo', [43.0, -7.5], 1, [
    city('Lugo', 43.0097, -7.5568, '27001', 5),
    city('Monforte de Lemos', 42.5218, -7.5138, '27400'),
    city('Viveiro', 43.6617, -7.5943, '27850'),
  ]),
  area('28', 'Madrid', [40.5, -3.7], 14, [
    city('Madrid', 40.4168, -3.7038, '28001', 50),
    city('Getafe', 40.3083, -3.7327, '28901', 5),
    city('Móstoles', 40.3223, -3.8649, '28931', 8),
    city('Alcalá de Henares', 40.482, -3.3635, '28801', 6),
    city('Leganés', 40.3272, -3.7635, '28911', 8),
    city('Fuenlabrada', 40.2842, -3.7942, '28940', 8),
    city('Alcobendas', 40.5475, -3.642, '28100', 9),
    city('Torrejón de Ardoz', 40.4555, -3.4697, '28850', 6),
  ]),
  area('29', 'Málaga', [36.82, -4.7], 4, [
    city('Málaga', 36.7213, -4.4214, '29001', 18),
    city('Marbella', 36.5101, -4.8825, '29600', 3),
    city('Vélez-Málaga', 36.7809, -4.1003, '29700'),
    city('Fuengirola', 36.5398, -4.6247, '29640'),
    city('Torremolinos', 36.6218, -4.4996, '29620'),
  ]),
  area('30', 'Murcia', [38.0, -1.5], 3, [
    city('Murcia', 37.9922, -1.1307, '30001', 12),
    city('Cartagena', 37.6257, -0.9966, '30201', 4),
    city('Lorca', 37.6772, -1.7007, '30800'),
    city('Molina de Segura', 38.0545, -1.2076, '30500'),
  ]),
  area('31', 'Navarra', [42.65, -1.65], 2, [
    city('Pamplona', 42.8125, -1.6458, '31001', 15),
    city('Tudela', 42.0617, -1.6045, '31500'),
    city('Estella', 42.6719, -2.0319, '31200'),
  ]),
  area('32', 'Ourense', [42.2, -7.6], 1, [
    city('Ourense', 42.3358, -7.8639, '32001', 5),
    city('O Barco de Valdeorras', 42.4162, -6.983, '32300'),
    city('Verín', 41.9409, -7.437, '32600'),
  ]),
  area('33', 'Asturias', [43.3, -5.9], 2, [
    city('Oviedo', 43.3614, -5.8494, '33001', 13),
    city('Gijón', 43.5322, -5.6611, '33201', 12),
    city('Avilés', 43.556, -5.9248, '33400', 3),
  ]),
  area('34', 'Palencia', [42.35, -4.55], 1, [
    city('Palencia', 42.0095, -4.5288, '34001', 5),
    city('Aguilar de Campoo', 42.7947, -4.2598, '34800'),
  ]),
  area('35', 'Las Palmas', [28.5, -14.5], 2, [
    city('Las Palmas de Gran Canaria', 28.1235, -15.4363, '35001', 15),
    city('Arrecife', 28.963, -13.5477, '35500'),
    city('Puerto del Rosario', 28.5004, -13.8627, '35600'),
    city('Telde', 27.9924, -15.4192, '35200'),
  ]),
  area('36', 'Pontevedra', [42.4, -8.5], 2, [
    city('Vigo', 42.2406, -8.7207, '36201', 14),
    city('Pontevedra', 42.431, -8.6446, '36001', 5),
    city('Vilagarcía de Arousa', 42.5948, -8.766, '36600'),
  ]),
  area('37', 'Salamanca', [40.8, -6.05], 1, [
    city('Salamanca', 40.9701, -5.6635, '37001', 8),
    city('Béjar', 40.3861, -5.7631, '37700'),
    city('Ciudad Rodrigo', 40.6, -6.5284, '37500'),
  ]),
  area('38', 'Santa Cruz de Tenerife', [28.3, -16.8], 2, [
    city('Santa Cruz de Tenerife', 28.4636, -16.2518, '38001', 10),
    city('San Cristóbal de La Laguna', 28.4874, -16.3159, '38201', 5),
    city('Arona', 28.0996, -16.681, '38640'),
    city('Santa Cruz de La Palma', 28.6835, -17.7642, '38700'),
  ]),
  area('39', 'Cantabria', [43.2, -4.0], 1, [
    city('Santander', 43.4623, -3.8099, '39001', 11),
    city('Torrelavega', 43.3492, -4.0478, '39300'),
    city('Castro-Urdiales', 43.3845, -3.2146, '39700'),
  ]),
  area('40', 'Segovia', [41.15, -4.0], 1, [
    city('Segovia', 40.9429, -4.1088, '40001', 5),
    city('El Espinar', 40.7186, -4.2478, '40400'),
    city('Cuéllar', 41.4017, -4.3147, '40200'),
  ]),
  area('41', 'Sevilla', [37.43, -5.68], 4, [
    city('Sevilla', 37.3891, -5.9845, '41001', 20),
    city('Dos Hermanas', 37.2836, -5.9209, '41700', 4),
    city('Alcalá de Guadaíra', 37.3382, -5.8392, '41500'),
    city('Utrera', 37.1852, -5.781, '41710'),
  ]),
  area('42', 'Soria', [41.65, -2.6], 1, [
    city('Soria', 41.764, -2.4688, '42001', 5),
    city('Almazán', 41.4862, -2.5309, '42200'),
  ]),
  area('43', 'Tarragona', [41.1, 0.85], 2, [
    city('Tarragona', 41.1189, 1.2445, '43001', 7),
    city('Reus', 41.1561, 1.1069, '43201', 5),
    city('Tortosa', 40.8126, 0.5211, '43500'),
  ]),
  area('44', 'Teruel', [40.65, -0.85], 1, [
    city('Teruel', 40.3457, -1.1065, '44001', 3),
    city('Alcañiz', 41.0509, -0.1335, '44600'),
  ]),
  area('45', 'Toledo', [39.8, -4.2], 2, [
    city('Toledo', 39.8628, -4.0273, '45001', 7),
    city('Talavera de la Reina', 39.9635, -4.8307, '45600'),
    city('Illescas', 40.1227, -3.8474, '45200'),
  ]),
  area('46', 'Valencia', [39.37, -0.8], 5, [
    city('Valencia', 39.4699, -0.3763, '46001', 25),
    city('Torrent', 39.4371, -0.4655, '46900', 2),
    city('Gandia', 38.968, -0.1803, '46700', 2),
    city('Paterna', 39.5027, -0.4406, '46980'),
    city('Sagunto', 39.6797, -0.2784, '46500'),
  ]),
  area('47', 'Valladolid', [41.63, -4.85], 1, [
    city('Valladolid', 41.6523, -4.7245, '47001', 15),
    city('Medina del Campo', 41.3124, -4.9146, '47400'),
    city('Laguna de Duero', 41.5815, -4.7234, '47140'),
  ]),
  area('48', 'Bizkaia', [43.23, -2.85], 2, [
    city('Bilbao', 43.263, -2.935, '48001', 15),
    city('Barakaldo', 43.2956, -2.9973, '48901', 3),
    city('Getxo', 43.3569, -3.011, '48990', 3),
  ]),
  area('49', 'Zamora', [41.7, -6.0], 1, [
    city('Zamora', 41.5034, -5.7467, '49001', 5),
    city('Benavente', 42.0031, -5.6784, '49600'),
  ]),
  area('50', 'Zaragoza', [41.62, -1.05], 2, [
    city('Zaragoza', 41.6488, -0.8891, '50001', 20),
    city('Calatayud', 41.3535, -1.6432, '50300'),
    city('Utebo', 41.7141, -0.9944, '50180'),
  ]),
  area('51', 'Ceuta', [35.89, -5.32], 1, [city('Ceuta', 35.8894, -5.3198, '51001', 2)]),
  area('52', 'Melilla', [35.29, -2.94], 1, [city('Melilla', 35.2923, -2.9381, '52001', 6)]),
];

/** How far a restaurant may lie from its city's centre, in degrees; the two autonomous cities are a few kilometres wide. */
const spreadOf = (area: ProvinceArea, cityIndex: number) =>
  area.geocode === '51' || area.geocode === '52' ? 0.004 : cityIndex === 0 ? 0.02 : 0.01;

/** Provinces whose streets are named in Catalan, as the fixtures' in Barcelona are. */
const CATALAN_STREETS = new Set(['07', '08', '17', '25', '43']);

/**
 * The names a real chain gives its restaurants over and over, each city its own "Centro" and "Estación", with the
 * street each usually stands on (in Spanish, in Catalan).
 */
const PLACES = [
  { name: 'Centro', street: ['Calle Mayor', 'Carrer Major'] },
  { name: 'Estación', street: ['Paseo de la Estación', "Passeig de l'Estació"] },
  { name: 'Plaza Mayor', street: ['Plaza Mayor', 'Plaça Major'] },
  { name: 'Universidad', street: ['Avenida de la Universidad', 'Avinguda de la Universitat'] },
  { name: 'Parque Comercial', street: ['Parque Comercial', 'Parc Comercial'], mall: true },
  { name: 'Mercado', street: ['Plaza del Mercado', 'Plaça del Mercat'] },
  { name: 'Hospital', street: ['Avenida del Hospital', "Avinguda de l'Hospital"] },
  { name: 'Constitución', street: ['Avenida de la Constitución', 'Avinguda de la Constitució'] },
  { name: 'Ensanche', street: ['Calle del Ensanche', "Carrer de l'Eixample"] },
  { name: 'Ronda', street: ['Ronda Norte', 'Ronda Nord'] },
] as const;

/**
 * A city's next restaurants take these after the place's name ("Centro Norte"), and after that a number too ("Centro
 * Norte II"): a city's generated names never meet, so its only namesakes are the ones written out below. The number is
 * in Roman figures, as a name ending in digits could take the address another restaurant is told apart by.
 */
const QUARTERS = ['Norte', 'Sur', 'Este', 'Oeste'] as const;

/** 2 → "II", 14 → "XIV" (up to 3999). */
function roman(value: number): string {
  const figures = [
    [1000, 'M'],
    [900, 'CM'],
    [500, 'D'],
    [400, 'CD'],
    [100, 'C'],
    [90, 'XC'],
    [50, 'L'],
    [40, 'XL'],
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ] as const;
  let rest = value;
  let text = '';
  for (const [amount, figure] of figures) {
    for (; rest >= amount; rest -= amount) text += figure;
  }
  return text;
}

/** The name of a city's `nth` generated restaurant (from 0): its place, then a quarter, then a number. */
function placeName(nth: number): string {
  const place = PLACES[nth % PLACES.length] ?? PLACES[0];
  const round = Math.floor(nth / PLACES.length);
  if (round === 0) return place.name;
  const quarter = QUARTERS[(round - 1) % QUARTERS.length] ?? QUARTERS[0];
  const cycle = Math.floor((round - 1) / QUARTERS.length);
  return `${place.name} ${quarter}${cycle === 0 ? '' : ` ${roman(cycle + 1)}`}`;
}

const CHAIN = 'Pollo Crujiente';

/** Opening hours as the fixtures' restaurants keep them: weekdays, Friday and Saturday, Sunday, holidays. */
const hours = (weekdays: string, weekend: string, sunday: string, holiday: string): RestaurantsSchedule => ({
  monday: weekdays,
  tuesday: weekdays,
  wednesday: weekdays,
  thursday: weekdays,
  friday: weekend,
  saturday: weekend,
  sunday,
  holiday,
});

/** The kinds of restaurant the fixtures have, with their hours and the services they offer beyond the usual ones. */
const KINDS = {
  centre: {
    schedule: hours('12:00 - 01:00', '12:00 - 02:30', '12:00 - 01:00', '13:00 - 00:00'),
    extra: ['A domicilio'],
  },
  street: {
    schedule: hours('12:00 - 00:00', '12:00 - 01:00', '12:00 - 00:00', '13:00 - 23:00'),
    extra: ['A domicilio', 'Terraza'],
  },
  mall: {
    schedule: hours('12:00 - 23:00', '12:00 - 00:00', '12:30 - 23:00', '13:00 - 23:00'),
    extra: ['A domicilio', 'Zonas infantiles'],
  },
  driveThru: {
    schedule: hours('11:30 - 00:30', '11:30 - 02:00', '11:30 - 00:30', '12:00 - 00:00'),
    extra: ['Auto', 'A domicilio', 'Terraza', 'Zonas infantiles'],
  },
  town: { schedule: hours('12:30 - 23:30', '12:30 - 00:30', '12:30 - 23:30', '13:00 - 23:00'), extra: ['Terraza'] },
} as const;

type Kind = keyof typeof KINDS;

/** Services every restaurant offers (the restaurants page says so), by their Spanish name. */
const EVERYWHERE = ['WIFI', 'Recarga', 'Quiosco'];

/**
 * A name four hundred characters long, as a restaurant in a shopping centre may be given by hand: every page that
 * shows a name must still hold it.
 */
export const LONG_NAME =
  'Pollo Crujiente Centro Comercial y de Ocio Gran Plaza del Mediterráneo, junto a la salida 7 de la autovía, ' +
  'frente a la estación de autobuses y al lado del aparcamiento público de la avenida principal, con entrada por la ' +
  'planta baja, por la terraza del primer piso y por la galería comercial que comunica con el mercado municipal, la ' +
  'biblioteca, el polideportivo, el centro de salud y el conservatorio';

/**
 * Restaurants written out after the fixtures' own (ids 37 to 42 with the fixtures' 36): two namesakes in one city; three
 * in Toledo whose pages' addresses meet, as the last two share a name and the first one's name ends with the id the
 * last is told apart by ("Colisión 41", "Colisión", "Colisión" with ids 39, 40 and 41); and the longest name.
 */
const written = (firstId: number): { name: string; geocode: string; city: string; place: number }[] => [
  { name: `${CHAIN} Centro`, geocode: '28', city: 'Madrid', place: 0 },
  { name: `${CHAIN} Centro`, geocode: '28', city: 'Madrid', place: 0 },
  { name: `${CHAIN} Colisión ${firstId + 4}`, geocode: '45', city: 'Toledo', place: 2 },
  { name: `${CHAIN} Colisión`, geocode: '45', city: 'Toledo', place: 5 },
  { name: `${CHAIN} Colisión`, geocode: '45', city: 'Toledo', place: 7 },
  { name: LONG_NAME, geocode: '46', city: 'Valencia', place: 4 },
];

/**
 * What kind of restaurant stands at a place: in a shopping park, a mall or a drive-thru; in a capital's centre, one
 * open late; elsewhere in a capital mostly a street restaurant, in a town a town's; now and then a drive-thru.
 */
function kindAt(place: (typeof PLACES)[number], placeIndex: number, inCapital: boolean, random: () => number): Kind {
  if ('mall' in place) return random() < 0.5 ? 'mall' : 'driveThru';
  if (inCapital && placeIndex % PLACES.length < 3) return 'centre';
  if (random() < 0.2) return 'driveThru';
  return inCapital ? 'street' : 'town';
}

/** A small fast generator of numbers in [0, 1) from a seed (mulberry32): the same seed, the same numbers. */
function numbersFrom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

/** Every province of Spain: the fixtures' own as they are, then the others with the ids after theirs. */
function allProvinces(fixtureProvinces: readonly RestaurantsProvince[]): RestaurantsProvince[] {
  const known = new Set(fixtureProvinces.map((p) => p.geocode));
  let nextId = Math.max(0, ...fixtureProvinces.map((p) => p.id));
  const others = PROVINCE_AREAS.filter((a) => !known.has(a.geocode)).map((a) => ({
    id: ++nextId,
    name: a.name,
    geocode: a.geocode,
  }));
  return [...fixtureProvinces.map((p) => ({ ...p })), ...others];
}

/**
 * The provinces the generated restaurants go to, one at a time: first each province the fixtures leave without one,
 * then all of them in turn by their weight (each gets its share evenly spread over the list, with no randomness).
 */
function* provinceTurns(areas: readonly ProvinceArea[], served: ReadonlySet<string>): Generator<ProvinceArea> {
  for (const a of areas) if (!served.has(a.geocode)) yield a;
  const total = areas.reduce((sum, a) => sum + a.weight, 0);
  const credit = areas.map(() => 0);
  for (;;) {
    let best = 0;
    for (let i = 0; i < areas.length; i++) {
      credit[i] = (credit[i] ?? 0) + (areas[i]?.weight ?? 0);
      if ((credit[i] ?? 0) > (credit[best] ?? 0)) best = i;
    }
    credit[best] = (credit[best] ?? 0) - total;
    const chosen = areas[best];
    if (chosen) yield chosen;
  }
}

function areaOf(geocode: string): ProvinceArea {
  const found = PROVINCE_AREAS.find((a) => a.geocode === geocode);
  if (!found) throw new Error(`No province has the geocode ${geocode}`);
  return found;
}

/**
 * The fixtures' restaurants, provinces and services at a chain's size: `count` restaurants (the fixtures' first, then
 * generated ones, ids following theirs) and every province of Spain.
 */
export function chainRestaurants(fixtures: Restaurants, count: number): Restaurants {
  if (!Number.isInteger(count) || count < 1 || count > MOCK_RESTAURANTS_MAX) {
    throw new RangeError(`The mock API lists from 1 to ${MOCK_RESTAURANTS_MAX} restaurants, not ${count}`);
  }
  const provinces = allProvinces(fixtures.provinces);
  const provinceByGeocode = new Map(provinces.map((p) => [p.geocode, p]));
  const serviceId = (name: string) => {
    const service = fixtures.services.find((s) => s.name.es === name);
    if (!service) throw new Error(`The fixtures have no service "${name}"`);
    return service.id;
  };
  const fixtureGeocodes = new Set(
    fixtures.restaurants.flatMap((r) => fixtures.provinces.find((p) => p.id === r.provinceId)?.geocode ?? []),
  );

  const restaurants: RestaurantsRestaurant[] = fixtures.restaurants.slice(0, count).map((r) => ({ ...r }));
  let nextId = Math.max(0, ...fixtures.restaurants.map((r) => r.id)) + 1;
  /** How many restaurants each province, and each city, has been given so far. */
  const perProvince = new Map<string, number>();
  const perCity = new Map<string, number>();

  const make = (id: number, a: ProvinceArea, cityIndex: number, name: string, placeIndex: number) => {
    const random = numbersFrom(Math.imul(id, 0x9e3779b1));
    const where = a.cities[cityIndex] ?? a.cities[0];
    const province = provinceByGeocode.get(a.geocode);
    if (!where || !province) throw new Error(`The province ${a.geocode} has no city`);
    const place = PLACES[placeIndex % PLACES.length] ?? PLACES[0];
    const street = place.street[CATALAN_STREETS.has(a.geocode) ? 1 : 0];
    const number = 1 + Math.floor(random() * 120);
    const kind = kindAt(place, placeIndex, cityIndex === 0, random);
    const spread = spreadOf(a, cityIndex);
    const services = new Set([...EVERYWHERE, ...KINDS[kind].extra].map(serviceId));
    // Delivery reaches most towns, not all of them.
    if (kind === 'town' && random() < 0.7) services.add(serviceId('A domicilio'));
    restaurants.push({
      id,
      name,
      address: 'mall' in place ? `${street} ${where.name}, local ${number}` : `${street}, ${number}`,
      city: where.name,
      postalCode: String(Number(where.postalCode) + Math.floor(random() * where.postalCodes)).padStart(5, '0'),
      latitude: round5(where.latitude + (random() * 2 - 1) * spread),
      longitude: round5(where.longitude + (random() * 2 - 1) * spread),
      provinceId: province.id,
      serviceIds: [...services].sort((x, y) => x - y),
      schedule: { ...KINDS[kind].schedule },
    });
  };

  for (const one of written(nextId)) {
    if (restaurants.length >= count) break;
    const a = areaOf(one.geocode);
    const cityIndex = a.cities.findIndex((c) => c.name === one.city);
    if (cityIndex < 0) throw new Error(`The province ${a.name} has no city ${one.city}`);
    make(nextId++, a, cityIndex, one.name, one.place);
  }

  const turns = provinceTurns(PROVINCE_AREAS, fixtureGeocodes);
  while (restaurants.length < count) {
    const a = turns.next().value as ProvinceArea;
    const turn = perProvince.get(a.geocode) ?? 0;
    perProvince.set(a.geocode, turn + 1);
    // Every other restaurant of a province goes to its capital, the rest to its other cities in turn.
    const cityIndex = turn % 2 === 0 || a.cities.length === 1 ? 0 : 1 + (Math.floor(turn / 2) % (a.cities.length - 1));
    const cityKey = `${a.geocode} ${cityIndex}`;
    const nth = perCity.get(cityKey) ?? 0;
    perCity.set(cityKey, nth + 1);
    make(nextId++, a, cityIndex, `${CHAIN} ${placeName(nth)}`, nth);
  }

  return { provinces, services: fixtures.services.map((s) => ({ ...s, name: { ...s.name } })), restaurants };
}

/**
 * The fixtures with the restaurants of a chain of `count`, for the mock API's store; the fixtures as they are without
 * one (VITE_MOCK_RESTAURANTS unset).
 */
export const atChainSize = (fixtures: Fixtures, count: number | null | undefined): Fixtures =>
  count ? { ...fixtures, restaurants: chainRestaurants(fixtures.restaurants, count) } : fixtures;
