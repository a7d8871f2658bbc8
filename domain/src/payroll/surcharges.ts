/**
 * Hours per surcharge band of §3b EStG (https://www.gesetze-im-internet.de/estg/__3b.html). The rates
 * are the payroll software's business; the export carries the minutes worked in each band.
 *
 * Per minute of net work (WORK less the same day's pauses inside it, real minutes):
 * - one night band: 40 % for 0–4 h when the shift began before 0 h of that day (§3b (3) Nr. 1), else
 *   25 % for 20–6 h (§3b (1) Nr. 1, (2) Satz 2 "Nachtarbeit ist die Arbeit in der Zeit von 20 Uhr bis
 *   6 Uhr");
 * - one day band, the highest: 150 % on 25.12., 26.12., 1.5. and on 24.12. from 14 h (§3b (1) Nr. 4);
 *   125 % on a public holiday at the workplace and on 31.12. from 14 h (§3b (1) Nr. 3); 50 % on a
 *   Sunday (§3b (1) Nr. 2). A holiday on a Sunday counts only as the holiday (R 3b LStR: "nur bis zur
 *   Höhe des Zuschlags für Feiertagsarbeit"). 0–4 h of the day after a Sunday or holiday counts as work
 *   on that Sunday or holiday when the shift began before 0 h (§3b (3) Nr. 2).
 * A night minute on a Sunday or holiday counts in both its night band and its day band.
 */
import { shiftsOf } from '../shifts.js';
import { elapsedAt, instantOf, minus, previousDay, toMinutes, union, type WorklogKind } from '../time.js';

export const SURCHARGE_BANDS = ['night25', 'night40', 'sunday50', 'holiday125', 'holiday150'] as const;
export type SurchargeBand = (typeof SURCHARGE_BANDS)[number];
export type BandMinutes = Record<SurchargeBand, number>;

export interface SurchargeEntry {
  date: string;
  start: string;
  end: string;
  worklogType: WorklogKind;
  /** The zip of the entry's order (the workplace); null when unknown. */
  zip: string | null;
}

export const NO_BAND_MINUTES: BandMinutes = Object.freeze({ night25: 0, night40: 0, sunday50: 0, holiday125: 0, holiday150: 0 });

const H = 60;
/** §3b (1) Nr. 1, (2) Satz 2: 20 to 6 h. */
const NIGHT_FROM = 20 * H;
const NIGHT_TO = 6 * H;
/** §3b (3) Nr. 1 and Nr. 2: 0 to 4 h of a shift begun before 0 h. */
const EARLY_TO = 4 * H;
/** §3b (1) Nr. 3 and Nr. 4: 31.12. and 24.12. "ab 14 Uhr". */
const EVE_FROM = 14 * H;
/** The wall times where a band begins or ends. */
const BAND_EDGES = [EARLY_TO, NIGHT_TO, EVE_FROM, NIGHT_FROM];

/** Days that are 150 % all day (§3b (1) Nr. 4): the Christmas holidays and 1 May. */
const HOLIDAY_150 = new Set(['12-25', '12-26', '05-01']);

const isSunday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() === 0;

type DayBand = 'sunday50' | 'holiday125' | 'holiday150' | null;
const RANK: Record<Exclude<DayBand, null>, number> = { sunday50: 1, holiday125: 2, holiday150: 3 };
const higher = (a: DayBand, b: DayBand): DayBand => (a === null ? b : b === null ? a : RANK[a] >= RANK[b] ? a : b);

/**
 * The minutes per band of one employee's finished entries dated `from`..`to` (YYYY-MM-DD). Pass the
 * entries from the day before `from` on: they are not counted but show where a shift across midnight
 * began. WORK and PAUSE matter, other types are ignored. `isHoliday(date, zip)` says whether `date` is
 * a public holiday at the workplace with that zip (the Bundesland's holidays).
 */
export function surchargeMinutes(
  entries: readonly SurchargeEntry[],
  from: string,
  to: string,
  isHoliday: (date: string, zip: string | null) => boolean,
): BandMinutes {
  const out: BandMinutes = { ...NO_BAND_MINUTES };
  const relevant = entries.filter((e) => (e.worklogType === 'WORK' || e.worklogType === 'PAUSE') && e.end);
  // The day band of a whole day, or of its afternoon from 14 h, per date and zip.
  const cache = new Map<string, { all: DayBand; afternoon: DayBand }>();
  const dayBand = (date: string, zip: string | null) => {
    const key = `${date}|${zip ?? ''}`;
    let band = cache.get(key);
    if (!band) {
      const md = date.slice(5);
      let all: DayBand = isSunday(date) ? 'sunday50' : null;
      if (isHoliday(date, zip)) all = higher(all, 'holiday125');
      if (HOLIDAY_150.has(md)) all = 'holiday150';
      const eve: DayBand = md === '12-24' ? 'holiday150' : md === '12-31' ? 'holiday125' : null;
      band = { all, afternoon: higher(all, eve) };
      cache.set(key, band);
    }
    return band;
  };

  for (const shift of shiftsOf(relevant)) {
    const works = shift.entries.filter((e) => e.worklogType === 'WORK');
    if (works.length === 0) continue;
    const began = Math.min(...works.map((e) => instantOf(e.date, toMinutes(e.start))));
    for (const work of works) {
      if (work.date < from || work.date > to) continue;
      const pauses = union(
        relevant.filter((p) => p.worklogType === 'PAUSE' && p.date === work.date).map((p) => [toMinutes(p.start), toMinutes(p.end)] as const),
      );
      // Began before 0 h of this day (§3b (3)): the extension into 0–4 h applies.
      const beganBefore = began < instantOf(work.date, 0);
      const yesterday = beganBefore ? dayBand(previousDay(work.date), work.zip).all : null;
      const today = dayBand(work.date, work.zip);
      for (const [a, b] of minus([toMinutes(work.start), toMinutes(work.end)], pauses)) {
        // The bands change only at these wall times: between them one band set holds, counted in real
        // minutes (elapsedAt), so a repeated hour counts twice and a missing one not at all.
        const cuts = [a, ...BAND_EDGES.filter((x) => x > a && x < b), b];
        for (let i = 0; i + 1 < cuts.length; i++) {
          const [x, y] = [cuts[i], cuts[i + 1]];
          const minutes = elapsedAt(work.date, y) - elapsedAt(work.date, x);
          if (minutes <= 0) continue;
          const early = beganBefore && x < EARLY_TO;
          if (early) out.night40 += minutes;
          else if (x >= NIGHT_FROM || x < NIGHT_TO) out.night25 += minutes;
          let band = x >= EVE_FROM ? today.afternoon : today.all;
          if (early) band = higher(band, yesterday);
          if (band) out[band] += minutes;
        }
      }
    }
  }
  return out;
}
