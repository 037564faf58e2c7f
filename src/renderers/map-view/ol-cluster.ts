import type { Coordinate } from 'ol/coordinate';
import type Feature from 'ol/Feature';
import type { FeatureLike } from 'ol/Feature';
import {
  boundingExtent,
  buffer,
  containsExtent,
  createEmpty,
  createOrUpdateFromCoordinate,
  type Extent,
  getHeight,
  getWidth,
} from 'ol/extent';
import type Point from 'ol/geom/Point';
import type { Projection } from 'ol/proj';
import { getUid } from 'ol/util';
import Cluster from 'ol/source/Cluster';
import type VectorSource from 'ol/source/Vector';
import { Circle, Fill, Stroke, Style, Text } from 'ol/style';

/** The zoom a chosen restaurant is shown at; a tap on a group of pins zooms in no further. */
export const SELECTED_ZOOM = 17;

/**
 * Pins closer than this many pixels on the screen are drawn as one circle with their count: at a chain's size the
 * pins of a city lay on each other, could not be told apart or tapped one by one, and each was drawn on its own.
 * About a fingertip and a half.
 */
export const CLUSTER_DISTANCE = 40;

/** Room kept around a group's restaurants when a tap zooms to them, so no pin lands on the map's edge or controls. */
export const CLUSTER_PADDING: readonly [number, number, number, number] = [56, 56, 56, 56];

/** How the view fits a group's restaurants (`view.fit`): with room around them, and no closer than SELECTED_ZOOM. */
export const clusterFitOptions = (reducedMotion: boolean) => ({
  padding: [...CLUSTER_PADDING],
  maxZoom: SELECTED_ZOOM,
  duration: reducedMotion ? 0 : 400,
});

/** A pin's and a group's colours: white on this red is 6.5:1, and the white ring keeps them apart from the land. */
export const PIN_FILL = '#b3261e';
export const PIN_RING = '#ffffff';
export const CLUSTER_TEXT = '#ffffff';

export const pinStyle = new Style({
  image: new Circle({
    radius: 8,
    fill: new Fill({ color: PIN_FILL }),
    stroke: new Stroke({ color: PIN_RING, width: 2 }),
  }),
});

/** A group's circle grows with its count's digits, so the count always fits inside it. */
export const clusterRadius = (count: number): number => (count < 10 ? 14 : count < 100 ? 17 : count < 1000 ? 20 : 24);

const clusterCircles = new Map<number, Circle>();
const clusterCircle = (radius: number) => {
  let circle = clusterCircles.get(radius);
  if (!circle) {
    circle = new Circle({
      radius,
      fill: new Fill({ color: PIN_FILL }),
      stroke: new Stroke({ color: PIN_RING, width: 2 }),
    });
    clusterCircles.set(radius, circle);
  }
  return circle;
};

/** The circles of every size of group, drawn ahead of the first frame that shows them. */
export const clusterCircleSizes = (): Circle[] =>
  [1, 10, 100, 1000].map((count) => clusterCircle(clusterRadius(count)));

/** A group's count's font. */
export const CLUSTER_FONT = '700 13px system-ui, sans-serif';

const clusterStyles = new Map<number, Style>();
/** A group of `count` restaurants: a red circle with its count in white. Made once per count. */
export function clusterStyle(count: number): Style {
  let style = clusterStyles.get(count);
  if (!style) {
    style = new Style({
      image: clusterCircle(clusterRadius(count)),
      text: new Text({
        text: String(count),
        font: CLUSTER_FONT,
        fill: new Fill({ color: CLUSTER_TEXT }),
      }),
    });
    clusterStyles.set(count, style);
  }
  return style;
}

/** The restaurants a feature of the groups' layer stands for (one for a pin drawn alone). */
export const membersOf = (feature: FeatureLike): Feature<Point>[] =>
  (feature.get('features') as Feature<Point>[] | undefined) ?? [];

/** A feature of the groups' layer: a restaurant alone is drawn as its pin, several as a circle with their count. */
export const groupStyle = (feature: FeatureLike): Style => {
  const count = membersOf(feature).length;
  return count > 1 ? clusterStyle(count) : pinStyle;
};

/**
 * OpenLayers' `Cluster`, grouping only the pins on the screen and about a screen around it. Its own groups every pin
 * of the list at each zoom: at a chain's size, most of them far off the screen, and that grouping was the largest
 * part of the map's first drawing. These are made again when the map zooms, when the pins change, and when it moves
 * past what was grouped. The groups are made as OpenLayers makes them (each pin not yet in a group gathers those
 * within the distance around it, in the same order), so those on the screen are the same.
 */
class GroupsInView extends Cluster<Feature<Point>> {
  /** The part of the map the layer asked for last: the screen and the layer's margin around it. */
  private asked: Extent | null = null;
  /** The part of the map whose pins are grouped now. */
  private grouped: Extent | null = null;

  override loadFeatures(extent: Extent, resolution: number, projection: Projection) {
    this.asked = extent.slice();
    const moved = resolution === this.resolution && this.grouped !== null && !containsExtent(this.grouped, extent);
    // A new zoom groups them again in there.
    super.loadFeatures(extent, resolution, projection);
    if (moved) this.refresh();
  }

  protected override cluster() {
    const { resolution, source, asked } = this;
    this.grouped = null;
    if (resolution === undefined || !source || !asked) return;
    const grouped = buffer(asked, Math.max(getWidth(asked), getHeight(asked)) / 2);
    this.grouped = grouped;
    const around = createEmpty();
    const mapDistance = this.distance * resolution;
    const inGroup = new Set<string>();
    for (const feature of source.getFeaturesInExtent(grouped)) {
      if (inGroup.has(getUid(feature))) continue;
      const geometry = this.geometryFunction(feature) as Point | null;
      if (!geometry) continue;
      createOrUpdateFromCoordinate(geometry.getCoordinates(), around);
      buffer(around, mapDistance, around);
      const neighbours = source.getFeaturesInExtent(around).filter((neighbour) => {
        const uid = getUid(neighbour);
        if (inGroup.has(uid)) return false;
        inGroup.add(uid);
        return true;
      });
      this.features.push(this.createCluster(neighbours, around));
    }
  }
}

/**
 * The groups of the pins of `pins` on the screen, at each zoom. The selected restaurant (`selectedId()`) is left out
 * of every group: it is drawn alone, highlighted, on a layer of its own, however many restaurants stand near it. Its
 * change needs `refresh()` of the groups, not new pins.
 */
export function createPinClusters(pins: VectorSource<Feature<Point>>, selectedId: () => number | null): Cluster {
  return new GroupsInView({
    source: pins,
    distance: CLUSTER_DISTANCE,
    geometryFunction: (feature) => (feature.getId() === selectedId() ? null : (feature.getGeometry() ?? null)),
  });
}

/**
 * What a tap on a group of restaurants does at `zoom`: zoom to fit them (their extent, fitted with
 * CLUSTER_PADDING and zooming in no further than SELECTED_ZOOM, where even restaurants at the same spot are shown),
 * or, once the map is at that zoom already and they still stand together, choose the first of them as a tap on its
 * pin does: its entry in the list shows its neighbours too.
 */
export function clusterTap(
  members: readonly { id: number; coordinate: Coordinate }[],
  zoom: number,
): { fit: Extent } | { select: number } | null {
  const first = members[0];
  if (!first) return null;
  if (members.length === 1 || zoom >= SELECTED_ZOOM) return { select: first.id };
  return { fit: boundingExtent(members.map((member) => [...member.coordinate])) };
}
