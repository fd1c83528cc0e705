/**
 * C0 and C1 controls (but tab and newline), DEL, and the characters that change the direction of
 * the text after them (marks, embeddings, overrides, isolates). Printed to a terminal they move
 * the cursor, recolour or reorder what follows: a crafted campaign name could hide or fake a row.
 */
const UNPRINTABLE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Text from visitors made safe to print: each such character becomes U+FFFD, so the change shows. */
export const printable = (text: string): string => text.replace(UNPRINTABLE, '\ufffd');
