import { describe, expect, it } from 'vitest';
import { compareDe } from './shared-collate.js';

describe('compareDe', () => {
  it('sorts in DIN 5007-1 order like the de-x-icu columns', () => {
    const names = ['Zimmermann', 'Öztürk', 'Schäfer', 'Schwarz', 'Schulz', 'Ärmel', 'Abel', 'Strauß', 'Straus', 'Müller', 'Mueller'];
    expect([...names].sort(compareDe)).toEqual(['Abel', 'Ärmel', 'Mueller', 'Müller', 'Öztürk', 'Schäfer', 'Schulz', 'Schwarz', 'Straus', 'Strauß', 'Zimmermann']);
  });
});
