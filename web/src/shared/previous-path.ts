/**
 * The path shown before the current one, for rules that depend on where the user comes from (the
 * timeclock's landing redirect, spec 1 §2.1). The app's root layout records every path it renders;
 * recording the same path again changes nothing, so a repeated render is harmless.
 */
let current: string | null = null;
let previous: string | null = null;

export function recordPath(pathname: string) {
  if (pathname === current) return;
  previous = current;
  current = pathname;
}

/** The path before the one being shown; null on the first page of a visit. */
export function previousPath(): string | null {
  return previous;
}
