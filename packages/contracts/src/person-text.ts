// Shaping characters only shape the character before them: joiners (ZWNJ, ZWJ: Persian and Indic words,
// emoji sequences), variation selectors (emoji and Mongolian forms) and tag characters (subdivision flags).
// They are kept after a visible character and dropped anywhere else.

/** Runs of whitespace, with the braille blank that draws like one. */
const spaces = /[\s\u2800]+/gu;
/** Controls (BEL, NEL, …) and characters that draw nothing or reorder text (bidi overrides, isolates, marks, ZWSP, fillers). */
const invisible = /(?![\p{Join_Control}\p{Variation_Selector}\u180E\u{E0020}-\u{E007F}])[\p{Cc}\p{Default_Ignorable_Code_Point}]/gu;
/** Shaping characters with nothing visible before them, or joiners with nothing visible after them. */
const strayShaping = /(^|\s)[\p{Join_Control}\p{Variation_Selector}\u180E\u{E0020}-\u{E007F}]+|\p{Join_Control}+(?=\s|$)/gu;

/**
 * A name or other short text a person shows to others, as it is stored and shown: in NFC, without
 * control, zero-width or bidirectional formatting characters (a name cannot read backwards or hide an
 * impersonation), whitespace collapsed to single spaces and trimmed. Blankness is judged on the result,
 * so a name of invisible characters only is blank.
 */
export function cleanPersonText(value: string): string {
  return value.normalize('NFC').replace(spaces, ' ').replace(invisible, '').replace(strayShaping, '$1').replace(spaces, ' ').trim();
}
