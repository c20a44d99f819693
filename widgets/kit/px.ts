// rem follows the host page's root font size: with `html { font-size: 10px }` or 62.5% (common
// on clinic sites) every rem-sized rule in a widget would shrink by a third. The widgets' CSS
// (the utility sheet made at build time, the toasts' stylesheet) goes through this first,
// turning rem into px at the 16 px scale the design uses, so a widget looks the same on any
// page. `em` stays: it follows the widget's own 16 px root.
const REM = /(-?\d*\.?\d+)rem\b/g;

export const remToPx = (css: string): string => css.replace(REM, (_, n: string) => `${+(Number(n) * 16).toFixed(3)}px`);
