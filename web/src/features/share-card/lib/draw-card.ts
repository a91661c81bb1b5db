import { CARD_CANVAS, CARD_TEXTS, PRODUCT_NAME, type CardContent } from '@kindred/contract';

import { cutToWidth, fitFontSize, layoutCentredRows, widestRow, wrapLines } from './card-layout';
import { paintBackdrop, paintDot, paintGlassPanel, paintGrain, paintHairline, paintOrb, paintRipples, paintSparkle } from './card-paint';
import { CARD_COLOURS as C, CARD_FONTS as F, withAlpha } from './card-palette';

type Ctx = CanvasRenderingContext2D;

const W = CARD_CANVAS.width;
const H = CARD_CANVAS.height;
const CX = W / 2;
/** Everything between the header and the footer is centred in this band. */
const BAND = { top: 74, bottom: 532 };
const PANEL = { maxWidth: W - 60, minWidth: 228, padX: 20, padY: 18 };
const PILL = { height: 26, padX: 11, gap: 7, rowGap: 8, emojiGap: 5 };
/** The orb grows into spare room on a short card, up to the larger size. */
const ORB_RADIUS = { min: 60, max: 70 };
const NAME = { max: 50, min: 30, width: W - 64 };
const VIBE_LINE = 20;

const measureWith = (ctx: Ctx, font: string) => (text: string) => {
  ctx.font = font;
  return ctx.measureText(text).width;
};

function spaced(ctx: Ctx, px: number): void {
  // Tracking makes the small capitals read as labels; browsers without it simply draw them tight.
  if ('letterSpacing' in ctx) ctx.letterSpacing = `${px}px`;
}

function eyebrow(ctx: Ctx, text: string, x: number, y: number, align: CanvasTextAlign = 'center'): void {
  ctx.font = F.ui(800, 8.5);
  spaced(ctx, 2.4);
  ctx.fillStyle = withAlpha(C.amber, 0.92);
  ctx.textAlign = align;
  ctx.fillText(text.toUpperCase(), x, y);
  spaced(ctx, 0);
}

function paintHeader(ctx: Ctx): void {
  ctx.textBaseline = 'alphabetic';
  ctx.font = F.display(600, 21);
  spaced(ctx, -0.6);
  ctx.fillStyle = C.blush;
  ctx.textAlign = 'left';
  ctx.fillText(PRODUCT_NAME, 32, 50);
  const width = ctx.measureText(PRODUCT_NAME).width;
  spaced(ctx, 0);
  paintDot(ctx, 32 + width + 5, 47, 2.6);
  eyebrow(ctx, 'Dating card', W - 32, 47, 'right');
}

function paintFooter(ctx: Ctx): void {
  paintHairline(ctx, CX - 70, CX + 70, 548, 0.3);
  ctx.textBaseline = 'alphabetic';
  ctx.font = F.ui(650, 10.5);
  spaced(ctx, 0.5);
  ctx.fillStyle = withAlpha(C.blush, 0.78);
  ctx.textAlign = 'center';
  ctx.fillText(CARD_TEXTS.joinCta, CX + 5, 570);
  const width = ctx.measureText(CARD_TEXTS.joinCta).width;
  spaced(ctx, 0);
  paintDot(ctx, CX + 5 - width / 2 - 8, 566.5, 2.2);
}

interface Measured {
  nameSize: number;
  nameLines: string[];
  rating: string;
  vibeLines: string[];
  pills: { text: string; emoji: string; label: string; width: number }[];
  pillPlaces: ReturnType<typeof layoutCentredRows>;
  pillRows: number;
  panelWidth: number;
  panelHeight: number;
}

function measure(ctx: Ctx, content: CardContent): Measured {
  const nameAt = (size: number) => measureWith(ctx, F.display(600, size));
  const nameSize = fitFontSize((size) => nameAt(size)(content.name), NAME.width, NAME.max, NAME.min);
  const nameLines = wrapLines(content.name, NAME.width, nameAt(nameSize), 2);

  const rating = cutToWidth(`${content.rating.emoji}  ${content.rating.value}`, W - 48, measureWith(ctx, F.displayItalic(500, 19)), '…');
  const vibeLines = wrapLines(`${content.vibe.emoji}  ${content.vibe.text}`, W - 72, measureWith(ctx, F.ui(600, 14.5)), 2);

  const label = measureWith(ctx, F.ui(700, 12));
  const emoji = measureWith(ctx, F.emoji(12));
  const pillsWidth = PANEL.maxWidth - PANEL.padX * 2;
  const pills = content.preferences.map((p) => {
    const text = cutToWidth(p.label, pillsWidth - PILL.padX * 2 - 20, label, '…');
    return { text, emoji: p.emoji, label: p.label, width: Math.ceil(PILL.padX * 2 + emoji(p.emoji) + PILL.emojiGap + label(text)) };
  });
  const widths = pills.map((p) => p.width);
  // The panel hugs its pills, so one or two of them do not float in a wide empty box.
  const widest = widestRow(layoutCentredRows(widths, pillsWidth, PILL.gap), widths);
  const panelWidth = Math.min(PANEL.maxWidth, Math.max(PANEL.minWidth, Math.ceil(widest) + PANEL.padX * 2 + 12));
  const pillPlaces = layoutCentredRows(widths, panelWidth - PANEL.padX * 2, PILL.gap);
  const pillRows = pillPlaces.reduce((count, p) => Math.max(count, p.row + 1), 0);
  const panelHeight = PANEL.padY * 2 + 9 + 14 + pillRows * PILL.height + Math.max(0, pillRows - 1) * PILL.rowGap;
  return { nameSize, nameLines, rating, vibeLines, pills, pillPlaces, pillRows, panelWidth, panelHeight };
}

function paintPills(ctx: Ctx, m: Measured, top: number): void {
  const left = CX - m.panelWidth / 2 + PANEL.padX;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  for (const place of m.pillPlaces) {
    const pill = m.pills[place.index];
    if (!pill) continue;
    const x = left + place.x;
    const y = top + place.row * (PILL.height + PILL.rowGap);
    const fill = ctx.createLinearGradient(x, y, x + pill.width, y + PILL.height);
    fill.addColorStop(0, withAlpha(C.coral, 0.26));
    fill.addColorStop(1, withAlpha(C.rose, 0.2));
    ctx.fillStyle = fill;
    ctx.beginPath();
    ctx.roundRect(x, y, pill.width, PILL.height, PILL.height / 2);
    ctx.fill();
    ctx.strokeStyle = withAlpha(C.lensBottom, 0.34);
    ctx.lineWidth = 0.75;
    ctx.stroke();

    const mid = y + PILL.height / 2 + 0.5;
    ctx.font = F.emoji(12);
    ctx.fillText(pill.emoji, x + PILL.padX, mid);
    const emojiWidth = ctx.measureText(pill.emoji).width;
    ctx.font = F.ui(700, 12);
    ctx.fillStyle = C.blush;
    ctx.fillText(pill.text, x + PILL.padX + emojiWidth + PILL.emojiGap, mid);
  }
}

/**
 * Draws the whole card at its logical size (400x600) on `ctx`; scale the context first for a
 * sharper image. Fonts must already be loaded, or the canvas silently uses fallbacks.
 */
export function drawCard(ctx: Ctx, content: CardContent): void {
  paintBackdrop(ctx, W, H);
  paintGrain(ctx, W, H);

  // An inner frame, like the edge of a printed card.
  ctx.strokeStyle = 'rgb(255 226 214 / 0.16)';
  ctx.lineWidth = 0.75;
  ctx.beginPath();
  ctx.roundRect(12.5, 12.5, W - 25, H - 25, 22);
  ctx.stroke();

  paintHeader(ctx);
  paintFooter(ctx);

  const m = measure(ctx, content);
  const nameLineHeight = Math.round(m.nameSize * 1.08);
  const rest = [30, m.nameLines.length * nameLineHeight, 10, 24, 6, m.vibeLines.length * VIBE_LINE, 22, m.panelHeight].reduce((sum, h) => sum + h, 0);
  const room = BAND.bottom - BAND.top;
  const orb = Math.max(ORB_RADIUS.min, Math.min(ORB_RADIUS.max, ORB_RADIUS.min + (room - rest - ORB_RADIUS.min * 2) / 4));
  let y = BAND.top + Math.max(0, (room - rest - orb * 2) / 2);

  // The orb with the dater's emoji in it, the card's focal point.
  const orbY = y + orb;
  paintRipples(ctx, CX, orbY, [orb + 20, orb + 42, orb + 68]);
  paintOrb(ctx, CX, orbY, orb);
  paintSparkle(ctx, CX + orb * 1.6, orbY - orb, 7, withAlpha(C.amber, 0.95));
  paintSparkle(ctx, CX - orb * 1.75, orbY + orb * 0.85, 5, withAlpha(C.blush, 0.75));
  paintSparkle(ctx, CX + orb * 2, orbY + orb * 0.7, 3.5, withAlpha(C.blush, 0.6));
  paintSparkle(ctx, CX - orb * 1.55, orbY - orb * 0.95, 3, withAlpha(C.amber, 0.7));
  ctx.save();
  ctx.shadowColor = 'rgb(43 12 25 / 0.45)';
  ctx.shadowBlur = 14;
  ctx.shadowOffsetY = 5;
  ctx.font = F.emoji(Math.round(orb * 1.16));
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(content.emoji, CX, orbY + 3);
  ctx.restore();
  y += orb * 2 + 30;

  // The name, as large as it fits.
  ctx.font = F.display(600, m.nameSize);
  spaced(ctx, -m.nameSize * 0.02);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const nameFill = ctx.createLinearGradient(0, y, 0, y + m.nameLines.length * nameLineHeight);
  nameFill.addColorStop(0, '#fffaf6');
  nameFill.addColorStop(1, C.lensBottom);
  ctx.fillStyle = nameFill;
  m.nameLines.forEach((line, i) => ctx.fillText(line, CX, y + nameLineHeight * (i + 0.5)));
  spaced(ctx, 0);
  y += m.nameLines.length * nameLineHeight + 10;

  // The rating, set like a pull quote, then the vibe.
  ctx.font = F.displayItalic(500, 19);
  const ratingFill = ctx.createLinearGradient(CX - 120, 0, CX + 120, 0);
  ratingFill.addColorStop(0, C.amber);
  ratingFill.addColorStop(1, C.coral);
  ctx.fillStyle = ratingFill;
  ctx.fillText(m.rating, CX, y + 12);
  y += 24 + 6;

  ctx.font = F.ui(600, 14.5);
  ctx.fillStyle = withAlpha(C.blush, 0.86);
  m.vibeLines.forEach((line, i) => ctx.fillText(line, CX, y + VIBE_LINE * (i + 0.5)));
  y += m.vibeLines.length * VIBE_LINE + 22;

  // What they are looking for, as pills on frosted glass.
  paintGlassPanel(ctx, CX - m.panelWidth / 2, y, m.panelWidth, m.panelHeight, 20);
  ctx.textBaseline = 'alphabetic';
  eyebrow(ctx, 'Looking for', CX, y + PANEL.padY + 7);
  paintPills(ctx, m, y + PANEL.padY + 9 + 14);
}
