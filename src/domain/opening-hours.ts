/** Monday to Sunday, then public holidays: the order a schedule is shown in. */
export const SCHEDULE_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'holiday',
] as const;

export type ScheduleDay = (typeof SCHEDULE_DAYS)[number];
/** Opening hours per day as the API writes them ("12:00 - 00:00"), for a restaurant or the whole chain. */
export type Schedule = Record<ScheduleDay, string>;
const WEEKDAYS = SCHEDULE_DAYS.slice(0, 7) as readonly Exclude<ScheduleDay, 'holiday'>[];

/** Opening and closing time in minutes after midnight. */
export type Hours = { opens: number; closes: number };

/**
 * Reads "HH:MM - HH:MM" (schemas/content/restaurants.schema.json). A closing time earlier than the opening time,
 * or "00:00", means after midnight. Anything else (a closed day written as text, say) reads as null: not open.
 */
export function parseHours(text: string): Hours | null {
  const match = /^\s*([01]\d|2[0-3]):([0-5]\d)\s*-\s*([01]\d|2[0-3]):([0-5]\d)\s*$/.exec(text);
  if (!match) return null;
  const [, oh, om, ch, cm] = match;
  return { opens: Number(oh) * 60 + Number(om), closes: Number(ch) * 60 + Number(cm) };
}

/** Whether the hours run past midnight into the next day ("12:00 - 01:00", "12:00 - 00:00"). */
export const crossesMidnight = (hours: Hours): boolean => hours.closes <= hours.opens;

export type CivilDate = { year: number; month: number; day: number };

/** Easter Sunday of a Gregorian year (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): CivilDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

const addDays = (date: CivilDate, days: number): CivilDate => {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
};

/** 0 = Monday … 6 = Sunday. */
const weekdayOf = (date: CivilDate): number =>
  (new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7;

/** Fixed national holidays of Spain (month, day): New Year, Epiphany, Labour Day, Assumption, National Day,
 * All Saints, Constitution Day, Immaculate Conception, Christmas. */
const FIXED_HOLIDAYS: readonly [number, number][] = [
  [1, 1],
  [1, 6],
  [5, 1],
  [8, 15],
  [10, 12],
  [11, 1],
  [12, 6],
  [12, 8],
  [12, 25],
];

/**
 * Spain's national public holidays: the fixed ones and Good Friday. Regional and local holidays differ from one
 * restaurant to another and the API does not give them, so they follow the weekday hours.
 */
export function isNationalHoliday(date: CivilDate): boolean {
  if (FIXED_HOLIDAYS.some(([month, day]) => date.month === month && date.day === day)) return true;
  const goodFriday = addDays(easterSunday(date.year), -2);
  return goodFriday.month === date.month && goodFriday.day === date.day;
}

export type MadridTime = CivilDate & { minutes: number };

/**
 * The two time zones of Spain's restaurants: the peninsula's (and the Balearic Islands', Ceuta's and Melilla's), and
 * the Canary Islands', an hour behind it all year round.
 */
export type SpanishTimeZone = 'peninsula' | 'canary';

/** The provinces of the Canary Islands by their geocode: Las Palmas (35) and Santa Cruz de Tenerife (38). */
const CANARY_GEOCODES: ReadonlySet<string> = new Set(['35', '38']);

/** The time zone of a restaurant in the province with that geocode. */
export const timeZoneOfProvince = (geocode: string): SpanishTimeZone =>
  CANARY_GEOCODES.has(geocode.trim()) ? 'canary' : 'peninsula';

const HOUR_MS = 3_600_000;

/** The instant (ms) summer time starts or ends in the EU: the last Sunday of a month, at 01:00 UTC. */
const lastSundayAt1Utc = (year: number, month: number): number => {
  const lastDay = new Date(Date.UTC(year, month, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS;
};

/**
 * The civil date and time in one of Spain's time zones: the peninsula's is UTC+1 and the Canary Islands' UTC+0, each
 * an hour more in summer time (the EU rule: from the last Sunday of March to the last Sunday of October, at 01:00
 * UTC, the same instant in both). Worked out by hand: a formatter for the Europe/Madrid or Atlantic/Canary zone loads
 * the browser's date-formatting and time-zone data, hundreds of milliseconds of a phone's main thread in one task on
 * every page (docs/decisions/0037-spanish-time-by-rule.md).
 */
export function spanishTime(instant: Date, zone: SpanishTimeZone = 'peninsula'): MadridTime {
  const time = instant.getTime();
  const year = instant.getUTCFullYear();
  const summer = time >= lastSundayAt1Utc(year, 3) && time < lastSundayAt1Utc(year, 10);
  const offset = (zone === 'canary' ? 0 : 1) + (summer ? 1 : 0);
  const local = new Date(time + offset * HOUR_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    minutes: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

/** The civil date and time in Spain's peninsular time zone, the chain's own (its service hours are given in it). */
export const madridTime = (instant: Date): MadridTime => spanishTime(instant, 'peninsula');

/** Which line of the schedule applies on a date: the holiday line on a public holiday, else its weekday. */
export function scheduleDayOf(
  date: CivilDate,
  isHoliday: (date: CivilDate) => boolean = isNationalHoliday,
): ScheduleDay {
  return isHoliday(date) ? 'holiday' : WEEKDAYS[weekdayOf(date)]!;
}

/**
 * Whether a schedule is open at an instant, read in its time zone (the peninsula's unless told): open within today's
 * hours, or still within yesterday's when those run past midnight ("12:00 - 02:30" on Friday covers Saturday 01:00).
 */
export function isOpenAt(
  schedule: Schedule,
  instant: Date,
  isHoliday: (date: CivilDate) => boolean = isNationalHoliday,
  zone: SpanishTimeZone = 'peninsula',
): boolean {
  const now = spanishTime(instant, zone);
  const today = parseHours(schedule[scheduleDayOf(now, isHoliday)]);
  if (today) {
    if (today.opens === today.closes) return true;
    if (now.minutes >= today.opens && (crossesMidnight(today) || now.minutes < today.closes)) return true;
  }
  const yesterday = parseHours(schedule[scheduleDayOf(addDays(now, -1), isHoliday)]);
  return (
    yesterday !== null &&
    crossesMidnight(yesterday) &&
    yesterday.opens !== yesterday.closes &&
    now.minutes < yesterday.closes
  );
}

export type OpenStatus = { open: true; closes: number } | { open: false; opens: number | null };

/**
 * Open or closed at an instant, with the time it closes (when open) or next opens today or tomorrow (when
 * closed), in minutes after midnight, in the schedule's time zone (the peninsula's unless told).
 */
export function openStatusAt(
  schedule: Schedule,
  instant: Date,
  isHoliday: (date: CivilDate) => boolean = isNationalHoliday,
  zone: SpanishTimeZone = 'peninsula',
): OpenStatus {
  const now = spanishTime(instant, zone);
  const today = parseHours(schedule[scheduleDayOf(now, isHoliday)]);
  if (isOpenAt(schedule, instant, isHoliday, zone)) {
    const yesterday = parseHours(schedule[scheduleDayOf(addDays(now, -1), isHoliday)]);
    // Still within yesterday's late hours, or within today's.
    const closes =
      yesterday && crossesMidnight(yesterday) && now.minutes < yesterday.closes
        ? yesterday.closes
        : (today?.closes ?? 0);
    return { open: true, closes };
  }
  if (today && now.minutes < today.opens) return { open: false, opens: today.opens };
  const tomorrow = parseHours(schedule[scheduleDayOf(addDays(now, 1), isHoliday)]);
  return { open: false, opens: tomorrow?.opens ?? null };
}
