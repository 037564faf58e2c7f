import { fromLonLat } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import { describe, expect, it } from 'vitest';
import outline from '../../src/renderers/map-view/outline.json';
import { createOutlineLayer, drawOutline } from '../../src/renderers/map-view/outline-layer';

const provinceLines = (outline.features.find((item) => item.id === 'provinces')!.geometry.coordinates as unknown[]).length;
const countries = outline.features.length - 1;

describe('the outline layer', () => {
  it('starts empty and is filled a batch at a time, a feature per province border, with its attribution', async () => {
    const layer = createOutlineLayer('Contornos: Natural Earth e IGN');
    const source = layer.getSource()!;
    expect(source.getFeatures()).toHaveLength(0);
    const sizes: number[] = [];
    source.on('change', () => sizes.push(source.getFeatures().length));
    await drawOutline(source, new AbortController().signal);
    const features = source.getFeatures();
    expect(features).toHaveLength(countries + provinceLines);
    expect(features.filter((feature) => feature.get('name') === 'provinces').every((feature) => feature.getGeometry()?.getType() === 'LineString')).toBe(true);
    // In the map's projection: Madrid is in Spain, Lisbon is not.
    const spain = features.filter((feature) => feature.get('name') === 'Spain');
    expect(spain).toHaveLength(1);
    expect(spain[0]!.getGeometry()!.intersectsCoordinate(fromLonLat([-3.7, 40.42]))).toBe(true);
    expect(spain[0]!.getGeometry()!.intersectsCoordinate(fromLonLat([-9.14, 38.72]))).toBe(false);
    // Several batches: the source grew in steps.
    expect(sizes.length).toBeGreaterThan(2);
    expect(sizes.at(-1)).toBe(features.length);
    const attributions = source.getAttributions();
    expect(typeof attributions === 'function' ? attributions({} as never) : attributions).toEqual(['Contornos: Natural Earth e IGN']);
  });

  it('stops when its map goes', async () => {
    const source = new VectorSource();
    const controller = new AbortController();
    const drawing = drawOutline(source, controller.signal);
    controller.abort();
    await expect(drawing).rejects.toMatchObject({ name: 'AbortError' });
    expect(source.getFeatures()).toHaveLength(0);
  });
});
