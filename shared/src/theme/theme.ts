// Design tokens (spec section 9: magenta primary, orange secondary, unread = secondary, the breakpoints and
// sizes). White-label sites override colours with createTheme; the contrast test guards the defaults.

const colors = {
  primary: '#C8107A',
  primaryHover: '#A80D66',
  onPrimary: '#FFFFFF',
  secondary: '#F28C00',
  secondaryHover: '#D97B00',
  onSecondary: '#1F1A17',
  /** The spec wants unread markers in the secondary colour. */
  unread: '#F28C00',
  onUnread: '#1F1A17',
  text: '#1F1A17',
  textMuted: '#5F5866',
  link: '#A80D66',
  background: '#F6F4F7',
  surface: '#FFFFFF',
  surfaceMuted: '#EEEAF0',
  border: '#DDD8E0',
  /** Form control borders need 3:1 against the surface (WCAG 1.4.11). */
  borderStrong: '#857D8C',
  focus: '#1F6FB2',
  backdrop: 'rgba(20, 12, 24, 0.6)',
  info: '#1F6FB2',
  onInfo: '#FFFFFF',
  infoSurface: '#E8F1FA',
  success: '#1E7B34',
  onSuccess: '#FFFFFF',
  successSurface: '#E7F4EA',
  warning: '#FFB020',
  onWarning: '#1F1A17',
  /** Warning text on light surfaces: the bright warning colour is for fills only. */
  warningText: '#8A4B00',
  warningSurface: '#FFF4DE',
  danger: '#B42318',
  onDanger: '#FFFFFF',
  dangerSurface: '#FDECEA',
};

export type ThemeColors = typeof colors;

export const baseTheme = {
  colors,
  /** Bootstrap-style breakpoints of the spec: min-widths in px. */
  breakpoints: { sm: 576, md: 768, lg: 992, xl: 1200 },
  /** Spacing scale in px: space[2] is 8 px. */
  space: [0, 4, 8, 12, 16, 24, 32, 48, 64] as readonly number[],
  radii: { sm: 4, md: 8, lg: 16, pill: 9999 },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
  fontWeights: { regular: 400, medium: 500, bold: 700 },
  lineHeights: { tight: 1.25, body: 1.5 },
  shadows: {
    sm: '0 1px 2px rgba(31, 26, 23, 0.12)',
    md: '0 4px 12px rgba(31, 26, 23, 0.16)',
    lg: '0 12px 32px rgba(31, 26, 23, 0.24)',
  },
  zIndices: { nav: 100, dropdown: 200, modal: 1000, toast: 1100, progress: 1200 },
  layout: {
    toastWidth: 350,
    chatListMinWidth: 300,
    chatListMaxWidth: 400,
    chatColumnMaxWidth: 800,
    contentMaxWidth: 1140,
    /** The top navigation bar's height; overlays (toasts) start below it. */
    headerHeight: 60,
    /**
     * The lander layout's logo bar, exactly: a page the server rendered keeps this room for it until the
     * shell draws it (remote-app/server-frame.ts), so the bar's arrival moves nothing.
     */
    landerHeaderHeight: 57,
    /** Below 768 px the member navigation is a bar at the bottom of the screen, this tall. */
    bottomBarHeight: 64,
  },
  /** One visible focus style for every interactive element (outline survives Windows high-contrast mode). */
  focusRing: {
    outline: `3px solid ${colors.focus}`,
    outlineOffset: '2px',
  },
  transitions: { fast: '120ms ease-out', normal: '200ms ease-out' },
};

export type AppTheme = typeof baseTheme;

export type ThemeOverrides = { colors?: Partial<ThemeColors> } & Partial<Omit<AppTheme, 'colors'>>;

/** A site's theme: the base tokens with its own colours (the focus ring follows an overridden focus colour). */
export function createTheme(overrides: ThemeOverrides = {}): AppTheme {
  const merged = { ...baseTheme.colors, ...overrides.colors };
  return {
    ...baseTheme,
    ...overrides,
    colors: merged,
    focusRing: overrides.focusRing ?? { ...baseTheme.focusRing, outline: `3px solid ${merged.focus}` },
  };
}

export const theme: AppTheme = baseTheme;

/** Spacing in px from the scale, as a CSS length: `spacing(2)` is `8px`. */
export function spacing(step: number): string {
  return `${baseTheme.space[step] ?? step * 4}px`;
}

declare module '@emotion/react' {
  // Typed `theme` in css props, styled components and useTheme().
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends AppTheme {}
}
