/** Edit distance (Levenshtein), small inputs only. */
export function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(above + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** The closest candidate to a misspelled word, or undefined when nothing is close enough to help. */
export function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  // A suggestion further than a third of the word away is noise, not help.
  return best !== undefined && bestDistance <= Math.max(2, Math.ceil(word.length / 3)) ? best : undefined;
}

/** ' Did you mean "x"?' or empty text. */
export function didYouMean(word: string, candidates: readonly string[]): string {
  const hit = closest(word, candidates);
  return hit === undefined ? '' : ` Did you mean "${hit}"?`;
}

/**
 * ' Did you mean "x"?' when one candidate is close; otherwise the whole list, so the reader sees
 * what exists (' Section ids: contact, deals.'), or nothing when there is none.
 */
export function suggestOrList(word: string, candidates: readonly string[], label: string): string {
  const hint = didYouMean(word, candidates);
  if (hint || candidates.length === 0) return hint;
  return ` ${label}: ${candidates.join(', ')}.`;
}
