// Where the values of a JSON text are: line and column (both from 1) of each value, by its JSON pointer, so a
// problem found in the parsed data can be shown where the file says it.

/**
 * A place in a text: line and column, both counted from 1 (a column counts UTF-16 code units, as editors do).
 * @typedef {{ line: number; column: number }} TextPosition
 */
/**
 * Where a value starts; for a member of an object, also where its key starts.
 * @typedef {TextPosition & { key?: TextPosition }} JsonPosition
 */

/** A number, `true`, `false` or `null`, as JSON writes them. */
const LITERAL = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;

/**
 * A property name as a JSON pointer writes it (`~` as `~0`, `/` as `~1`).
 * @type {(name: string) => string}
 */
export const escapePointer = (name) => name.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * A property name from a JSON pointer's segment (`~1` as `/`, `~0` as `~`).
 * @type {(segment: string) => string}
 */
export const unescapePointer = (segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

/**
 * The position of every value of a JSON text, by JSON pointer: `''` for the whole value, `/sections/0/id` for the id
 * of the first section. A key written twice keeps its last position, as `JSON.parse` keeps its last value.
 * Throws a SyntaxError, naming line and column, when the text is not JSON.
 * @type {(text: string) => Map<string, JsonPosition>}
 */
export function jsonPositions(text) {
  /** @type {Map<string, JsonPosition>} */
  const positions = new Map();
  let i = 0;
  let line = 1;
  let lineStart = 0;
  /** @type {() => TextPosition} */
  const here = () => ({ line, column: i - lineStart + 1 });
  /** @type {(expected: string) => never} */
  const fail = (expected) => {
    throw new SyntaxError(`JSON: expected ${expected} at ${line}:${i - lineStart + 1}`);
  };
  const skipSpace = () => {
    for (;;) {
      const c = text[i];
      if (c === ' ' || c === '\t') i += 1;
      else if (c === '\n' || c === '\r') {
        // \r\n, \n and a lone \r each end one line.
        i += c === '\r' && text[i + 1] === '\n' ? 2 : 1;
        line += 1;
        lineStart = i;
      } else return;
    }
  };
  /** Reads the string starting at `i` and returns its value (JSON strings hold no line breaks). */
  const readString = () => {
    const start = i;
    i += 1;
    while (i < text.length && text[i] !== '"') i += text[i] === '\\' ? 2 : 1;
    if (i >= text.length) fail('the end of a string');
    i += 1;
    return /** @type {string} */ (JSON.parse(text.slice(start, i)));
  };
  /** @type {(pointer: string, key?: TextPosition) => void} */
  const readValue = (pointer, key) => {
    skipSpace();
    positions.set(pointer, key ? { ...here(), key } : here());
    const c = text[i];
    if (c === '{') {
      i += 1;
      skipSpace();
      if (text[i] === '}') {
        i += 1;
        return;
      }
      for (;;) {
        skipSpace();
        if (text[i] !== '"') fail('a property name');
        const at = here();
        const name = readString();
        skipSpace();
        if (text[i] !== ':') fail("':'");
        i += 1;
        readValue(`${pointer}/${escapePointer(name)}`, at);
        skipSpace();
        if (text[i] === '}') {
          i += 1;
          return;
        }
        if (text[i] !== ',') fail("',' or '}'");
        i += 1;
      }
    }
    if (c === '[') {
      i += 1;
      skipSpace();
      if (text[i] === ']') {
        i += 1;
        return;
      }
      for (let index = 0; ; index += 1) {
        readValue(`${pointer}/${index}`);
        skipSpace();
        if (text[i] === ']') {
          i += 1;
          return;
        }
        if (text[i] !== ',') fail("',' or ']'");
        i += 1;
      }
    }
    if (c === '"') {
      readString();
      return;
    }
    LITERAL.lastIndex = i;
    const literal = LITERAL.exec(text);
    if (!literal) fail('a value');
    i += literal[0].length;
  };
  readValue('');
  skipSpace();
  if (i < text.length) fail('the end of the text');
  return positions;
}

/**
 * The position of the value at `pointer`, or of the nearest value that contains it when there is none (a property
 * that is missing is placed at the object that lacks it).
 * @type {(positions: Map<string, JsonPosition>, pointer: string) => JsonPosition | undefined}
 */
export function positionOf(positions, pointer) {
  for (let at = pointer; ; at = at.slice(0, at.lastIndexOf('/'))) {
    const position = positions.get(at);
    if (position || at === '') return position;
  }
}
