/** The variant id that means "the page as written". Alone in this file so code that runs without zod (the edge Worker) can read it. */
export const CONTROL = 'control';
