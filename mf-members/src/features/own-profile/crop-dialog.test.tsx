/// <reference types="@testing-library/jest-dom" />
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@dating/shared/testing';
import { CropDialog } from './crop-dialog';

beforeAll(() => {
  // jsdom has no object URLs; the dialog only needs a string to put in the preview's src.
  URL.createObjectURL = () => 'blob:photo';
  URL.revokeObjectURL = () => undefined;
});

function openWithPhoto(width: number, height: number) {
  const onConfirm = jest.fn();
  const rendered = renderWithProviders(
    <CropDialog file={new File(['x'], 'me.jpg')} busy={false} onCancel={jest.fn()} onConfirm={onConfirm} />,
  );
  const preview = screen.getByRole('img', { name: 'The photo you chose' });
  Object.defineProperty(preview, 'naturalWidth', { value: width });
  Object.defineProperty(preview, 'naturalHeight', { value: height });
  fireEvent.load(preview);
  return { ...rendered, onConfirm };
}

describe('CropDialog', () => {
  it('starts with the whole photo: zoom 100 %, the frame centred', () => {
    openWithPhoto(1000, 1000);
    expect(screen.getByRole('slider', { name: 'Zoom' })).toHaveValue('100');
    expect(screen.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuetext', '100%');
    expect(screen.getByRole('slider', { name: 'Left – right' })).toHaveAttribute('aria-valuetext', '50%');
  });

  it('zooming in to the right sends a smaller rectangle where the sliders put it', async () => {
    const { user, onConfirm } = openWithPhoto(1000, 1000);
    fireEvent.change(screen.getByRole('slider', { name: 'Zoom' }), { target: { value: '200' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Left – right' }), { target: { value: '0' } });
    fireEvent.change(screen.getByRole('slider', { name: 'Up – down' }), { target: { value: '100' } });
    expect(screen.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('aria-valuetext', '200%');
    await user.click(screen.getByRole('button', { name: 'Upload photo' }));
    // Half the height of the largest 4:5 box (1000 px high, 800 wide), at the left and the bottom.
    const rect = onConfirm.mock.calls[0][0];
    expect(rect.height).toBeCloseTo(0.5);
    expect(rect.width).toBeCloseTo(0.4);
    expect(rect.x).toBeCloseTo(0);
    expect(rect.y).toBeCloseTo(0.5);
  });

  it('keeps the zoom within a little over 3x', () => {
    openWithPhoto(1000, 1000);
    expect(screen.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('max', '333');
    expect(screen.getByRole('slider', { name: 'Zoom' })).toHaveAttribute('min', '100');
  });
});
