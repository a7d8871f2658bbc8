/** Names in DIN 5007-1 order (Ä with A, Ö with O, ß with ss), for the tests of every browser-side sort. */
export const GERMAN_NAMES = ['Abel', 'Ärmel', 'Mueller', 'Müller', 'Öztürk', 'Schäfer', 'Schulz', 'Schwarz', 'Straus', 'Strauß', 'Zimmermann'] as const;

/** The same names in an order that is neither ascending nor descending, nor byte order. */
export const SHUFFLED_NAMES = ['Schwarz', 'Zimmermann', 'Ärmel', 'Strauß', 'Abel', 'Öztürk', 'Mueller', 'Schulz', 'Straus', 'Müller', 'Schäfer'] as const;

export const GERMAN_NAMES_DESC = [...GERMAN_NAMES].reverse();
