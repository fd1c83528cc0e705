/**
 * Words as a slug: lowercase letters, digits and single hyphens ("Team Photo (1)" is team-photo-1,
 * "Crème brûlée" is creme-brulee), at most `max` characters, never starting or ending with a
 * hyphen. Empty when nothing of the words is left. One rule for upload names and new pages.
 */
export const slugOf = (words: string, max = 60) =>
  words
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');

/** What a new page's name proposes for its file name and path (issue 57): "Solar loans" is solar-loans and /solar-loans. */
export function proposedFor(name: string): { slug: string; path: string } {
  const slug = slugOf(name);
  return { slug, path: `/${slug}` };
}
