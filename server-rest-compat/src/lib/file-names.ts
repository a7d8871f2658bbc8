/**
 * The one home of file names, for both faces: the server names its generated documents with
 * documentFileName, and every download (generated or uploaded) is answered with contentDisposition.
 * It lives in this package because the server depends on it, not the other way round.
 */

const GERMAN: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue', ß: 'ss', ẞ: 'SS' };

/** German transliteration (ä→ae, Ö→Oe, ß→ss …), then accents dropped (é→e, ł stays); the rest is left as is. */
export function transliterate(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[äöüÄÖÜßẞ]/g, (c) => GERMAN[c])
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');
}

/** The ASCII fallback of a name (the `filename="…"` part): transliterated, anything not printable ASCII or a quote/backslash → '_'. */
export function asciiFileName(fileName: string): string {
  return transliterate(fileName).replace(/[^\x20-\x7e]|["\\]/g, '_');
}

/**
 * The name of a generated document: its parts joined with '_', letters (umlauts and accents kept),
 * digits and '-' as they are, every other run of characters → '_'; then the extension.
 * "Arbeitsvertrag", "Prüfling", "Jördis", "pdf" → "Arbeitsvertrag_Prüfling_Jördis.pdf".
 */
export function documentFileName(parts: readonly (string | number)[], extension: string): string {
  const stem = parts.map((p) => String(p).normalize('NFC').replace(/[^\p{L}\p{M}\p{N}-]+/gu, '_')).join('_');
  return `${stem}.${extension}`;
}

/**
 * content-disposition for any file name (RFC 6266 / RFC 5987): the transliterated ASCII fallback in
 * `filename`, and the exact name in `filename*` whenever the two differ, so "Prüfling" arrives whole in
 * every current browser and as "Pruefling" in the rest.
 */
export function contentDisposition(fileName: string): string {
  const ascii = asciiFileName(fileName);
  if (ascii === fileName) return `attachment; filename="${ascii}"`;
  const utf8 = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}
