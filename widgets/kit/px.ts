// rem follows the host page's root font size: with `html { font-size: 10px }` or 62.5% (common
// on clinic sites) every rem-sized rule in a widget would shrink by a third. The widgets' CSS
// (the utility sheet made at build time, the toasts' stylesheet) goes through this first,
// turning rem into px at the 16 px scale the design uses, so a widget looks the same on any
// page. `em` stays: it follows the widget's own 16 px root.
//
// Only values change, never selectors: a class such as `max-w-[calc(100vw-1rem)]` carries
// `1rem` in its escaped name, and rewriting that would leave a rule no element matches.
const REM = /(-?\d*\.?\d+)rem\b/g;

const toPx = (text: string): string => text.replace(REM, (_, n: string) => `${+(Number(n) * 16).toFixed(3)}px`);

export function remToPx(css: string): string {
  let out = '';
  let start = 0;
  let quote = '';
  for (let i = 0; i < css.length; i += 1) {
    const char = css[i];
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = '';
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    else if (char === '\\')
      i += 1; // an escaped character in a selector, `\{` included
    else if (char === '{' || char === '}') {
      const text = css.slice(start, i);
      // What precedes `{` is a selector (left alone) or an at-rule's prelude (a media query's
      // rem is the browser's initial size anyway); what precedes `}` is declarations.
      out += (char === '{' && !text.trimStart().startsWith('@') ? text : toPx(text)) + char;
      start = i + 1;
    }
  }
  return out + toPx(css.slice(start));
}
