import { describe, expect, it } from 'vitest';
import { jsonPositions, positionOf } from '../../../scripts/check/json-position.mjs';

describe('the positions of the values of a JSON text', () => {
  it('give line and column, from 1, of each value and of each key', () => {
    const text = '{\n  "a": [1, {"b/c": "x\\"y"}],\n  "d~": null\n}';
    const positions = jsonPositions(text);
    expect(positions.get('')).toEqual({ line: 1, column: 1 });
    expect(positions.get('/a')).toEqual({ line: 2, column: 8, key: { line: 2, column: 3 } });
    expect(positions.get('/a/0')).toEqual({ line: 2, column: 9 });
    expect(positions.get('/a/1/b~1c')).toEqual({ line: 2, column: 20, key: { line: 2, column: 13 } });
    expect(positions.get('/d~0')).toEqual({ line: 3, column: 9, key: { line: 3, column: 3 } });
  });

  it('count a line ended by \\r\\n once', () => {
    expect(jsonPositions('{\r\n\r\n  "a": true\r\n}').get('/a')).toEqual({
      line: 3,
      column: 8,
      key: { line: 3, column: 3 },
    });
  });

  it('place a value that is missing at the nearest value holding it', () => {
    const positions = jsonPositions('[\n  {"a": 1}\n]');
    expect(positionOf(positions, '/0/b')).toEqual({ line: 2, column: 3 });
  });

  it('refuse a text that is not JSON, saying where', () => {
    expect(() => jsonPositions('{\n  "a": tru\n}')).toThrow(/2:8/);
  });
});
