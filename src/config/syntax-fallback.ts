import type { YAMLError } from 'yaml';

/**
 * The YAML parser's own wording ("Unexpected flow-map-start at node end", "Implicit map keys need
 * to be followed by map values") means nothing to a marketer. For the errors no specific rule in
 * syntax-problems.ts explains, say what is out of place in plain words, naming the character at the caret.
 */
export function plainSyntaxReason(error: YAMLError, text: string): string {
  const char = text[error.pos[0]] ?? '';
  const what = error.message;
  if (/block sequence may not be used as an implicit map key/i.test(what)) {
    return 'A list item ("- ...") stands where YAML expects a key. Check the indentation of this line and the line above it.';
  }
  if (/Implicit map keys need to be followed by map values/i.test(what)) {
    return 'This line has no ": " after its key, so YAML cannot tell the key from the value. Write key: value, or put a text that holds a colon in quotes.';
  }
  if (/Block collections are not allowed within flow collections/i.test(what)) {
    return 'Inside [...] or {...} a text cannot hold another ": ", and a line cannot start with "- ". Put a text that holds ": " in quotes, or write the items one per line without brackets.';
  }
  if (/Implicit keys need to be on a single line/i.test(what)) {
    return 'A key runs over more than one line here. Look for a missing ": " or an unclosed quote on the line above.';
  }
  if (/block-scalar-header/.test(what)) {
    return `${char} starts a block of text only right after a key (description: ${char}). Put a text that starts with ${char} in quotes.`;
  }
  if (/flow-(seq|map)-end/.test(what)) {
    const open = char === ']' ? '[' : '{';
    return `This ${char} closes nothing. Remove it, or add the ${open} that opens it.`;
  }
  if (/flow-(seq|map)-start/.test(what)) {
    return `This ${char} is read as the start of a ${char === '[' ? 'list' : 'mapping'}, but a text goes on here. Put the whole text in quotes.`;
  }
  if (/Unexpected scalar/.test(what)) {
    return 'More text follows where the line should end: after a quoted text, or after a closing ] or }. Put the whole text in quotes, or move the rest to its own line.';
  }
  if (/comma/.test(what)) {
    return 'A comma outside [...] or {...} is read as part of the structure here. Put the text that holds it in quotes.';
  }
  if (/map-value-ind/.test(what)) {
    return 'This colon is out of place: YAML reads ": " as the end of a key. Put a text that holds a colon in quotes.';
  }
  if (/Comment/.test(what)) {
    return 'A # starts a comment only after a space. Add a space before the #, or put the text that holds it in quotes.';
  }
  if (/anchor|tag|alias/i.test(what)) {
    return 'A text here starts with &, * or !, which YAML reads as its own marks. Put the whole text in quotes.';
  }
  if (/escape/i.test(what)) {
    return 'A backslash inside "double quotes" starts an escape like \\n. Write \\\\ for a backslash, or use single quotes.';
  }
  return 'YAML cannot read this line from the caret on. Check the indentation, and that every quote and bracket is closed.';
}
