import type { Theme } from '@emotion/react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button, pathFor } from '@dating/shared';
import { MemberPhoto } from '../member-card/member-photo';
import type { MemberView } from '@dating/shared';

export interface PhotoGalleryProps {
  member: MemberView;
  loggedIn: boolean;
  unlocking: boolean;
  onUnlock: () => void;
}

/** The member's photos: one large, the rest as thumbnails; the photos the viewer may not see yet are counted. */
export function PhotoGallery({ member, loggedIn, unlocking, onUnlock }: PhotoGalleryProps) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const current = member.photos[index] ?? member.photos[0];
  const list = useRef<HTMLUListElement>(null);
  // Tab reaches the selected thumbnail; the arrow keys (Home, End) step through the photos from there.
  const step = (event: KeyboardEvent<HTMLButtonElement>, from: number) => {
    const last = member.photos.length - 1;
    const to = {
      ArrowRight: Math.min(last, from + 1),
      ArrowDown: Math.min(last, from + 1),
      ArrowLeft: Math.max(0, from - 1),
      ArrowUp: Math.max(0, from - 1),
      Home: 0,
      End: last,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    setIndex(to);
    list.current?.querySelectorAll('button')[to]?.focus();
  };
  return (
    <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[3] })}>
      <div
        css={(theme: Theme) => ({
          aspectRatio: '4 / 5',
          borderRadius: theme.radii.lg,
          overflow: 'hidden',
          background: theme.colors.surfaceMuted,
          boxShadow: theme.shadows.md,
        })}
      >
        {current ? (
          <img
            src={current.url}
            // The profile's largest paint: the page preloads the first photo at this priority too.
            fetchPriority="high"
            alt={intl.formatMessage(
              { id: 'members.profile.photoAlt' },
              { name: member.name, number: index + 1, total: member.photos.length },
            )}
            css={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <MemberPhoto image={null} name={member.name} />
        )}
      </div>
      {(member.photos.length > 1 || member.photos_hidden > 0) && (
        <ul
          ref={list}
          css={(theme: Theme) => ({
            display: 'flex',
            flexWrap: 'wrap',
            gap: theme.space[2],
            listStyle: 'none',
            margin: 0,
            padding: 0,
          })}
        >
          {member.photos.map((photo, i) => (
            <li key={photo.id}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                onKeyDown={(event) => step(event, i)}
                tabIndex={i === index ? 0 : -1}
                aria-pressed={i === index}
                aria-label={intl.formatMessage({ id: 'members.profile.showPhoto' }, { number: i + 1 })}
                css={(theme: Theme) => ({
                  width: 64,
                  height: 64,
                  padding: 0,
                  borderRadius: theme.radii.md,
                  overflow: 'hidden',
                  border: `3px solid ${i === index ? theme.colors.primary : 'transparent'}`,
                  cursor: 'pointer',
                  '&:focus-visible': theme.focusRing,
                })}
              >
                <img
                  src={photo.thumb_url}
                  alt=""
                  css={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {member.photos_hidden > 0 && (
        <div
          css={(theme: Theme) => ({
            display: 'grid',
            gap: theme.space[2],
            padding: theme.space[3],
            borderRadius: theme.radii.md,
            background: theme.colors.surfaceMuted,
          })}
        >
          <p css={{ margin: 0 }}>
            {intl.formatMessage({ id: 'members.profile.hiddenPhotos' }, { count: member.photos_hidden })}
          </p>
          {!loggedIn ? (
            <Button asLink href={pathFor('login')} size="sm">
              {intl.formatMessage({ id: 'members.profile.loginForPhotos' })}
            </Button>
          ) : (
            <div css={(theme: Theme) => ({ display: 'flex', flexWrap: 'wrap', gap: theme.space[2] })}>
              {member.unlock_credits > 0 && (
                <Button size="sm" onClick={onUnlock} loading={unlocking}>
                  {intl.formatMessage(
                    { id: 'members.profile.unlockPhotos' },
                    { credits: member.unlock_credits },
                  )}
                </Button>
              )}
              <Button asLink href={pathFor('premium')} size="sm" variant="secondary">
                {intl.formatMessage({ id: 'members.profile.premiumForPhotos' })}
              </Button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
