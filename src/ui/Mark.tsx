/**
 * A tick or a cross with its meaning as the image's alt text ("Yes", "Included"), so a screen
 * reader says the meaning and a sighted visitor sees the colour and the shape.
 */
export function Mark({ yes, label, size = 24 }: { yes: boolean; label: string; size?: number }) {
  return (
    <img
      className={`mark ${yes ? 'mark-yes' : 'mark-no'}`}
      src={yes ? '/media/icon-tick.svg' : '/media/icon-cross.svg'}
      alt={label}
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}
