// The "clips" of the video landers: the first photo is the poster (shown at once, the page's largest
// image), and the next ones fade in over it with a slow zoom and pan, looping, without sound. Made in CSS
// from the site's photos: no video file to download or encode, nothing that pretends to be footage of a
// member. Motion stops for visitors who ask for reduced motion, and a button pauses it (WCAG 2.2.2).
//
// The server's HTML holds the poster alone: the next photos are hidden until their turn (4 s on), yet a
// browser fetches every image of the first screen at once, so in the HTML they would share a phone's first
// second of bandwidth with the poster, the page's largest paint. They join the clip once the page runs.
import { keyframes, type Theme } from '@emotion/react';
import { useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { prefersReducedMotion, type LanderMember } from '@dating/shared';
import { LanderPhoto } from '../lander-frame/lander-photo';

/** Seconds each photo is on screen. */
const SLIDE_SECONDS = 4;
export const MAX_SLIDES = 5;

const noSubscription = () => () => {};
/** false in the server's render and while the browser hydrates it, true from the render after. */
const useIsRunning = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

const zoom = keyframes({
  from: { transform: 'scale(1) translate(0, 0)' },
  to: { transform: 'scale(1.12) translate(-2%, -3%)' },
});

export function KenBurns({
  members,
  ratio,
  sizes,
  crossfade,
}: {
  members: LanderMember[];
  ratio: string;
  sizes: string;
  /** transitionsvideolanding fades between photos; video cuts like a story, with progress bars. */
  crossfade: boolean;
}) {
  const intl = useIntl();
  const [paused, setPaused] = useState(false);
  const running = useIsRunning();
  const slides = members.filter((member) => member.image).slice(0, MAX_SLIDES);
  // The progress bars and the pause button count every slide from the start, so hydration changes nothing.
  const drawn = running ? slides : slides.slice(0, 1);
  const total = slides.length * SLIDE_SECONDS;
  // Each slide is visible for its share of the loop; the first one is also the poster underneath.
  const show = keyframes({
    '0%': { opacity: 0 },
    [`${crossfade ? 4 : 0.1}%`]: { opacity: 1 },
    [`${100 / Math.max(1, slides.length)}%`]: { opacity: 1 },
    [`${100 / Math.max(1, slides.length) + (crossfade ? 4 : 0.1)}%`]: { opacity: 0 },
    '100%': { opacity: 0 },
  });
  const playState = paused ? 'paused' : 'running';
  return (
    <div css={{ position: 'relative', borderRadius: 16, overflow: 'hidden', background: '#140C18' }}>
      <div
        role="img"
        aria-label={intl.formatMessage({ id: 'landers.video.label' })}
        css={{ position: 'relative', aspectRatio: ratio }}
      >
        {drawn.map((member, index) => (
          <div
            key={member.id}
            css={{
              position: 'absolute',
              inset: 0,
              // The first photo is the poster: always there underneath; the others take their turn over it.
              opacity: index === 0 ? 1 : 0,
              animation:
                index === 0
                  ? 'none'
                  : `${show} ${total}s linear ${index * SLIDE_SECONDS}s infinite backwards`,
              animationPlayState: playState,
              [prefersReducedMotion]: { animation: 'none' },
            }}
          >
            <LanderPhoto
              image={member.image}
              name={member.name}
              ratio={ratio}
              sizes={sizes}
              priority={index === 0}
              css={{
                height: '100%',
                '& img': {
                  animation: `${zoom} ${SLIDE_SECONDS}s ease-out infinite alternate`,
                  animationPlayState: playState,
                  [prefersReducedMotion]: { animation: 'none' },
                },
              }}
            />
          </div>
        ))}
      </div>
      {!crossfade && slides.length > 1 && (
        <div
          aria-hidden="true"
          css={{ position: 'absolute', top: 8, insetInline: 8, display: 'flex', gap: 4 }}
        >
          {slides.map((member) => (
            <span
              key={member.id}
              css={{ flex: 1, height: 3, borderRadius: 2, background: 'rgba(255,255,255,0.55)' }}
            />
          ))}
        </div>
      )}
      {slides.length > 1 && (
        <button
          type="button"
          aria-pressed={paused}
          onClick={() => setPaused((value) => !value)}
          css={(theme: Theme) => ({
            position: 'absolute',
            right: 8,
            bottom: 8,
            minWidth: 44,
            minHeight: 44,
            padding: '0 12px',
            border: 0,
            borderRadius: theme.radii.pill,
            background: 'rgba(20, 12, 24, 0.7)',
            color: '#FFFFFF',
            font: 'inherit',
            cursor: 'pointer',
            '&:focus-visible': theme.focusRing,
          })}
        >
          {intl.formatMessage({ id: paused ? 'landers.video.play' : 'landers.video.pause' })}
        </button>
      )}
    </div>
  );
}
