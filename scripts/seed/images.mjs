// The seed's images: small square SVG tiles with a label, its stand-in for photos (no network).
// A path is drawn once: the first tile asked for a path decides its label and colour.

const PALETTE = ['#E4572E', '#F3A712', '#29335C', '#4C956C', '#A8201A', '#2E86AB', '#7B2D26', '#6A4C93'];
export const colorOf = (n) => PALETTE[n % PALETTE.length];

const escapeXml = (text) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

function svgTile(label, color) {
  const size = label.length > 1 ? 64 : 112;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240">` +
    `<rect width="240" height="240" rx="28" fill="${color}"/>` +
    `<text x="120" y="${120 + size * 0.36}" font-family="sans-serif" font-size="${size}" font-weight="700" ` +
    `text-anchor="middle" fill="#ffffff">${escapeXml(label)}</text></svg>\n`
  );
}

/** The images of one run: `tile` answers the path to put in a seed file, `files` their contents. */
export function createImages() {
  const files = new Map();
  const tile = (relative, label, color) => {
    if (!files.has(relative)) files.set(relative, svgTile(label, color));
    return relative;
  };
  return { tile, files };
}
