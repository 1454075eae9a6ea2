// A point on the map: the ports' calls and answers all carry one, so it sits below them.

export interface GeoPoint {
  readonly lat: number;
  readonly lng: number;
}
