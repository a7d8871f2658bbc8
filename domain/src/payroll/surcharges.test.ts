import { describe, expect, it } from 'vitest';
import { NO_BAND_MINUTES, surchargeMinutes, type BandMinutes, type SurchargeEntry } from './surcharges.js';

const work = (date: string, start: string, end: string, zip: string | null = '50667'): SurchargeEntry => ({ date, start, end, worklogType: 'WORK', zip });
const pause = (date: string, start: string, end: string): SurchargeEntry => ({ date, start, end, worklogType: 'PAUSE', zip: null });
const noHoliday = () => false;
/** Public holidays of the test: Allerheiligen in NRW (zip 50667 Köln) but not in Berlin (10115); Neujahr everywhere. */
const holidays = (date: string, zip: string | null) => date.endsWith('-01-01') || (date.endsWith('-11-01') && zip === '50667');
const bands = (o: Partial<BandMinutes>): BandMinutes => ({ ...NO_BAND_MINUTES, ...o });
const h = 60;

// December 2025: Sat 20th, Sun 21st, Mon 22nd, Wed 24th, Thu 25th, Fri 26th, Sat 27th, Wed 31st.
describe('night bands (§3b (1) Nr. 1, (3) Nr. 1)', () => {
  it('20:00–6:00 is night 25 %, the edges to the minute', () => {
    expect(surchargeMinutes([work('2025-12-16', '19:59', '20:01')], '2025-12-01', '2025-12-31', noHoliday)).toEqual(bands({ night25: 1 }));
    expect(surchargeMinutes([work('2025-12-16', '05:59', '06:01')], '2025-12-01', '2025-12-31', noHoliday)).toEqual(bands({ night25: 1 }));
    expect(surchargeMinutes([work('2025-12-16', '06:00', '20:00')], '2025-12-01', '2025-12-31', noHoliday)).toEqual(bands({}));
  });

  it('0:00–4:00 of a shift begun before midnight is 40 % instead of 25 %, up to 03:59', () => {
    const night = [work('2025-12-15', '22:00', '24:00'), work('2025-12-16', '00:00', '04:01')];
    // 22–24 night25 (120), 0–4 night40 (240), 04:00–04:01 night25 (1).
    expect(surchargeMinutes(night, '2025-12-01', '2025-12-31', noHoliday)).toEqual(bands({ night25: 121, night40: 240 }));
  });

  it('a shift beginning at 00:30 gets no 40 % (begun after midnight)', () => {
    expect(surchargeMinutes([work('2025-12-16', '00:30', '06:30')], '2025-12-01', '2025-12-31', noHoliday)).toEqual(bands({ night25: 330 }));
  });

  it('a pause inside the night is not work', () => {
    const night = [work('2025-12-15', '22:00', '24:00'), work('2025-12-16', '00:00', '06:00'), pause('2025-12-16', '02:00', '02:30')];
    expect(surchargeMinutes(night, '2025-12-01', '2025-12-31', noHoliday)).toEqual(bands({ night25: 120 + 120, night40: 210 }));
  });
});

describe('Sunday and holidays (§3b (1) Nr. 2–4, (3) Nr. 2)', () => {
  it('Saturday 22:00 → Sunday 06:00: Sat 22–24 night25; Sun 0–4 night40 + sunday50; Sun 4–6 night25 + sunday50', () => {
    const shift = [work('2025-12-20', '22:00', '24:00'), work('2025-12-21', '00:00', '06:00')];
    expect(surchargeMinutes(shift, '2025-12-01', '2025-12-31', noHoliday)).toEqual(bands({ night25: 2 * h + 2 * h, night40: 4 * h, sunday50: 6 * h }));
  });

  it('Sunday 22:00 → Monday 06:00: Monday 0–4 counts as Sunday work (and 40 %), 4–6 night25 only', () => {
    const shift = [work('2025-12-21', '22:00', '24:00'), work('2025-12-22', '00:00', '06:00')];
    // Sun 22–24: night25 + sunday50 (120); Mon 0–4: night40 + sunday50 (240); Mon 4–6: night25 (120).
    expect(surchargeMinutes(shift, '2025-12-01', '2025-12-31', noHoliday)).toEqual(bands({ night25: 240, night40: 240, sunday50: 360 }));
    // Monday 03:59–04:01 of that shift: one minute still Sunday work, one not.
    const edge = [work('2025-12-21', '22:00', '24:00'), work('2025-12-22', '00:00', '04:01')];
    expect(surchargeMinutes(edge, '2025-12-22', '2025-12-22', noHoliday)).toEqual(bands({ night40: 240, night25: 1, sunday50: 240 }));
  });

  it('a Monday shift begun after midnight is no Sunday work', () => {
    expect(surchargeMinutes([work('2025-12-22', '01:00', '05:00')], '2025-12-01', '2025-12-31', noHoliday)).toEqual(bands({ night25: 240 }));
  });

  it('24.12. 12:00–18:00: four hours holiday150 (from 14:00)', () => {
    expect(surchargeMinutes([work('2025-12-24', '12:00', '18:00')], '2025-12-01', '2025-12-31', noHoliday)).toEqual(bands({ holiday150: 4 * h }));
  });

  it('31.12. 13:00–15:00: one hour holiday125 (from 14:00)', () => {
    expect(surchargeMinutes([work('2025-12-31', '13:00', '15:00')], '2025-12-01', '2025-12-31', noHoliday)).toEqual(bands({ holiday125: h }));
  });

  it('25.12. and 26.12. all day 150 %; 27.12. 0–4 of a shift begun on the 26th too', () => {
    expect(surchargeMinutes([work('2025-12-25', '08:00', '12:00')], '2025-12-01', '2025-12-31', noHoliday)).toEqual(bands({ holiday150: 4 * h }));
    const shift = [work('2025-12-26', '22:00', '24:00'), work('2025-12-27', '00:00', '06:00')];
    expect(surchargeMinutes(shift, '2025-12-01', '2025-12-31', noHoliday)).toEqual(bands({ night25: 240, night40: 240, holiday150: 360 }));
  });

  it('1 May on a Sunday counts only as the holiday (150 %), not also as Sunday', () => {
    // 2022-05-01 was a Sunday.
    expect(surchargeMinutes([work('2022-05-01', '10:00', '12:00')], '2022-05-01', '2022-05-31', noHoliday)).toEqual(bands({ holiday150: 2 * h }));
  });

  it('a regional holiday counts where the workplace is: Allerheiligen in Köln, not in Berlin; its next morning too', () => {
    // 2025-11-01 was a Saturday.
    expect(surchargeMinutes([work('2025-11-01', '08:00', '10:00', '50667')], '2025-11-01', '2025-11-30', holidays)).toEqual(bands({ holiday125: 2 * h }));
    expect(surchargeMinutes([work('2025-11-01', '08:00', '10:00', '10115')], '2025-11-01', '2025-11-30', holidays)).toEqual(bands({}));
    // Begun on the holiday before midnight: 0–4 of 2.11. (a Sunday) counts as holiday (higher than Sunday).
    const shift = [work('2025-11-01', '23:00', '24:00', '50667'), work('2025-11-02', '00:00', '05:00', '50667')];
    expect(surchargeMinutes(shift, '2025-11-01', '2025-11-30', holidays)).toEqual(bands({ night25: 60 + 60, night40: 240, holiday125: 60 + 240, sunday50: 60 }));
  });
});

describe('clock changes and the month boundary', () => {
  it('the October night (clocks go back) counts the repeated hour twice', () => {
    // 2025-10-26: 02:00–03:00 is lived twice; 00:00–06:00 is 420 real minutes, all on a Sunday.
    const shift = [work('2025-10-25', '22:00', '24:00'), work('2025-10-26', '00:00', '06:00')];
    expect(surchargeMinutes(shift, '2025-10-01', '2025-10-31', noHoliday)).toEqual(bands({ night25: 120 + 120, night40: 300, sunday50: 420 }));
  });

  it('the March night (clocks go forward) does not count the missing hour', () => {
    // 2025-03-30: 02:00–03:00 does not exist; 00:00–06:00 is 300 real minutes (0–4 wall: 180).
    const shift = [work('2025-03-29', '22:00', '24:00'), work('2025-03-30', '00:00', '06:00')];
    expect(surchargeMinutes(shift, '2025-03-01', '2025-03-31', noHoliday)).toEqual(bands({ night25: 120 + 120, night40: 180, sunday50: 300 }));
  });

  it('an entry on the day before `from` is not counted but begins the shift', () => {
    // 30.11.2025 was a Sunday: its 22–24 lies before the month; 1.12. 0–4 is 40 % and Sunday work of the 30th.
    const shift = [work('2025-11-30', '22:00', '24:00'), work('2025-12-01', '00:00', '06:00')];
    expect(surchargeMinutes(shift, '2025-12-01', '2025-12-31', noHoliday)).toEqual(bands({ night25: 120, night40: 240, sunday50: 240 }));
  });

  it('travel and passenger time are no work', () => {
    const entries: SurchargeEntry[] = [{ date: '2025-12-21', start: '20:00', end: '22:00', worklogType: 'TRAVEL', zip: null }];
    expect(surchargeMinutes(entries, '2025-12-01', '2025-12-31', noHoliday)).toEqual(bands({}));
  });
});
