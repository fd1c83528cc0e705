import type { EntryInput } from './entry';

/** Files that cannot be read, and YAML that the parser cannot read (one message per file, the first mistake). */
export const SYNTAX = {
  pagesFolderUnreadable: {
    code: 'LE001',
    title: 'The pages folder cannot be read',
    about: 'Every page lives in a file in pages/, next to site.config.yaml. The folder is missing or cannot be opened.',
    fix: 'Restore the pages/ folder (from version control if it was deleted) and check that you may open it.',
  },
  fileUnreadable: {
    code: 'LE002',
    title: 'A file cannot be read',
    about: 'A config file exists but could not be opened.',
    fix: 'Check that the file exists and that you may open it; restore it from version control if needed.',
  },
  emptyFile: {
    code: 'LE003',
    title: 'An empty file',
    about: 'The file holds nothing but perhaps comments, so there is no page or site setting to read.',
    fix: 'For a page, copy another page to start from, or delete the file. For site.config.yaml, restore it from version control.',
  },
  samePageTwice: {
    code: 'LE004',
    title: 'Two files are the same page',
    about: 'A page is named by its file name without .yaml or .yml, so promo.yaml and promo.yml would be one page twice.',
    fix: 'Rename or delete one of the two files.',
  },
  fileNotChecked: {
    code: 'LE005',
    title: 'A file that could not be checked',
    about: 'Checking the file failed part way, usually because of extremely deep nesting or extremely long text.',
    fix: 'Look for a long run of [ or {, an indentation that keeps growing, or a huge pasted text.',
  },
  unreadPageFile: {
    code: 'LE006',
    severity: 'warning',
    title: 'A file in pages/ that is not read',
    about: 'Only files ending in .yaml (or .yml) in pages/ are pages. Any other file there, like promo.txt or promo.yaml.bak, is ignored.',
    fix: 'Rename it to end in .yaml if it is a page, or move it out of pages/.',
  },
  editorCannotWrite: {
    code: 'LE007',
    title: 'A change the editor cannot write into the file safely',
    about:
      'landing-engine edit writes only the lines a change touches, keeping comments and layout. A few YAML shapes (a list written as - - x, an anchor used elsewhere) it cannot change that way, and it writes nothing rather than rewrite the file.',
    fix: 'Make this change in a text editor; the rest of the page can still be edited in the browser.',
  },
  notText: {
    code: 'LE101',
    title: 'Not a text file',
    about: 'The file holds a control character, so it is a binary file or text saved in another encoding.',
    fix: 'Save the file as UTF-8 text, or replace it with the right file.',
  },
  invisibleSpace: {
    code: 'LE102',
    title: 'An invisible space that YAML does not read as a space',
    about:
      'A no-break space (U+00A0) and its relatives look like ordinary spaces but are not spaces to YAML. Used for indentation, or after a colon or a list dash, they break the line. They usually come from copying text out of a web page, a word processor or a chat app.',
    fix: 'Delete the space the message points at and type an ordinary space instead (for indentation: delete the whole indentation and type it again).',
  },
  invisibleCharacter: {
    code: 'LE103',
    title: 'An invisible character',
    about:
      'A zero-width character (like U+200B) or a byte-order mark (U+FEFF) is invisible in most editors, but YAML reads it as part of a key or a value, so a key it sticks to is not recognised.',
    fix: 'Delete the character: put the cursor just after the place the message points at and press backspace, then check that nothing visible was deleted.',
  },
  tabIndent: {
    code: 'LE104',
    title: 'A tab used for indentation',
    about: 'YAML indents with spaces only; a tab at the start of a line makes the whole file unreadable.',
    fix: 'Replace the tab with spaces (most editors can be set to type spaces when Tab is pressed).',
    example: { wrong: 'sections:\n\t- type: copy', right: 'sections:\n  - type: copy' },
  },
  dashListMarker: {
    code: 'LE105',
    title: 'A dash or bullet that is not a list marker',
    about:
      'A list item starts with a hyphen and a space (- ). An en dash (–), an em dash (—) or a bullet (•), usually pasted from a document, is text to YAML, so the line does not start a list item.',
    fix: 'Replace the dash or bullet at the start of the line with - (the hyphen key) followed by a space.',
    example: { wrong: 'claims:\n  – No deposit', right: 'claims:\n  - No deposit' },
  },
  duplicateKey: {
    code: 'LE106',
    title: 'A key written twice',
    about: 'A mapping (one block, one button, the meta of a page) holds each key once; YAML cannot tell which of two to use.',
    fix: 'Keep one of the two lines the message names and delete the other.',
  },
  manyDocuments: {
    code: 'LE107',
    title: 'More than one document in a file',
    about: 'A line holding only --- starts a second YAML document; a config file holds one.',
    fix: 'Remove the --- line.',
  },
  unclosedQuote: {
    code: 'LE108',
    title: 'A quote that is never closed',
    about: 'Everything after an opening " or \' reads as one text until the same quote comes again, so the rest of the file is swallowed.',
    fix: 'Add the closing quote where the text ends.',
    example: { wrong: 'heading: "Fast finance', right: 'heading: "Fast finance"' },
  },
  unclosedBracket: {
    code: 'LE109',
    title: 'A [ or { that is never closed',
    about:
      'A list written in [...] or a mapping written in {...} must end on the same line (or be closed later); without its ] or } the rest of the file is read as part of it.',
    fix: 'Add the closing ] or }, or write the items one per line without brackets.',
  },
  placeholderInList: {
    code: 'LE110',
    title: '{city} inside [...]',
    about: 'Inside [...] a { starts a mapping, so /path/{city} is not read as text.',
    fix: 'Write the list one item per line ("- /path/{city}"), or put each item in quotes.',
    example: { wrong: 'paths: [/finance, /finance/{city}]', right: 'paths:\n  - /finance\n  - /finance/{city}' },
  },
  placeholderInMapping: {
    code: 'LE111',
    title: '{city} inside {...}',
    about: 'Inside a one-line mapping like { label: ..., link: ... } a { starts another mapping, so a text holding {city} or {perMinute} breaks the line.',
    fix: 'Put the text in quotes, or write the mapping one key per line.',
    example: { wrong: '- { label: Apply{city}, link: finance-apply }', right: '- { label: "Apply{city}", link: finance-apply }' },
  },
  keyWithoutSpace: {
    code: 'LE112',
    title: 'A key without a space after its colon',
    about: 'YAML sees a key only where the colon is followed by a space.',
    fix: 'Add a space after the colon.',
    example: { wrong: 'heading:Fast finance', right: 'heading: Fast finance' },
  },
  reservedStart: {
    code: 'LE113',
    title: 'A text that starts with a character YAML reserves',
    about: 'A text may not start with @ or ` and a few other characters, which YAML keeps for its own use.',
    fix: 'Put the whole text in quotes.',
    example: { wrong: 'label: @home', right: 'label: "@home"' },
  },
  quoteEndedEarly: {
    code: 'LE114',
    title: 'A quoted text that ends too early',
    about: 'A quote of the same kind inside a quoted text ends it, and the rest of the line cannot be read.',
    fix: "Around a text holding \" use single quotes; inside single quotes write '' for each '.",
    example: { wrong: "heading: 'It's fast'", right: "heading: 'It''s fast'" },
  },
  textStartsWithPlaceholder: {
    code: 'LE115',
    title: 'A text that starts with {city} or another placeholder',
    about: 'A { at the start of a value begins a mapping in YAML, not a text.',
    fix: 'Put the whole text in quotes.',
    example: { wrong: 'heading: {city} finance', right: 'heading: "{city} finance"' },
  },
  colonInText: {
    code: 'LE116',
    title: 'A text that contains ": "',
    about: 'A colon followed by a space starts a new key, so a text like "Hear: your receptionist" cannot be read.',
    fix: 'Put the whole text in quotes (straight quotes; curly quotes are text to YAML).',
    example: { wrong: 'heading: Hear: your digital receptionist', right: 'heading: "Hear: your digital receptionist"' },
  },
  indentedTooFar: {
    code: 'LE117',
    title: 'A line indented further than the line above it',
    about:
      'YAML cannot tell what a line belongs to when it is indented under a line that takes no list or mapping, usually because the key line above it was deleted.',
    fix: 'Add the missing key line (like "sources:"), or indent the line like the lines around it.',
  },
  indentMismatch: {
    code: 'LE118',
    title: 'Indentation that does not line up',
    about: 'The keys of one mapping and the items of one list must start in the same column.',
    fix: 'Indent the line by the same number of spaces as the other items of its list or mapping.',
  },
  missingDash: {
    code: 'LE119',
    title: 'A list item without its "- "',
    about: 'A line that does not line up with the keys of its item is read as a new list item, but it has no "- ".',
    fix: 'Indent the line like the other keys of its item, or start a new item with "- ".',
  },
  flowMissingPart: {
    code: 'LE120',
    title: 'Something missing inside [...] or {...}',
    about: 'Items inside brackets are separated by commas, and each key ends with ": ". A text holding a comma or colon there needs quotes.',
    fix: 'Add the missing comma or ": ", or put the text that holds a comma or colon in quotes.',
  },
  nestedTooDeep: {
    code: 'LE121',
    title: 'Lists and mappings nested too deeply',
    about: 'Nothing on a site needs thousands of levels; this is a long run of [ or { or an indentation that keeps growing.',
    fix: 'Find the run of brackets or the growing indentation and remove it.',
  },
  aliasWithoutAnchor: {
    code: 'LE122',
    title: 'A *name with nothing marked &name',
    about: 'In YAML, *name repeats a value marked &name earlier in the file. A text that starts with * reads the same way.',
    fix: 'If the * belongs to the text, put the whole text in quotes.',
    example: { wrong: 'heading: *Limited offer', right: 'heading: "*Limited offer"' },
  },
  aliasBomb: {
    code: 'LE123',
    title: 'Aliases that build an enormous document',
    about: 'Aliases (*name) that repeat values which repeat other values multiply into millions of values.',
    fix: 'Write the values out instead of using aliases.',
  },
  yamlUnreadable: {
    code: 'LE124',
    title: 'A line YAML cannot read',
    about: "A mistake of YAML's grammar that has no message of its own: a stray bracket, comma, quote or colon, or a line that does not line up.",
    fix: 'Look at the character under the caret: check the indentation, and that every quote and bracket is closed.',
  },
} as const satisfies Record<string, EntryInput>;
