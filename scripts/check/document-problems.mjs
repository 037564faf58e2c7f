// How a problem in a document (content/documents/<slug>.<lang>.json) is told: where the value is in the file (line
// and column), and what it is in the words the document is written in: section "titular", block 3 (paragraph),
// item 2, counted from 1 as people count.
import { escapePointer, positionOf, unescapePointer } from './json-position.mjs';

/**
 * @typedef {import('./json-position.mjs').JsonPosition} JsonPosition
 * @typedef {import('./json-position.mjs').TextPosition} TextPosition
 * @typedef {import('./schema-mistakes.mjs').SchemaError} SchemaError
 * @typedef {import('./schema-mistakes.mjs').OneOfBranches} OneOfBranches
 * @typedef {{ at: TextPosition | undefined; message: string }} DocumentProblem
 */

/** Arrays whose items are named by what they hold; the array's own name is then left out (`block 3`, not `blocks`). */
const ITEM_NAMES = new Map([
  ['sections', 'section'],
  ['blocks', 'block'],
  ['items', 'item'],
  ['rows', 'row'],
  ['head', 'heading'],
]);
/** Arrays of blocks: the document's intro, and a section's blocks. */
const BLOCK_ARRAYS = ['intro', 'blocks'];

/**
 * The names of the value at `pointer` in `doc` and of what holds it, outermost first: for
 * `/sections/0/blocks/2/text` `section "titular"`, `block 3 (paragraph)`, `text`. A block is named with its kind
 * unless `kindOfLast` is false and the block is the value itself.
 * @type {(doc: unknown, pointer: string, kindOfLast?: boolean) => string[]}
 */
function names(doc, pointer, kindOfLast = true) {
  const segments = pointer === '' ? [] : pointer.slice(1).split('/').map(unescapePointer);
  /** @type {string[]} */
  const out = [];
  /** @type {any} */
  let node = doc;
  let sectionDepth = 0;
  segments.forEach((segment, k) => {
    const container = node;
    node = container && typeof container === 'object' ? container[segment] : undefined;
    const parent = segments[k - 1] ?? '';
    const last = k === segments.length - 1;
    if (!Array.isArray(container)) {
      // A property: named, unless it is an array named by its items and one of them follows.
      if (!ITEM_NAMES.has(segment) || last) out.push(segment);
      return;
    }
    const n = Number(segment) + 1;
    if (parent === 'sections') {
      const id = typeof node?.id === 'string' && node.id !== '' ? `"${node.id}"` : String(n);
      out.push(`${sectionDepth === 0 ? 'section' : 'sub-section'} ${id}`);
      sectionDepth += 1;
    } else if (BLOCK_ARRAYS.includes(parent)) {
      const kind = typeof node?.type === 'string' && (kindOfLast || !last) ? ` (${node.type})` : '';
      out.push(`block ${n}${kind}`);
    } else if (ITEM_NAMES.has(parent)) {
      out.push(`${ITEM_NAMES.get(parent)} ${n}`);
    } else if (segments[k - 2] === 'rows') {
      out.push(`cell ${n}`);
    } else {
      // Text is a string or a list of runs (text, links, lists drawn from other content).
      out.push(`run ${n}`);
    }
  });
  return out;
}

/**
 * `what` said of the value at `pointer`: `section "titular", block 3 (paragraph): text must be string`.
 * @type {(doc: unknown, pointer: string, what: string) => string}
 */
export function sayOf(doc, pointer, what) {
  const all = names(doc, pointer);
  const subject = all.pop();
  if (subject === undefined) return `the document ${what}`;
  return all.length ? `${all.join(', ')}: ${subject} ${what}` : `${subject} ${what}`;
}

/** `value` as the file writes it. */
const json = (value) => JSON.stringify(value);

/**
 * One schema mistake of a document, placed and told: missing properties at the object that lacks them, unknown ones
 * at their key, an unknown kind of block at its `type`.
 * @type {(doc: unknown, positions: Map<string, JsonPosition>, error: SchemaError, branches: OneOfBranches) => DocumentProblem}
 */
export function documentSchemaProblem(doc, positions, error, branches) {
  const at = error.instancePath;
  const params = error.params;
  /** @type {(pointer: string, what: string) => DocumentProblem} */
  const problem = (pointer, what) => ({ at: positionOf(positions, pointer), message: sayOf(doc, pointer, what) });
  switch (error.keyword) {
    case 'required':
      return {
        ...problem(`${at}/${escapePointer(params.missingProperty)}`, 'is missing'),
        at: positionOf(positions, at),
      };
    case 'additionalProperties': {
      const pointer = `${at}/${escapePointer(params.additionalProperty)}`;
      return {
        ...problem(pointer, 'is not allowed here'),
        at: positions.get(pointer)?.key ?? positionOf(positions, at),
      };
    }
    case 'discriminator': {
      const tag = `${at}/${escapePointer(params.tag)}`;
      const values = branches.tagValues(error);
      const allowed = values.length ? ` (one of ${values.join(', ')})` : '';
      if (params.error === 'mapping') {
        const kind = BLOCK_ARRAYS.includes(at.split('/').at(-2) ?? '') ? 'block type' : 'type';
        const place = names(doc, at, false).join(', ') || 'the document';
        return {
          at: positionOf(positions, tag),
          message: `${place}: unknown ${kind} ${json(params.tagValue)}${allowed}`,
        };
      }
      return problem(tag, `${positions.has(tag) ? 'must be string' : 'is missing'}${allowed}`);
    }
    case 'enum':
      return problem(at, `must be one of ${params.allowedValues.map(json).join(', ')}`);
    case 'const':
      return problem(at, `must be ${json(params.allowedValue)}`);
    default:
      return problem(at, error.message ?? `does not match the schema (${error.keyword})`);
  }
}
