/**
 * A tick or a cross with its meaning as its accessible name ("Yes", "Included"), so a screen reader
 * says the meaning and a sighted visitor sees the colour and the shape. Drawn inline: no request,
 * and no file a site must ship.
 */
export function Mark({ yes, label, size = 24 }: { yes: boolean; label: string; size?: number }) {
  return (
    <svg className={`mark ${yes ? 'mark-yes' : 'mark-no'}`} role="img" aria-label={label} width={size} height={size} viewBox="0 0 24 24">
      <circle cx="12" cy="12" r="11" />
      <path d={yes ? 'M7 12.5l3.2 3.2L17 8.8' : 'M8 8l8 8m0-8l-8 8'} />
    </svg>
  );
}
