/**
 * A page's Content-Security-Policy names only the inline styles the page holds (issue 55). The
 * site's policy allows every part of the build's CSS by its hash, so static hosts can send one
 * policy with every page; a server that answers page by page leaves out the hashes of the parts
 * the page does not inline. Each is about 54 bytes of headers, and the head counts in the first
 * round trip with the page (docs/decisions/54-per-page-policy.md).
 */

/** One inline style the site's policy allows: its text as the page inlines it and its CSP source ('sha256-…'). */
export interface InlineStyle {
  css: string;
  source: string;
}

/** The sources of the styles `html` does not inline (looked for in its <head>, where the build writes them). */
export function stylesNotIn(html: string, styles: readonly InlineStyle[]): string[] {
  const end = html.indexOf('</head>');
  const head = end === -1 ? html : html.slice(0, end);
  return styles.filter(({ css }) => !head.includes(`<style>${css}</style>`)).map(({ source }) => source);
}

/** The policy with those sources taken out of it (each appears once, after a space, in style-src). */
export function withoutSources(policy: string, sources: readonly string[]): string {
  let page = policy;
  for (const source of sources) page = page.replace(` ${source}`, '');
  return page;
}
