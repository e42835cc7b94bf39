// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { Theme } from '@emotion/react';
import { thumbUrl, type MainImage } from '@dating/shared';

/** A member's photo, or an initial on a tinted square when there is none (decorative: the name is next to it). */
export function MemberPhoto({
  image,
  name,
  size = 'thumb',
  className,
  priority = false,
}: {
  image: MainImage | null;
  name: string;
  size?: 'thumb' | 'full';
  className?: string;
  /** In the first screen (the first tiles of a grid): loaded at once, first, as the page's largest paint. */
  priority?: boolean;
}) {
  if (image) {
    const src = size === 'thumb' ? thumbUrl(image) : image.match;
    return (
      <img
        className={className}
        src={src}
        alt=""
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        css={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    );
  }
  return (
    <div
      className={className}
      aria-hidden="true"
      css={(theme: Theme) => ({
        width: '100%',
        height: '100%',
        display: 'grid',
        placeItems: 'center',
        // The initial scales with the tile: large on a profile, small in a 48 px avatar.
        containerType: 'inline-size',
        background: `linear-gradient(135deg, ${theme.colors.primary}, ${theme.colors.secondary})`,
        color: theme.colors.onPrimary,
        fontWeight: theme.fontWeights.bold,
      })}
    >
      <span css={{ fontSize: '40cqi', lineHeight: 1 }}>{name.slice(0, 1).toUpperCase()}</span>
    </div>
  );
}
