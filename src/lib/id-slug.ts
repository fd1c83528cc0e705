/** A name as an HTML id part: lowercase letters, digits and hyphens ("Team 3x" -> "team-3x"). */
export const idSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The id of a section that has a label (carousels, testimonials): the one written, or the label as
 * an id. A translated page takes its default page's (src/config/languages/load-editions.ts), so `#id`
 * links reach the same section in every language.
 */
export const labelledSectionId = (section: { id?: string; label: string }) => section.id ?? idSlug(section.label);
