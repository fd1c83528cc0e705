/** A name as an HTML id part: lowercase letters, digits and hyphens ("Team 3x" -> "team-3x"). */
export const idSlug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
