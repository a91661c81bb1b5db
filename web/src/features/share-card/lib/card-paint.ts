import { CARD_COLOURS as C, withAlpha } from './card-palette';

/** Drawing primitives for the card. Coordinates are the card's logical pixels (400x600). */

type Ctx = CanvasRenderingContext2D;

/** A soft light: a radial gradient fading from `colour` at `alpha` to nothing. */
export function glow(ctx: Ctx, x: number, y: number, radius: number, colour: string, alpha: number): void {
  const gradient = ctx.createRadialGradient(x, y, 0, x, y, radius);
  gradient.addColorStop(0, withAlpha(colour, alpha));
  gradient.addColorStop(0.55, withAlpha(colour, alpha * 0.35));
  gradient.addColorStop(1, withAlpha(colour, 0));
  ctx.fillStyle = gradient;
  ctx.fillRect(x - radius, y - radius, radius * 2, radius * 2);
}

/** The night sky behind everything: the app icon's aubergine, lit by the brand's three lights. */
export function paintBackdrop(ctx: Ctx, width: number, height: number): void {
  const base = ctx.createLinearGradient(0, 0, width * 0.4, height);
  base.addColorStop(0, C.nightTop);
  base.addColorStop(1, C.nightBottom);
  ctx.fillStyle = base;
  ctx.fillRect(0, 0, width, height);

  glow(ctx, width * 0.5, height * 0.27, width * 0.75, C.rose, 0.42);
  glow(ctx, width * 0.08, height * 0.04, width * 0.6, C.amber, 0.3);
  glow(ctx, width * 0.98, height * 0.86, width * 0.7, C.violet, 0.34);
  glow(ctx, width * 0.05, height * 0.95, width * 0.45, C.coral, 0.16);
}

/**
 * A faint film grain, so the gradients read as printed rather than flat. Seeded, so the same
 * card always gets the same grain.
 */
export function paintGrain(ctx: Ctx, width: number, height: number, seed = 7): void {
  let state = seed;
  const random = () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
  for (let i = 0; i < 5200; i += 1) {
    const light = random() > 0.5;
    ctx.fillStyle = light ? 'rgb(255 240 232 / 0.05)' : 'rgb(0 0 0 / 0.09)';
    ctx.fillRect(random() * width, random() * height, 0.5, 0.5);
  }
}

/** The brand's aura orb: a coral-rose sphere with an amber and a violet "soul" inside it. */
export function paintOrb(ctx: Ctx, x: number, y: number, radius: number): void {
  glow(ctx, x, y, radius * 1.9, C.rose, 0.55);

  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.clip();
  const body = ctx.createRadialGradient(x - radius * 0.3, y - radius * 0.35, radius * 0.1, x, y, radius * 1.05);
  body.addColorStop(0, C.coral);
  body.addColorStop(1, C.rose);
  ctx.fillStyle = body;
  ctx.fillRect(x - radius, y - radius, radius * 2, radius * 2);
  glow(ctx, x - radius * 0.42, y - radius * 0.4, radius * 0.95, C.amber, 0.9);
  glow(ctx, x + radius * 0.45, y + radius * 0.42, radius * 1.0, C.violet, 0.85);
  // The bright shared lens of the icon, as a sheen at the top.
  const sheen = ctx.createLinearGradient(x, y - radius, x, y);
  sheen.addColorStop(0, 'rgb(255 244 236 / 0.5)');
  sheen.addColorStop(1, 'rgb(255 244 236 / 0)');
  ctx.fillStyle = sheen;
  ctx.beginPath();
  ctx.ellipse(x, y - radius * 0.48, radius * 0.62, radius * 0.38, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();

  ctx.strokeStyle = 'rgb(255 244 236 / 0.35)';
  ctx.lineWidth = 1;
  ctx.beginPath();
  ctx.arc(x, y, radius - 0.5, 0, Math.PI * 2);
  ctx.stroke();
}

/** Thin rings around the orb, like ripples of a voice. */
export function paintRipples(ctx: Ctx, x: number, y: number, radii: readonly number[]): void {
  radii.forEach((radius, i) => {
    ctx.strokeStyle = `rgb(255 226 214 / ${0.16 - i * 0.05})`;
    ctx.lineWidth = 0.75;
    ctx.beginPath();
    ctx.arc(x, y, radius, 0, Math.PI * 2);
    ctx.stroke();
  });
}

/** A four-pointed sparkle. */
export function paintSparkle(ctx: Ctx, x: number, y: number, size: number, colour: string): void {
  const waist = size * 0.22;
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.moveTo(x, y - size);
  ctx.quadraticCurveTo(x + waist, y - waist, x + size, y);
  ctx.quadraticCurveTo(x + waist, y + waist, x, y + size);
  ctx.quadraticCurveTo(x - waist, y + waist, x - size, y);
  ctx.quadraticCurveTo(x - waist, y - waist, x, y - size);
  ctx.fill();
}

/** A hairline that fades out at both ends. */
export function paintHairline(ctx: Ctx, x1: number, x2: number, y: number, alpha = 0.28): void {
  const line = ctx.createLinearGradient(x1, y, x2, y);
  line.addColorStop(0, 'rgb(255 226 214 / 0)');
  line.addColorStop(0.5, `rgb(255 226 214 / ${alpha})`);
  line.addColorStop(1, 'rgb(255 226 214 / 0)');
  ctx.fillStyle = line;
  ctx.fillRect(x1, y, x2 - x1, 0.75);
}

/** A frosted-glass panel with a hairline edge. */
export function paintGlassPanel(ctx: Ctx, x: number, y: number, width: number, height: number, radius: number): void {
  const fill = ctx.createLinearGradient(x, y, x, y + height);
  fill.addColorStop(0, 'rgb(255 240 232 / 0.1)');
  fill.addColorStop(1, 'rgb(255 240 232 / 0.04)');
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.roundRect(x, y, width, height, radius);
  ctx.fill();
  const edge = ctx.createLinearGradient(x, y, x, y + height);
  edge.addColorStop(0, 'rgb(255 240 232 / 0.28)');
  edge.addColorStop(1, 'rgb(255 240 232 / 0.08)');
  ctx.strokeStyle = edge;
  ctx.lineWidth = 0.75;
  ctx.stroke();
}

/** The wordmark's gradient dot, which echoes the app icon. */
export function paintDot(ctx: Ctx, x: number, y: number, radius: number): void {
  glow(ctx, x, y, radius * 3.2, C.rose, 0.55);
  const dot = ctx.createLinearGradient(x - radius, y - radius, x + radius, y + radius);
  dot.addColorStop(0, C.coral);
  dot.addColorStop(1, C.rose);
  ctx.fillStyle = dot;
  ctx.beginPath();
  ctx.arc(x, y, radius, 0, Math.PI * 2);
  ctx.fill();
}
