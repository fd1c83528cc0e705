/** The content service answered with an error status; its message is the service's own words. */
export class ContentRequestError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'ContentRequestError';
  }
}

/**
 * The words of an error answer, read the way @sanity/client reads them (so logs say what they
 * said before): `error - message`, a GROQ parse error with its description and position, the
 * error's description, or the request and its status; each ends with the status.
 */
export function contentErrorMessage(method: string, url: string, res: Response, body: unknown): string {
  const status = ` (HTTP ${res.status})`;
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : undefined;
  const error = record?.error;
  if (typeof error === 'string' && typeof record?.message === 'string') return `${error} - ${record.message}${status}`;
  if (typeof error === 'string') return `${error}${status}`;
  if (typeof error === 'object' && error !== null) {
    const { type, description, start } = error as Record<string, unknown>;
    if (type === 'queryParseError' && typeof description === 'string') {
      return `GROQ query parse error: ${description}${typeof start === 'number' ? ` at position ${start}` : ''}${status}`;
    }
    if (typeof description === 'string') return `${description}${status}`;
  }
  if (typeof record?.message === 'string') return `${record.message}${status}`;
  const details = typeof body === 'string' && body !== '' ? ` (${body.slice(0, 100)})` : '';
  return `${method}-request to ${url} resulted in HTTP ${res.status}${res.statusText ? ` ${res.statusText}` : ''}${details}`;
}
