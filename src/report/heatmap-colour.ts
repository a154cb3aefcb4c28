/**
 * The heatmap's colour scale: ColorBrewer's sequential YlGnBu (9 classes), which ColorBrewer marks
 * colour-blind safe, interpolated in RGB; light for low values, dark blue for high ones. The number is
 * always printed in the cell too, so the colour is never the only way to read it.
 */
export const SCALE = ['#ffffd9', '#edf8b1', '#c7e9b4', '#7fcdbb', '#41b6c4', '#1d91c0', '#225ea8', '#253494', '#081d58'] as const;

/** The scale's colour at t in [0, 1] (clamped), as #rrggbb. */
export function scaleColour(t: number): string {
  const x = Math.min(1, Math.max(0, Number.isFinite(t) ? t : 0)) * (SCALE.length - 1);
  const i = Math.min(SCALE.length - 2, Math.floor(x));
  const [a, b] = [rgb(SCALE[i]), rgb(SCALE[i + 1])];
  return hex(a.map((c, j) => Math.round(c + (b[j] - c) * (x - i))));
}

/** Black or white, whichever has the higher WCAG 2 contrast ratio on the background. */
export function textColour(background: string): '#000000' | '#ffffff' {
  const l = luminance(background);
  // Contrast ratio (L1 + 0.05) / (L2 + 0.05): against black (l + 0.05) / 0.05, against white 1.05 / (l + 0.05).
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

/** WCAG 2 relative luminance of #rrggbb. */
export function luminance(colour: string): number {
  const [r, g, b] = rgb(colour).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function rgb(colour: string): number[] {
  return [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
}

function hex(channels: readonly number[]): string {
  return `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** The CSS gradient of the whole scale, for the legend. */
export function scaleGradient(): string {
  return `linear-gradient(to right, ${SCALE.join(', ')})`;
}
