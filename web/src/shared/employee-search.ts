/** Employee lookups (spec 1 §5, §9; spec 3 §9): more than 2 characters, 200 ms after the last keystroke. */
export const EMPLOYEE_SEARCH_MIN = 3;
export const EMPLOYEE_SEARCH_DELAY_MS = 200;
export const searchable = (term: string) => term.trim().length >= EMPLOYEE_SEARCH_MIN;
