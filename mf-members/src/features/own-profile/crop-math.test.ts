import { cropRect } from './crop-math';

describe('cropRect', () => {
  it('takes the largest centred 4:5 box of a landscape photo', () => {
    const rect = cropRect(1000, 500, { zoom: 1, panX: 0.5, panY: 0.5 });
    expect(rect.height).toBeCloseTo(1);
    expect(rect.width).toBeCloseTo(0.4);
    expect(rect.x).toBeCloseTo(0.3);
    expect(rect.y).toBeCloseTo(0);
  });

  it('zooms and pans inside the image', () => {
    const rect = cropRect(800, 1000, { zoom: 0.5, panX: 1, panY: 0 });
    expect(rect.width * 800).toBeCloseTo(400);
    expect(rect.x + rect.width).toBeCloseTo(1);
    expect(rect.y).toBe(0);
    expect(rect.height).toBeCloseTo(0.5);
  });
});
