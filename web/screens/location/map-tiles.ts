// The map's tile URL is a setting, read from index.html:
//   <meta name="jumun:map-tiles" content="/tiles/{z}/{x}/{y}.png" />
//   <meta name="jumun:map-tiles-attribution" content="© OpenStreetMap contributors" />
// Empty (the default) draws no tiles: the marker, moving the map and the address lookup work the
// same, which is what a machine without internet gets. The gateway's CSP allows images from 'self'
// and data: only, so tiles are served through the same origin (a path the gateway or a proxy in
// front of it answers) unless that policy is widened to name the tile server.

export interface MapTiles {
  readonly url: string;
  readonly attribution: string;
}

const read = (name: string): string =>
  document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() ?? '';

export function mapTiles(): MapTiles | null {
  const url = read('jumun:map-tiles');
  return url === '' ? null : { url, attribution: read('jumun:map-tiles-attribution') };
}
