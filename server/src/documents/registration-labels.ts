/** German wording of the registration enumerations, as the generated documents print them. */
export const REGISTRATION_TYPE_LABEL: Record<string, string> = {
  MODIFICATION_HELPER: 'Umbauhelfer/in (sozialversicherungspflichtig)',
  SOCIAL_SECURITY: 'Sozialversicherungspflichtige Beschäftigung',
  STOCK_REPLENISHMENT_SOCIAL_SECURITY: 'Warenverräumung (sozialversicherungspflichtig)',
  MINOR_EMPLOYMENT: 'Geringfügige Beschäftigung (Minijob)',
  WORKING_STUDENT: 'Werkstudent/in',
  STOCK_REPLENISHMENT_MINOR_EMPLOYMENT: 'Warenverräumung (Minijob)',
  SHORT_TERM: 'Kurzfristige Beschäftigung',
};

export const SEX_LABEL: Record<string, string> = { male: 'männlich', female: 'weiblich', diverse: 'divers', undefined: 'ohne Angabe' };

export const MARITAL_STATUS_LABEL: Record<string, string> = {
  single: 'ledig',
  married: 'verheiratet',
  widowed: 'verwitwet',
  divorced: 'geschieden',
  living_apart: 'getrennt lebend',
  civil_union: 'eingetragene Lebenspartnerschaft',
};

export const SCHOOL_EDUCATION_LABEL: Record<string, string> = {
  unknown: 'Abschluss unbekannt',
  without: 'ohne Schulabschluss',
  lower_secondary: 'Haupt-/Volksschulabschluss',
  intermediate_secondary: 'Mittlere Reife oder gleichwertiger Abschluss',
  upper_secondary: 'Abitur/Fachabitur',
};

export const PROFESSIONAL_DEGREE_LABEL: Record<string, string> = {
  unknown: 'Abschluss unbekannt',
  without: 'ohne beruflichen Ausbildungsabschluss',
  vocational_training: 'anerkannte Berufsausbildung',
  master_craftsman: 'Meister/Techniker oder gleichwertiger Fachschulabschluss',
  bachelor: 'Bachelor',
  master: 'Diplom/Magister/Master/Staatsexamen',
  doctorate: 'Promotion',
};

export const FILE_CONTEXT_LABEL: Record<string, string> = {
  CITIZENSHIP: 'Aufenthalts- und Arbeitserlaubnis',
  DISABILITY: 'Nachweis Schwerbehinderung',
  HEALTH_INSURANCE: 'Nachweis Krankenversicherung',
  MISC: 'Sonstige Nachweise (z. B. Immatrikulationsbescheinigung)',
};
