type AnswerObserver = (answer: Response, sentAt: number) => void;

/**
 * The one observer of every answer of /graphql: the offline timeclock registers its server-time
 * measurement here when its chunk loads (features/timeclock/offline/use-offline-queue.ts), so the login
 * page carries only these lines of it. It sits below the app and the features: the feature registers
 * without importing the app's Apollo set-up, and the app reports without knowing the feature.
 */
let answerObserver: AnswerObserver | undefined;

export function observeAnswers(observer: AnswerObserver): void {
  answerObserver = observer;
}

/** Called by the app's fetch for every answer of /graphql. */
export function reportAnswer(answer: Response, sentAt: number): void {
  answerObserver?.(answer, sentAt);
}
