/**
 * react-confetti's drawing, without its React wrapper: the particle, the generator and the frame
 * loop of react-confetti 6.4.0 (MIT, Aaron Lampros, github.com/alampros/react-confetti), cut to
 * the options the confetti-button block uses, with its defaults (colours, speeds, shapes, the
 * easeInOutQuad release of tween-functions). Why: a press on a slow phone waited for React and
 * React DOM before any confetti; this is a small fraction of their size, so it can be fetched ahead
 * (docs/decisions/41-what-visitors-see.md).
 */
import type { ConfettiSettings } from '../../schemas/blocks/confetti-button';

const COLOURS = [
  '#f44336',
  '#e91e63',
  '#9c27b0',
  '#673ab7',
  '#3f51b5',
  '#2196f3',
  '#03a9f4',
  '#00bcd4',
  '#009688',
  '#4CAF50',
  '#8BC34A',
  '#CDDC39',
  '#FFEB3B',
  '#FFC107',
  '#FF9800',
  '#FF5722',
  '#795548',
];
const FRAME_MS = 1000 / 60;
const range = (min: number, max: number) => min + Math.random() * (max - min);

/** tween-functions' easeInOutQuad: how many pieces are out after `t` of `d` ms. */
function easeInOutQuad(t: number, from: number, to: number, d: number): number {
  const c = to - from;
  let x = t / (d / 2);
  if (x < 1) return (c / 2) * x * x + from;
  x -= 1;
  return (-c / 2) * (x * (x - 2) - 1) + from;
}

interface Piece {
  x: number;
  y: number;
  vx: number;
  vy: number;
  w: number;
  h: number;
  radius: number;
  shape: number;
  angle: number;
  spin: number;
  colour: string;
  rotateY: number;
  direction: 1 | -1;
}

function newPiece(width: number): Piece {
  return {
    x: range(0, width),
    y: 0,
    vx: range(-4, 4),
    vy: range(-10, 0),
    w: range(5, 20),
    h: range(5, 20),
    radius: range(5, 10),
    shape: Math.floor(range(0, 3)),
    angle: (range(0, 360) * Math.PI) / 180,
    spin: range(-0.2, 0.2),
    colour: COLOURS[Math.floor(Math.random() * COLOURS.length)]!,
    rotateY: range(0, 1),
    // react-confetti's randomRange(0, 1) is always truthy: every piece starts turning one way.
    direction: 1,
  };
}

function step(piece: Piece, elapsed: number, settings: ConfettiSettings, context: CanvasRenderingContext2D): void {
  const k = elapsed / FRAME_MS;
  piece.x += piece.vx * k;
  piece.y += piece.vy * k;
  piece.vy += settings.gravity * k;
  piece.vx *= settings.friction ** k;
  piece.vy *= settings.friction ** k;
  if (piece.rotateY >= 1 && piece.direction === 1) piece.direction = -1;
  else if (piece.rotateY <= -1 && piece.direction === -1) piece.direction = 1;
  piece.rotateY += 0.1 * piece.direction * k;
  piece.angle += piece.spin;
  context.save();
  context.translate(piece.x, piece.y);
  context.rotate(piece.angle);
  context.scale(1, piece.rotateY);
  context.rotate(piece.angle);
  context.beginPath();
  context.fillStyle = piece.colour;
  if (piece.shape === 0) {
    context.arc(0, 0, piece.radius, 0, 2 * Math.PI);
    context.fill();
  } else if (piece.shape === 1) context.fillRect(-piece.w / 2, -piece.h / 2, piece.w, piece.h);
  else context.fillRect(-piece.w / 6, -piece.h / 2, piece.w / 3, piece.h);
  context.restore();
}

/**
 * Animate confetti on `canvas` until the returned stop is called: pieces fall from the top edge,
 * released over `tweenDurationMs` up to `pieces`, and recycled as they leave. `onDrawn` runs once,
 * after the first frame that shows a piece on the canvas.
 */
export function animateConfetti(canvas: HTMLCanvasElement, context: CanvasRenderingContext2D, settings: ConfettiSettings, onDrawn: () => void): () => void {
  const pieces: Piece[] = [];
  let progress = 0;
  let last = 0;
  let frame = 0;
  let drawn = false;
  const update = (time = 0) => {
    const elapsed = Math.min(time - last, 50);
    last = time;
    context.clearRect(0, 0, canvas.width, canvas.height);
    if (pieces.length < settings.pieces) {
      progress = Math.min(settings.tweenDurationMs, progress + elapsed);
      // Rounded up, where react-confetti rounds: the first piece comes with the first frame that
      // has time in it, not once 0.5 pieces are due (177 ms of 5,000 for 200 pieces).
      const wanted = settings.tweenDurationMs === 0 ? settings.pieces : Math.ceil(easeInOutQuad(progress, 0, settings.pieces, settings.tweenDurationMs));
      while (pieces.length < wanted) pieces.push(newPiece(canvas.width));
    }
    for (let i = pieces.length - 1; i >= 0; i--) {
      const piece = pieces[i]!;
      step(piece, elapsed, settings, context);
      if (piece.y > canvas.height || piece.y < -100 || piece.x > canvas.width + 100 || piece.x < -100) pieces[i] = newPiece(canvas.width);
    }
    // A piece starts on the top edge moving up: it may be drawn above the canvas, out of sight.
    if (!drawn && pieces.some((piece) => piece.y + Math.max(piece.w, piece.h, piece.radius) > 0)) {
      drawn = true;
      onDrawn();
    }
    frame = requestAnimationFrame(update);
  };
  update();
  return () => cancelAnimationFrame(frame);
}
