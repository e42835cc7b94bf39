// A stylised map of the visitor's country: one hexagon per region where members live (most members
// first, in a honeycomb), shaded by how many. No map tiles, no outlines to download, no geolocation
// prompt: the country comes from the request (see api lander-map.php).
import type { Theme } from '@emotion/react';
import { useIntl } from 'react-intl';
import type { LanderMapRegion } from '@dating/shared';

const R = 40; // hexagon radius
const W = Math.sqrt(3) * R;
const H = 1.5 * R;

function hexPoints(cx: number, cy: number): string {
  return Array.from({ length: 6 }, (_, i) => {
    const angle = (Math.PI / 180) * (60 * i - 30);
    return `${(cx + R * Math.cos(angle)).toFixed(1)},${(cy + R * Math.sin(angle)).toFixed(1)}`;
  }).join(' ');
}

/** Tile centres: rows of `columns` hexagons, every other row shifted by half a hexagon. */
export function hexLayout(count: number): { columns: number; centres: { x: number; y: number }[] } {
  const columns = Math.max(1, Math.min(4, Math.ceil(Math.sqrt(count))));
  const centres = Array.from({ length: count }, (_, i) => {
    const row = Math.floor(i / columns);
    const col = i % columns;
    return { x: W / 2 + col * W + (row % 2 ? W / 2 : 0) + 4, y: R + row * H + 4 };
  });
  return { columns, centres };
}

export function RegionMap({ regions, countryName }: { regions: LanderMapRegion[]; countryName: string }) {
  const intl = useIntl();
  const { columns, centres } = hexLayout(regions.length);
  const rows = Math.ceil(regions.length / columns);
  const width = columns * W + W / 2 + 8;
  const height = R * 2 + (rows - 1) * H + 8;
  const most = Math.max(1, ...regions.map((region) => region.count));
  return (
    <figure css={{ margin: 0, display: 'grid', gap: 12, justifyItems: 'center' }}>
      <svg
        viewBox={`0 0 ${width.toFixed(0)} ${height.toFixed(0)}`}
        role="img"
        aria-labelledby="lander-map-title"
        css={{
          width: '100%',
          maxWidth: 520,
          height: 'auto',
          aspectRatio: `${width.toFixed(0)} / ${height.toFixed(0)}`,
        }}
      >
        <title id="lander-map-title">
          {intl.formatMessage(
            { id: 'landers.map.label' },
            {
              country: countryName,
              regions: intl.formatList(
                regions.map((region) =>
                  intl.formatMessage(
                    { id: 'landers.map.region-count' },
                    { region: region.name, count: region.count },
                  ),
                ),
              ),
            },
          )}
        </title>
        {regions.map((region, index) => {
          const centre = centres[index] ?? { x: 0, y: 0 };
          const strength = 0.35 + 0.65 * (region.count / most);
          return (
            <g key={region.code}>
              <polygon
                points={hexPoints(centre.x, centre.y)}
                css={(theme: Theme) => ({
                  fill: theme.colors.primary,
                  fillOpacity: strength,
                  stroke: '#FFFFFF',
                  strokeWidth: 3,
                })}
              />
              <text
                x={centre.x}
                y={centre.y - 4}
                textAnchor="middle"
                css={{ fontSize: 13, fontWeight: 700, fill: '#FFFFFF' }}
              >
                {region.code}
              </text>
              <text
                x={centre.x}
                y={centre.y + 14}
                textAnchor="middle"
                css={{ fontSize: 12, fill: '#FFFFFF' }}
              >
                {region.count}
              </text>
            </g>
          );
        })}
      </svg>
      {/* The tiles carry short codes; the legend names the regions. */}
      <figcaption css={{ width: '100%' }}>
        <ul
          css={(theme: Theme) => ({
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            gap: `${theme.space[1]}px ${theme.space[3]}px`,
            fontSize: theme.fontSizes.sm,
            color: theme.colors.textMuted,
          })}
        >
          {regions.map((region) => (
            <li key={region.code}>
              <strong>{region.code}</strong>{' '}
              {intl.formatMessage(
                { id: 'landers.map.region-count' },
                { region: region.name, count: region.count },
              )}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
