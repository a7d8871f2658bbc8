import { describe, expect, it } from 'vitest';
import { asciiFileName, contentDisposition, documentFileName, transliterate } from '@inv/server-rest-compat';

describe('file names: German transliteration, one helper for every generated and served name', () => {
  it('transliterates ä→ae, ö→oe, ü→ue, Ä→Ae, Ö→Oe, Ü→Ue, ß→ss, then drops other accents (é→e)', () => {
    expect(transliterate('Jördis Prüfling, Kräuter, Straße')).toBe('Joerdis Pruefling, Kraeuter, Strasse');
    expect(transliterate('Änne Özdemir Übel')).toBe('Aenne Oezdemir Uebel');
    expect(transliterate('René Wiśniewska Čapek')).toBe('Rene Wisniewska Capek');
    // Decomposed input (u + combining diaeresis, as some file systems send it) is the same letter.
    expect(transliterate('Mu\u0308ller')).toBe('Mueller');
  });

  it('the ASCII fallback leaves nothing outside printable ASCII and no quote or backslash', () => {
    expect(asciiFileName('Ausweis Müller.pdf')).toBe('Ausweis Mueller.pdf');
    expect(asciiFileName('Łódź "a"\\b.pdf')).toBe('_odz _a__b.pdf');
    expect(asciiFileName('plain-name_1.pdf')).toBe('plain-name_1.pdf');
  });

  it('generated names keep the letters of the name and replace separators and symbols with _', () => {
    expect(documentFileName(['Arbeitsvertrag', 'Prüfling', 'Jördis'], 'pdf')).toBe('Arbeitsvertrag_Prüfling_Jördis.pdf');
    expect(documentFileName(['Willkommen', 1001, 'Krüger', 'Sabine'], 'pdf')).toBe('Willkommen_1001_Krüger_Sabine.pdf');
    expect(documentFileName(['Personalfragebogen', 'Wiśniewska-Groß', 'Zofia Maria'], 'pdf')).toBe('Personalfragebogen_Wiśniewska-Groß_Zofia_Maria.pdf');
    expect(documentFileName(['Willkommen', 7, "O'Neil / Smith", ''], 'pdf')).toBe('Willkommen_7_O_Neil_Smith_.pdf');
  });

  it('content-disposition: transliterated filename plus the exact name in filename* (RFC 6266 / 5987)', () => {
    expect(contentDisposition('Arbeitsvertrag_Prüfling_Jördis.pdf')).toBe(
      `attachment; filename="Arbeitsvertrag_Pruefling_Joerdis.pdf"; filename*=UTF-8''Arbeitsvertrag_Pr%C3%BCfling_J%C3%B6rdis.pdf`,
    );
    expect(contentDisposition('Willkommen_5001_Weiß_Karl.pdf')).toBe(
      `attachment; filename="Willkommen_5001_Weiss_Karl.pdf"; filename*=UTF-8''Willkommen_5001_Wei%C3%9F_Karl.pdf`,
    );
    expect(contentDisposition('SAGE_2026-10.csv')).toBe('attachment; filename="SAGE_2026-10.csv"');
    expect(contentDisposition("Notiz (1) 'neu'.pdf")).toBe(`attachment; filename="Notiz (1) 'neu'.pdf"`);
    expect(contentDisposition('Mu\u0308ller "a".pdf')).toBe(`attachment; filename="Mueller _a_.pdf"; filename*=UTF-8''Mu%CC%88ller%20%22a%22.pdf`);
  });
});
