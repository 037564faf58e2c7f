import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Idle from '../../src/lib/idle';
import outlineFile from '../../src/renderers/map-view/outline.json';

/** The quiet moments the outline waits for, counted; `onWait` runs at each. */
const idle = vi.hoisted(() => ({ waits: 0, onWait: (() => undefined) as (count: number) => void }));
vi.mock('../../src/lib/idle', async (importOriginal) => {
  const actual = await importOriginal<typeof Idle>();
  return {
    ...actual,
    whenIdle: (signal: AbortSignal, timeout?: number) => {
      idle.waits += 1;
      idle.onWait(idle.waits);
      return actual.whenIdle(signal, timeout);
    },
  };
});

const { createOutlineLayer, drawOutline } = await import('../../src/renderers/map-view/outline-layer');
type Outline = Parameters<typeof drawOutline>[1];
const outline = outlineFile as unknown as Outline;

const provinceLines = (outline.features.find((item) => item.id === 'provinces')!.geometry.coordinates as unknown[])
  .length;
const countries = outline.features.length - 1;

beforeEach(() => {
  idle.waits = 0;
  idle.onWait = () => undefined;
});

describe('the outline layer', () => {
  it('starts empty and is filled at once, its features made a batch per quiet moment, a feature per province border, with its attribution', async () => {
    const layer = createOutlineLayer('Contornos: Natural Earth e IGN');
    const source = layer.getSource()!;
    expect(source.getFeatures()).toHaveLength(0);
    const sizes: number[] = [];
    source.on('change', () => sizes.push(source.getFeatures().length));
    await drawOutline(source, outline, new AbortController().signal);
    const features = source.getFeatures();
    expect(features).toHaveLength(countries + provinceLines);
    expect(
      features
        .filter((feature) => feature.get('name') === 'provinces')
        .every((feature) => feature.getGeometry()?.getType() === 'LineString'),
    ).toBe(true);
    // In the map's projection: Madrid is in Spain, Lisbon is not.
    const spain = features.filter((feature) => feature.get('name') === 'Spain');
    expect(spain).toHaveLength(1);
    expect(spain[0]!.getGeometry()!.intersectsCoordinate(fromLonLat([-3.7, 40.42]))).toBe(true);
    expect(spain[0]!.getGeometry()!.intersectsCoordinate(fromLonLat([-9.14, 38.72]))).toBe(false);
    // Made over several quiet moments, added in one step: the map draws the outline once, not once per batch.
    expect(idle.waits).toBeGreaterThan(2);
    expect(sizes).toEqual([features.length]);
    const attributions = source.getAttributions();
    expect(typeof attributions === 'function' ? attributions({} as never) : attributions).toEqual([
      'Contornos: Natural Earth e IGN',
    ]);
  });

  it('stops when its map goes', async () => {
    const source = new VectorSource();
    const controller = new AbortController();
    const drawing = drawOutline(source, outline, controller.signal);
    controller.abort();
    await expect(drawing).rejects.toMatchObject({ name: 'AbortError' });
    expect(source.getFeatures()).toHaveLength(0);
  });

  it('adds nothing when its map goes halfway through', async () => {
    const source = new VectorSource();
    const controller = new AbortController();
    idle.onWait = (count) => {
      if (count === 3) controller.abort();
    };
    await expect(drawOutline(source, outline, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    expect(idle.waits).toBe(3);
    expect(source.getFeatures()).toHaveLength(0);
  });
});
