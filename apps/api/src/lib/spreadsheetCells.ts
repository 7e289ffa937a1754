/**
 * What makes a spreadsheet program read a text as a formula: a leading = + - or @, or a tab or carriage return
 * that some programs strip before one (OWASP, "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell of an exported workbook that no one can turn into a formula (issue 29 item 10): a text starting as a
 * formula would is written with a leading apostrophe, so that a CSV saved from the workbook and opened again
 * shows it as text instead of running it. Numbers and dates are cells of their own type and stay as they are.
 */
export function inertCell<T>(value: T): T | string {
  return typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : value;
}
