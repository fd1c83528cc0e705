/**
 * Company names are shown in upper case (spec 2.3, testimonials). The HTML holds the upper-case
 * text itself, not a CSS transform, so copied text, tests and every reader agree. toUpperCase is
 * locale-independent, so the server and the browser produce the same string for hydration.
 */
export function upperCase(text: string): string {
  return text.toUpperCase();
}
