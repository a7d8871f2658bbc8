import { describe, expect, it } from 'vitest';
import { bundeslandOfZip } from './bundesland.js';

describe('bundeslandOfZip', () => {
  it.each([
    ['50667', 'NW'], // Köln
    ['10115', 'BE'], // Berlin-Mitte
    ['14050', 'BE'], // Berlin-Westend inside Potsdam's Leitregion
    ['14467', 'BB'], // Potsdam
    ['01067', 'SN'], // Dresden
    ['80331', 'BY'], // München
    ['27568', 'HB'], // Bremerhaven inside Lower Saxony's 27
    ['27749', 'NI'], // Delmenhorst
    ['28195', 'HB'], // Bremen
    ['28816', 'NI'], // Stuhr, Bremen's surroundings
    ['63739', 'BY'], // Aschaffenburg inside Hesse's 63
    ['63065', 'HE'], // Offenbach
    ['89231', 'BY'], // Neu-Ulm
    ['89073', 'BW'], // Ulm
    ['97941', 'BW'], // Tauberbischofsheim
    ['97070', 'BY'], // Würzburg
    ['22844', 'SH'], // Norderstedt
    ['22767', 'HH'], // Hamburg-Altona
    ['66111', 'SL'], // Saarbrücken
    ['66953', 'RP'], // Pirmasens
    ['99084', 'TH'], // Erfurt
    ['39104', 'ST'], // Magdeburg
    ['24103', 'SH'], // Kiel
    ['18055', 'MV'], // Rostock
    ['65183', 'HE'], // Wiesbaden
    ['55116', 'RP'], // Mainz
    ['70173', 'BW'], // Stuttgart
    ['30159', 'NI'], // Hannover
  ])('%s lies in %s', (zip, state) => {
    expect(bundeslandOfZip(zip)).toBe(state);
  });

  it('a zip that is not five digits, or an unused Leitregion, has no state', () => {
    expect(bundeslandOfZip('1234')).toBeNull();
    expect(bundeslandOfZip('A-1010')).toBeNull();
    expect(bundeslandOfZip(null)).toBeNull();
    expect(bundeslandOfZip('05000')).toBeNull();
    expect(bundeslandOfZip(' 50667 ')).toBe('NW');
  });
});
