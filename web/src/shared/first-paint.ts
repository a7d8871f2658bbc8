/**
 * On the login page nothing is fetched before it has painted, so its first paint waits for nothing. Its only request at start is
 * the session query `me`, which the page does not need to draw (the demo note comes from the server's
 * mark on <html>); started before the paint it sat in the chain Lighthouse counts for the largest
 * paint. main.tsx holds requests when the app starts on /login; the page releases them once it has
 * painted; at the latest after `maxMs` (a page that never mounts must not keep the app waiting).
 */
let gate: Promise<void> | null = null;
let release: (() => void) | null = null;

export function holdRequestsUntilPainted(maxMs: number): void {
  gate = new Promise<void>((resolve) => {
    release = () => {
      gate = null;
      release = null;
      resolve();
    };
    setTimeout(() => release?.(), maxMs);
  });
}

/** Called by the page after its first commit: the held requests go one frame later, after the paint. */
export function pagePainted(): void {
  const open = release;
  if (open) requestAnimationFrame(() => setTimeout(open, 0));
}

/** What a request waits for first: null when nothing is held. */
export const requestGate = (): Promise<void> | null => gate;
