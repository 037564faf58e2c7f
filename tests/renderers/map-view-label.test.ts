import { describe, expect, it } from 'vitest';
import { labelStyle } from '../../src/renderers/map-view/ol-map';

describe("the chosen restaurant's label on the map", () => {
  it('is its name, without the override that would draw it reversed', () => {
    expect(labelStyle('Pollo \u202EortneC').getText()?.getText()).toBe('Pollo ortneC');
    expect(labelStyle('Pollo Crujiente Getafe Centro').getText()?.getText()).toBe('Pollo Crujiente Getafe Centro');
  });
});
