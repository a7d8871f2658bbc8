/**
 * The Bundesland a German postcode lies in, for the public holidays of a workplace (ArbZG §9, §10:
 * the holidays are each state's law, so a store in Köln and one in Berlin differ on Fronleichnam).
 *
 * German postcodes are not cut along state borders: the two leading digits (the Deutsche Post's
 * "Leitregion") name a region whose postcodes mostly, not always, lie in one state. The table maps each
 * Leitregion to its main state and overrides the three-, four- and five-digit prefixes of the larger
 * border areas (Bremerhaven in Lower Saxony's 27, Aschaffenburg in Hesse's 63, Neu-Ulm in 89, Tauber-
 * bischofsheim in 97, Norderstedt in 22, …). The longest matching prefix wins.
 *
 * Source: the Leitregionen of the Deutsche Post and the towns' postcodes as published on the towns'
 * own pages; not checked against a complete postcode → state list (none was at hand). A workplace in a
 * border village may therefore get its neighbour state's holidays — docs/decisions/compliance.md#COMP-7.
 */
export type Bundesland = 'BW' | 'BY' | 'BE' | 'BB' | 'HB' | 'HH' | 'HE' | 'MV' | 'NI' | 'NW' | 'RP' | 'SL' | 'SN' | 'ST' | 'SH' | 'TH';

export const BUNDESLAND_NAMES: Record<Bundesland, string> = {
  BW: 'Baden-Württemberg',
  BY: 'Bayern',
  BE: 'Berlin',
  BB: 'Brandenburg',
  HB: 'Bremen',
  HH: 'Hamburg',
  HE: 'Hessen',
  MV: 'Mecklenburg-Vorpommern',
  NI: 'Niedersachsen',
  NW: 'Nordrhein-Westfalen',
  RP: 'Rheinland-Pfalz',
  SL: 'Saarland',
  SN: 'Sachsen',
  ST: 'Sachsen-Anhalt',
  SH: 'Schleswig-Holstein',
  TH: 'Thüringen',
};

/** Leitregion (two digits) → the state most of its postcodes lie in. 05, 43, 62 are not in use. */
const LEITREGION: Record<string, Bundesland> = {
  '01': 'SN', '02': 'SN', '03': 'BB', '04': 'SN', '06': 'ST', '07': 'TH', '08': 'SN', '09': 'SN',
  '10': 'BE', '11': 'BE', '12': 'BE', '13': 'BE', '14': 'BB', '15': 'BB', '16': 'BB', '17': 'MV', '18': 'MV', '19': 'MV',
  '20': 'HH', '21': 'NI', '22': 'HH', '23': 'SH', '24': 'SH', '25': 'SH', '26': 'NI', '27': 'NI', '28': 'HB', '29': 'NI',
  '30': 'NI', '31': 'NI', '32': 'NW', '33': 'NW', '34': 'HE', '35': 'HE', '36': 'HE', '37': 'NI', '38': 'NI', '39': 'ST',
  '40': 'NW', '41': 'NW', '42': 'NW', '44': 'NW', '45': 'NW', '46': 'NW', '47': 'NW', '48': 'NW', '49': 'NI',
  '50': 'NW', '51': 'NW', '52': 'NW', '53': 'NW', '54': 'RP', '55': 'RP', '56': 'RP', '57': 'NW', '58': 'NW', '59': 'NW',
  '60': 'HE', '61': 'HE', '63': 'HE', '64': 'HE', '65': 'HE', '66': 'SL', '67': 'RP', '68': 'BW', '69': 'BW',
  '70': 'BW', '71': 'BW', '72': 'BW', '73': 'BW', '74': 'BW', '75': 'BW', '76': 'BW', '77': 'BW', '78': 'BW', '79': 'BW',
  '80': 'BY', '81': 'BY', '82': 'BY', '83': 'BY', '84': 'BY', '85': 'BY', '86': 'BY', '87': 'BY', '88': 'BW', '89': 'BW',
  '90': 'BY', '91': 'BY', '92': 'BY', '93': 'BY', '94': 'BY', '95': 'BY', '96': 'BY', '97': 'BY', '98': 'TH', '99': 'TH',
};

/** Border areas whose postcodes lie in another state than their Leitregion's main one (longest prefix wins). */
const OVERRIDES: Record<string, Bundesland> = {
  // Altenburger Land (TH) and Elbe-Elster (BB) in Leipzig's 04; Kyffhäuser (TH) in Halle's 06; Oberspreewald (BB) in 01.
  '046': 'TH', '049': 'BB', '0655': 'TH', '0656': 'TH', '0657': 'TH', '0196': 'BB', '0197': 'BB', '0198': 'BB', '0199': 'BB',
  // Berlin's 140/141 inside Potsdam's 14; Uckermark (BB) in 17; Prignitz (BB) in Schwerin's 19.
  '140': 'BE', '141': 'BE', '17268': 'BB', '17279': 'BB', '17291': 'BB', '17326': 'BB', '17337': 'BB', '193': 'BB',
  // Hamburg's south and Stormarn/Lauenburg (SH) around it; Nordwestmecklenburg (MV) in Lübeck's 23.
  '210': 'HH', '211': 'HH', '215': 'SH', '228': 'SH', '229': 'SH', '239': 'MV',
  // Bremerhaven (HB) in 27; Bremen's surroundings (NI) in 28; Altmark (ST) in 29 and 38; Harz (ST) in 38.
  '275': 'HB', '288': 'NI', '294': 'ST', '3848': 'ST', '388': 'ST', '389': 'ST',
  // Warburg (NW) in Kassel's 34; Werra (TH) in Fulda's 36; Werra-Meißner (HE), Eichsfeld (TH), Höxter (NW) in 37.
  '344': 'NW', '364': 'TH', '372': 'HE', '373': 'TH', '3767': 'NW', '3768': 'NW', '3769': 'NW',
  // Grafschaft Bentheim (NI) in Münster's 48; Tecklenburger Land (NW) in Osnabrück's 49.
  '4845': 'NI', '4846': 'NI', '4847': 'NI', '4848': 'NI', '4849': 'NI', '485': 'NI', '4947': 'NW', '4949': 'NW',
  '4950': 'NW', '4951': 'NW', '4952': 'NW', '4953': 'NW', '4954': 'NW',
  // Ahrweiler and Neuwied (RP) in Bonn's 53; Altenkirchen (RP) in Siegen's 57.
  '534': 'RP', '535': 'RP', '575': 'RP', '576': 'RP',
  // Aschaffenburg and Miltenberg (BY) in 63; Zweibrücken, Kusel and Pirmasens (RP) in Saarbrücken's 66.
  '637': 'BY', '638': 'BY', '639': 'BY', '6647': 'RP', '6648': 'RP', '6649': 'RP', '6650': 'RP', '668': 'RP', '669': 'RP',
  // Viernheim and Ried (HE) in Mannheim's 68; the Odenwald's Hessian side in Heidelberg's 69.
  '6851': 'HE', '686': 'HE', '69434': 'HE', '69483': 'HE', '69488': 'HE', '69509': 'HE', '69517': 'HE', '69518': 'HE',
  // Lindau (BY) in 88; Neu-Ulm, Günzburg, Dillingen (BY) in Ulm's 89; Main-Tauber (BW) in Würzburg's 97.
  '881': 'BY', '892': 'BY', '893': 'BY', '894': 'BY', '979': 'BW', '97877': 'BW', '97896': 'BW', '97900': 'BW',
};

/** The state of a five-digit German postcode; null for anything else (a foreign or malformed zip). */
export function bundeslandOfZip(zip: string | null | undefined): Bundesland | null {
  const z = (zip ?? '').trim();
  if (!/^\d{5}$/.test(z)) return null;
  for (let n = 5; n >= 3; n--) {
    const hit = OVERRIDES[z.slice(0, n)];
    if (hit) return hit;
  }
  return LEITREGION[z.slice(0, 2)] ?? null;
}
