import { printParseErrorCode, visit } from 'jsonc-parser';

/** The longest text any field of the catalogue may hold: a description is a few paragraphs. */
export const MAX_FIELD_LENGTH = 20_000;

// C0 and C1 control characters other than tab, line feed and carriage return: they break the feed's XML and
// the drawings' SVG, and no shopper can see them.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Reads one of the supplier's JSON files strictly, listing every problem with its line and column: a
 * byte-order mark, a syntax error or a file cut short, a key given twice in one object (JSON.parse would keep
 * the last silently), `__proto__`-like keys, control characters and over-long text. Parsed only when clean.
 */
export function parseCatalogJson(name: string, text: string): { value: unknown } | { problems: string[] } {
  const problems: string[] = [];
  const at = (line: number, column: number) => `${name}: line ${line + 1}, column ${column + 1}`;
  let body = text;
  if (body.charCodeAt(0) === 0xfeff) {
    problems.push(`${name}: starts with a byte-order mark; save it as UTF-8 without one`);
    body = body.slice(1);
  }
  if (body.trim() === '') return { problems: [...problems, `${name}: is empty`] };
  const keys: Set<string>[] = [];
  let syntaxError = false;
  // One problem per place: a raw control character is both a syntax error and a control character.
  const places = new Set<string>();
  const report = (line: number, column: number, problem: string) => {
    if (places.has(`${line}:${column}`)) return;
    places.add(`${line}:${column}`);
    problems.push(`${at(line, column)}: ${problem}`);
  };
  visit(
    body,
    {
      onObjectBegin: () => void keys.push(new Set()),
      onObjectEnd: () => void keys.pop(),
      onObjectProperty: (property, _offset, _length, line, column) => {
        const seen = keys.at(-1);
        if (seen?.has(property)) report(line, column, `"${property}" is given twice in one object`);
        seen?.add(property);
        if (FORBIDDEN_KEYS.has(property)) report(line, column, `"${property}" is not allowed as a key`);
        if (CONTROL.test(property)) report(line, column, 'a key holds a control character');
      },
      onLiteralValue: (value, _offset, _length, line, column) => {
        if (typeof value !== 'string') return;
        const control = value.match(CONTROL)?.[0];
        if (control) {
          const code = control.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
          report(line, column, `text holds a control character (U+${code})`);
        }
        if (value.length > MAX_FIELD_LENGTH)
          report(
            line,
            column,
            `text is ${value.length.toLocaleString('en-US')} characters long; the limit is ${MAX_FIELD_LENGTH.toLocaleString('en-US')}`,
          );
      },
      // The first syntax error only: those after it mostly follow from it.
      onError: (error, offset, _length, line, column) => {
        if (syntaxError) return;
        syntaxError = true;
        const ended = offset >= body.trimEnd().length;
        report(
          line,
          column,
          ended
            ? 'the file ends before everything opened in it is closed: is it saved in full?'
            : describe(printParseErrorCode(error)),
        );
      },
    },
    { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false },
  );
  if (problems.length > 0) return { problems };
  return { value: JSON.parse(body) as unknown };
}

/** jsonc-parser's error codes, as a person editing the file would say them. */
function describe(code: string): string {
  const words: Record<string, string> = {
    InvalidSymbol: 'unexpected character',
    InvalidNumberFormat: 'a number is written wrongly',
    PropertyNameExpected: 'a key in double quotes was expected',
    ValueExpected: 'a value was expected',
    ColonExpected: 'a colon was expected after the key',
    CommaExpected: 'a comma was expected',
    CloseBraceExpected: 'a closing } was expected',
    CloseBracketExpected: 'a closing ] was expected',
    EndOfFileExpected: 'text follows the end of the JSON',
    InvalidCommentToken: 'comments are not allowed in JSON',
    UnexpectedEndOfComment: 'comments are not allowed in JSON',
    UnexpectedEndOfString: 'a text is not closed with a double quote',
    UnexpectedEndOfNumber: 'a number is cut short',
    InvalidUnicode: 'a \\u escape is written wrongly',
    InvalidEscapeCharacter: 'a backslash escape is written wrongly',
    InvalidCharacter: 'a text holds a raw control character or line break',
  };
  return words[code] ?? code;
}
