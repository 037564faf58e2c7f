import Feature from 'ol/Feature';
import { getCenter } from 'ol/extent';
import Point from 'ol/geom/Point';
import { fromLonLat, get as getProjection } from 'ol/proj';
import VectorSource from 'ol/source/Vector';
import View from 'ol/View';
import { describe, expect, it } from 'vitest';
import {
  CLUSTER_DISTANCE,
  CLUSTER_TEXT,
  clusterFitOptions,
  clusterRadius,
  clusterTap,
  createPinClusters,
  groupStyle,
  membersOf,
  PIN_FILL,
  pinStyle,
  SELECTED_ZOOM,
} from '../../src/renderers/map-view/ol-cluster';

/** A restaurant's pin as the map makes it. */
function pin(id: number, longitude: number, latitude: number): Feature<Point> {
  const feature = new Feature({ geometry: new Point(fromLonLat([longitude, latitude])), pinId: id });
  feature.setId(id);
  return feature;
}

/** Three restaurants a few metres apart in Madrid (two at the very same spot), one in Barcelona. */
const PINS = () => [pin(1, -3.7038, 40.4168), pin(2, -3.7038, 40.4168), pin(3, -3.7036, 40.4169), pin(4, 2.17, 41.39)];

/** The groups at a zoom, each as the ids of its restaurants. */
function groupsAt(pins: Feature<Point>[], zoom: number, selectedId: () => number | null) {
  const source = new VectorSource<Feature<Point>>({ features: pins });
  const clusters = createPinClusters(source, selectedId);
  const view = new View();
  clusters.loadFeatures(
    [-Infinity, -Infinity, Infinity, Infinity],
    view.getResolutionForZoom(zoom),
    getProjection('EPSG:3857')!,
  );
  const groups = () =>
    clusters
      .getFeatures()
      .map((feature) =>
        membersOf(feature)
          .map((member) => member.getId() as number)
          .sort(),
      )
      .sort((a, b) => a[0]! - b[0]!);
  return { clusters, groups };
}

/** WCAG's relative luminance of a #rrggbb colour, and the contrast of two. */
const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const c = parseInt(hex.slice(at, at + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe('the groups of pins on the restaurant map', () => {
  it('groups the restaurants close together on the screen, and leaves a distant one alone', () => {
    const { groups } = groupsAt(PINS(), 9, () => null);
    expect(groups()).toEqual([[1, 2, 3], [4]]);
    expect(CLUSTER_DISTANCE).toBeGreaterThan(0);
  });

  it('never puts the selected restaurant in a group, and groups the others again when it changes', () => {
    let selected: number | null = 2;
    const { clusters, groups } = groupsAt(PINS(), 9, () => selected);
    expect(groups()).toEqual([[1, 3], [4]]);
    expect(groups().flat()).not.toContain(2);
    selected = 4;
    clusters.refresh();
    expect(groups()).toEqual([[1, 2, 3]]);
    selected = null;
    clusters.refresh();
    expect(groups()).toEqual([[1, 2, 3], [4]]);
  });

  it('draws a restaurant alone as its pin and a group as a circle with its count', () => {
    const { clusters } = groupsAt(PINS(), 9, () => null);
    const [group, alone] = [...clusters.getFeatures()].sort((a, b) => membersOf(b).length - membersOf(a).length);
    expect(groupStyle(alone!)).toBe(pinStyle);
    expect(groupStyle(group!).getText()?.getText()).toBe('3');
    expect(clusterRadius(3)).toBeLessThan(clusterRadius(30));
    expect(clusterRadius(300)).toBeLessThan(clusterRadius(3000));
  });

  it("writes a group's count in a colour that reads on its circle", () => {
    expect(contrast(CLUSTER_TEXT, PIN_FILL)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the groups at a chain’s size', () => {
  /** `count` restaurants spread over mainland Spain, the same every run. */
  const chain = (count: number) => {
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
    return Array.from({ length: count }, (_, index) => pin(index + 1, -9 + 12 * next(), 36.5 + 7 * next()));
  };
  const resolution = new View().getResolutionForZoom(9);
  /** A phone's screen of the map at zoom 9 around a place. */
  const screen = (longitude: number, latitude: number) => {
    const [x, y] = fromLonLat([longitude, latitude]);
    return [x! - 200 * resolution, y! - 400 * resolution, x! + 200 * resolution, y! + 400 * resolution];
  };
  const inside = (extent: number[], feature: Feature<Point>) => {
    const [x, y] = feature.getGeometry()!.getCoordinates();
    return x! >= extent[0]! && x! <= extent[2]! && y! >= extent[1]! && y! <= extent[3]!;
  };

  it('are made for the screen and around it: every pin there in one group, each within the distance, far ones left', () => {
    const pins = chain(1000);
    const clusters = createPinClusters(new VectorSource<Feature<Point>>({ features: pins }), () => null);
    const madrid = screen(-3.7, 40.4);
    clusters.loadFeatures(madrid, resolution, getProjection('EPSG:3857')!);
    const grouped = clusters.getFeatures().flatMap((group) => membersOf(group));
    const onScreen = pins.filter((feature) => inside(madrid, feature));
    expect(onScreen.length).toBeGreaterThan(10);
    for (const feature of onScreen) expect(grouped.filter((member) => member === feature)).toHaveLength(1);
    expect(new Set(grouped).size).toBe(grouped.length);
    // Pins far from the screen (Galicia, Catalonia, Andalusia) are in no group.
    expect(grouped.length).toBeLessThan(pins.length / 2);
    for (const group of clusters.getFeatures()) {
      const [first, ...others] = membersOf(group).map((member) => member.getGeometry()!.getCoordinates());
      for (const [x, y] of others) {
        expect(Math.abs(x! - first![0]!)).toBeLessThanOrEqual(2 * CLUSTER_DISTANCE * resolution);
        expect(Math.abs(y! - first![1]!)).toBeLessThanOrEqual(2 * CLUSTER_DISTANCE * resolution);
      }
    }

    // The map moved to Seville, at the same zoom: its pins are grouped there too.
    const seville = screen(-5.98, 37.39);
    clusters.loadFeatures(seville, resolution, getProjection('EPSG:3857')!);
    const there = clusters.getFeatures().flatMap((group) => membersOf(group));
    const onScreenThere = pins.filter((feature) => inside(seville, feature));
    expect(onScreenThere.length).toBeGreaterThan(10);
    for (const feature of onScreenThere) expect(there).toContain(feature);
  });
});

describe('a tap on a group', () => {
  const at = (id: number, x: number, y: number) => ({ id, coordinate: [x, y] });

  it('chooses the restaurant of a group of one, as a tap on its pin does', () => {
    expect(clusterTap([at(7, 10, 20)], 9)).toEqual({ select: 7 });
  });

  it("zooms to fit the group's restaurants, however they lie", () => {
    expect(clusterTap([at(1, 10, 50), at(2, -30, 20), at(3, 0, 80)], 9)).toEqual({ fit: [-30, 20, 10, 80] });
    expect(clusterTap([], 9)).toBeNull();
  });

  it('chooses the first restaurant once the map is at the closest zoom a tap goes to', () => {
    expect(clusterTap([at(5, 0, 0), at(6, 0, 0)], SELECTED_ZOOM)).toEqual({ select: 5 });
    expect(clusterTap([at(5, 0, 0), at(6, 1, 1)], SELECTED_ZOOM + 1)).toEqual({ select: 5 });
  });

  it('takes the view to the zoom of a chosen restaurant for a group at one spot, and closer than before for a city', () => {
    const size = [600, 400];
    const madrid = fromLonLat([-3.7038, 40.4168]);
    const spot = clusterTap([at(1, madrid[0]!, madrid[1]!), at(2, madrid[0]!, madrid[1]!)], 9);
    const view = new View({ center: madrid, zoom: 9 });
    view.fit((spot as { fit: number[] }).fit, { ...clusterFitOptions(true), size });
    expect(view.getZoom()).toBe(SELECTED_ZOOM);
    expect(view.getCenter()).toEqual(madrid);

    // Two restaurants a group apart at zoom 9: the view fits both, with room around them.
    const far = [madrid[0]! + CLUSTER_DISTANCE * view.getResolutionForZoom(9), madrid[1]!];
    const city = clusterTap([at(1, madrid[0]!, madrid[1]!), at(2, far[0]!, far[1]!)], 9) as { fit: number[] };
    const wide = new View({ center: madrid, zoom: 9 });
    wide.fit(city.fit, { ...clusterFitOptions(true), size });
    expect(wide.getZoom()).toBeGreaterThan(9);
    expect(wide.getZoom()).toBeLessThanOrEqual(SELECTED_ZOOM);
    expect(wide.getCenter()![0]).toBeCloseTo(getCenter(city.fit)[0]!, 3);
    const [left, , right] = wide.calculateExtent(size);
    expect(left!).toBeLessThan(madrid[0]!);
    expect(right!).toBeGreaterThan(far[0]!);
  });
});
