import type { Theme } from '@emotion/react';
import { type PointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@dating/shared';
import { Modal } from '@dating/shared/dialog';
import type { CropRect } from './api/crop-rect';
import { type CropControls, cropRect, MIN_ZOOM } from './crop-math';

const MAX_ZOOM_PERCENT = Math.floor(100 / MIN_ZOOM);

/**
 * Chooses the part of the photo to keep: drag the frame, or use the three sliders (keyboard and screen
 * readers). Only the rectangle goes to the server, which cuts the original.
 */
export function CropDialog({
  file,
  busy,
  onCancel,
  onConfirm,
}: {
  file: File | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (crop: CropRect | null) => void;
}) {
  const intl = useIntl();
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  const [controls, setControls] = useState<CropControls>({ zoom: 1, panX: 0.5, panY: 0.5 });
  const frame = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; start: CropControls } | null>(null);

  const rect = size ? cropRect(size.width, size.height, controls) : null;

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    drag.current = { x: event.clientX, y: event.clientY, start: controls };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    const box = frame.current?.getBoundingClientRect();
    if (!start || !box || !rect) return;
    const roomX = box.width * (1 - rect.width);
    const roomY = box.height * (1 - rect.height);
    const clamp = (value: number) => Math.min(1, Math.max(0, value));
    setControls({
      ...start.start,
      panX: roomX > 0 ? clamp(start.start.panX + (event.clientX - start.x) / roomX) : 0.5,
      panY: roomY > 0 ? clamp(start.start.panY + (event.clientY - start.y) / roomY) : 0.5,
    });
  };
  // Sliders work in whole percent so a screen reader reads "125 %", not "0.8". Zoom is the magnification
  // (right = closer), the inverse of the crop's share of the photo.
  const percentSlider = (
    labelId: string,
    min: number,
    max: number,
    value: number,
    set: (v: number) => void,
  ) => (
    <label css={(theme: Theme) => ({ display: 'grid', gap: theme.space[1], fontSize: theme.fontSizes.sm })}>
      {intl.formatMessage({ id: labelId })}
      <input
        type="range"
        min={min}
        max={max}
        step={1}
        value={Math.round(value)}
        aria-valuetext={intl.formatNumber(Math.round(value) / 100, { style: 'percent' })}
        onChange={(event) => set(Number(event.target.value))}
      />
    </label>
  );

  return (
    <Modal
      open={file !== null}
      onClose={onCancel}
      title={intl.formatMessage({ id: 'members.ownProfile.cropTitle' })}
      size="md"
      fullScreenBelow="md"
      closeOnBackdrop={!busy}
      closeOnEscape={!busy}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={busy}>
            {intl.formatMessage({ id: 'members.ownProfile.cancel' })}
          </Button>
          <Button onClick={() => onConfirm(rect)} loading={busy} disabled={!rect}>
            {intl.formatMessage({ id: 'members.ownProfile.cropSave' })}
          </Button>
        </>
      }
    >
      <div css={(theme: Theme) => ({ display: 'grid', gap: theme.space[3] })}>
        {url && (
          <div
            ref={frame}
            css={{
              position: 'relative',
              // The frame's shadow darkens what is cut away: only on the photo, not the whole dialog.
              overflow: 'hidden',
              maxHeight: '50vh',
              width: 'fit-content',
              margin: '0 auto',
              touchAction: 'none',
            }}
          >
            <img
              src={url}
              alt={intl.formatMessage({ id: 'members.ownProfile.cropPreview' })}
              onLoad={(event) =>
                setSize({
                  width: event.currentTarget.naturalWidth,
                  height: event.currentTarget.naturalHeight,
                })
              }
              css={{ display: 'block', maxWidth: '100%', maxHeight: '50vh' }}
            />
            {rect && (
              <div
                aria-hidden="true"
                onPointerDown={onPointerDown}
                onPointerMove={onPointerMove}
                onPointerUp={() => (drag.current = null)}
                onPointerCancel={() => (drag.current = null)}
                css={(theme: Theme) => ({
                  position: 'absolute',
                  left: `${rect.x * 100}%`,
                  top: `${rect.y * 100}%`,
                  width: `${rect.width * 100}%`,
                  height: `${rect.height * 100}%`,
                  border: `3px solid ${theme.colors.onPrimary}`,
                  outline: `1px solid ${theme.colors.text}`,
                  boxShadow: '0 0 0 9999px rgba(0, 0, 0, 0.5)',
                  cursor: 'move',
                })}
              />
            )}
          </div>
        )}
        <div
          css={(theme: Theme) => ({
            display: 'grid',
            gap: theme.space[2],
            gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
          })}
        >
          {percentSlider(
            'members.ownProfile.cropZoom',
            100,
            MAX_ZOOM_PERCENT,
            100 / controls.zoom,
            (percent) => setControls({ ...controls, zoom: 100 / percent }),
          )}
          {percentSlider('members.ownProfile.cropHorizontal', 0, 100, controls.panX * 100, (percent) =>
            setControls({ ...controls, panX: percent / 100 }),
          )}
          {percentSlider('members.ownProfile.cropVertical', 0, 100, controls.panY * 100, (percent) =>
            setControls({ ...controls, panY: percent / 100 }),
          )}
        </div>
      </div>
    </Modal>
  );
}
