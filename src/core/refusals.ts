/** What a visitor reads when a page is not made now, with its status and Retry-After: the same words from Node and the Worker. */
export const RENDER_REFUSALS = {
  tooMany: {
    status: 429,
    refusal: 'Too Many Requests: this page is made for each visit, and you asked for many at once; try again in a second.',
    retryAfter: '1',
  },
  busy: { status: 503, refusal: 'Service Unavailable: many pages are being made right now; try again in a moment.', retryAfter: '2' },
  failed: { status: 503, refusal: 'Service Unavailable: the page could not be made just now; try again in a moment.', retryAfter: '5' },
} as const;
