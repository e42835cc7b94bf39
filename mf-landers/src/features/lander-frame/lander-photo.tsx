// @feature-public: other features import this module (docs/conventions.md, Layout).
import type { Theme } from '@emotion/react';
import type { LanderImage } from '@dating/shared';

export interface LanderPhotoProps {
  image: LanderImage | null;
  name: string;
  /** The box's aspect ratio (CSS), fixed before the image loads so nothing shifts. */
  ratio?: string;
  /** The width the image is shown at (the `sizes` attribute), e.g. `(min-width: 768px) 25vw, 50vw`. */
  sizes: string;
  /** The largest image of the first screen: loaded at once and first; every other one waits until near. */
  priority?: boolean;
  /** Alt text; decorative (empty) when the name is written next to the photo. */
  alt?: string;
  className?: string;
}

/** A member's photo in a fixed-ratio box: WebP at the width the layout asks for, or an initial without one. */
export function LanderPhoto({
  image,
  name,
  ratio = '3 / 4',
  sizes,
  priority = false,
  alt = '',
  className,
}: LanderPhotoProps) {
  return (
    <div
      className={className}
      css={(theme: Theme) => ({
        position: 'relative',
        aspectRatio: ratio,
        overflow: 'hidden',
        background: theme.colors.surfaceMuted,
      })}
    >
      {image ? (
        <img
          src={image.src}
          srcSet={image.srcset}
          sizes={sizes}
          alt={alt}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? 'sync' : 'async'}
          fetchPriority={priority ? 'high' : undefined}
          css={{
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            objectFit: 'cover',
            display: 'block',
          }}
        />
      ) : (
        <div
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          aria-hidden={alt ? undefined : true}
          css={(theme: Theme) => ({
            position: 'absolute',
            inset: 0,
            display: 'grid',
            placeItems: 'center',
            background: `linear-gradient(135deg, ${theme.colors.primary}, ${theme.colors.secondary})`,
            color: theme.colors.onPrimary,
            fontSize: '3rem',
            fontWeight: theme.fontWeights.bold,
          })}
        >
          {name.slice(0, 1).toUpperCase()}
        </div>
      )}
    </div>
  );
}
