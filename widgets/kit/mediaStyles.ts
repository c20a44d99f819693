// How the widgets read in the user's own modes, beside the utility sheet (./adoptStyles.ts).
//
// Forced colours (Windows high contrast) replace every background and border colour with the
// user's few system colours: the chosen option, told apart by its fill and border colour, and
// the progress bar's filled part, a background, would look like the rest. They get a system
// colour the mode keeps (Highlight) and a shape (a thick outline) instead.
//
// Print: browsers leave out backgrounds to save ink, and white text on a coloured button or
// badge then prints white on white. The widget keeps its colours on paper.
export const MEDIA_CSS = [
  '@media (forced-colors:active){',
  '[role=radio][aria-checked=true]{outline:3px solid Highlight;outline-offset:2px;}',
  '[data-chosen-dot]{forced-color-adjust:none;background-color:Highlight;}',
  '[data-fill]{forced-color-adjust:none;border:1px solid CanvasText;background-color:Canvas;}',
  '[data-fill=done]{background-color:Highlight;border-color:Highlight;}',
  '}',
  '@media print{.vet-root{print-color-adjust:exact;-webkit-print-color-adjust:exact;}}',
].join('');
