import { render, screen } from '@testing-library/react';
import { useTheme } from '@emotion/react';
import { AA_NON_TEXT, AA_TEXT, contrastRatio } from './contrast';
import { createEmotionCache } from './emotion-cache';
import { mediaDown, mediaUp } from './media';
import { createTheme, spacing, theme } from './theme';
import { ThemeRoot } from './theme-root';

describe('theme tokens', () => {
  it('follows spec section 9', () => {
    expect(theme.breakpoints).toEqual({ sm: 576, md: 768, lg: 992, xl: 1200 });
    expect(theme.layout.toastWidth).toBe(350);
    expect([theme.layout.chatListMinWidth, theme.layout.chatListMaxWidth]).toEqual([300, 400]);
    expect(theme.layout.chatColumnMaxWidth).toBe(800);
    expect(theme.colors.unread).toBe(theme.colors.secondary);
  });

  it.each([
    ['onPrimary', 'primary'],
    ['onPrimary', 'primaryHover'],
    ['onSecondary', 'secondary'],
    ['onSecondary', 'secondaryHover'],
    ['onUnread', 'unread'],
    ['onInfo', 'info'],
    ['onSuccess', 'success'],
    ['onWarning', 'warning'],
    ['onDanger', 'danger'],
    ['text', 'background'],
    ['text', 'surface'],
    ['text', 'surfaceMuted'],
    ['textMuted', 'surface'],
    ['textMuted', 'background'],
    ['link', 'surface'],
    ['link', 'background'],
    ['primary', 'surface'],
    ['danger', 'surface'],
    ['danger', 'dangerSurface'],
    ['text', 'infoSurface'],
    ['text', 'successSurface'],
    ['text', 'warningSurface'],
    ['warningText', 'surface'],
    ['warningText', 'warningSurface'],
  ] as const)('%s on %s passes WCAG AA for text', (foreground, background) => {
    expect(contrastRatio(theme.colors[foreground], theme.colors[background])).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each([
    ['focus', 'surface'],
    ['focus', 'background'],
    ['borderStrong', 'surface'],
  ] as const)('%s on %s passes WCAG AA for UI parts', (foreground, background) => {
    expect(contrastRatio(theme.colors[foreground], theme.colors[background])).toBeGreaterThanOrEqual(
      AA_NON_TEXT,
    );
  });

  it('computes contrast like WCAG does', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#ffffff')).toBe(1);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(() => contrastRatio('red', '#fff')).toThrow(/hex/);
  });

  it('lets a site override colours and keeps the focus ring in step', () => {
    const site = createTheme({ colors: { primary: '#0055AA', focus: '#004488' } });
    expect(site.colors.primary).toBe('#0055AA');
    expect(site.colors.secondary).toBe(theme.colors.secondary);
    expect(site.focusRing.outline).toBe('3px solid #004488');
    expect(theme.colors.primary).toBe('#C8107A');
  });

  it('builds media queries and spacing', () => {
    expect(mediaUp('md')).toBe('@media (min-width: 768px)');
    expect(mediaDown('sm')).toBe('@media (max-width: 575.98px)');
    expect(spacing(2)).toBe('8px');
  });
});

describe('createEmotionCache and ThemeRoot', () => {
  it('creates one cache per key and refuses keys emotion cannot use', () => {
    expect(createEmotionCache('mf-chat')).toBe(createEmotionCache('mf-chat'));
    expect(createEmotionCache('mf-chat')).not.toBe(createEmotionCache('mf-members'));
    expect(createEmotionCache('mf-chat').key).toBe('mf-chat');
    expect(() => createEmotionCache('mf_chat')).toThrow();
  });

  it('provides the theme and prefixes class names with the cache key', () => {
    function Probe() {
      const current = useTheme();
      return (
        <p css={{ color: current.colors.primary }} data-testid="probe">
          {current.colors.primary}
        </p>
      );
    }
    render(
      <ThemeRoot
        cache={createEmotionCache('probe-app')}
        theme={createTheme({ colors: { primary: '#123456' } })}
      >
        <Probe />
      </ThemeRoot>,
    );
    const probe = screen.getByTestId('probe');
    expect(probe).toHaveTextContent('#123456');
    expect(probe.className).toMatch(/^probe-app-/);
    expect(getComputedStyle(probe).color).toBe('rgb(18, 52, 86)');
  });
});
