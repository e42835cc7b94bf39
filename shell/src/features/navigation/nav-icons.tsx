// The navigation's icons: decorative (the text label names each item), 24 px, drawn in currentColor.
const paths = {
  search:
    'M10 2a8 8 0 0 1 6.3 12.9l5.4 5.4-1.4 1.4-5.4-5.4A8 8 0 1 1 10 2zm0 2a6 6 0 1 0 0 12 6 6 0 0 0 0-12z',
  chat: 'M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H8l-5 4V5a2 2 0 0 1 1-2zm1 2v12.2L7.3 16H20V5H5z',
  heart:
    'M12 21.4 10.6 20C5.4 15.4 2 12.3 2 8.5A5.4 5.4 0 0 1 7.5 3c1.7 0 3.4.8 4.5 2.1A6 6 0 0 1 16.5 3 5.4 5.4 0 0 1 22 8.5c0 3.8-3.4 6.9-8.6 11.5L12 21.4z',
  coins:
    'M12 2C6.5 2 3 4 3 6.5v11C3 20 6.5 22 12 22s9-2 9-4.5v-11C21 4 17.5 2 12 2zm0 2c4.4 0 7 1.5 7 2.5S16.4 9 12 9 5 7.5 5 6.5 7.6 4 12 4zm7 13.5c0 1-2.6 2.5-7 2.5s-7-1.5-7-2.5v-2.1c1.6 1 4.1 1.6 7 1.6s5.4-.6 7-1.6v2.1zm0-5c0 1-2.6 2.5-7 2.5s-7-1.5-7-2.5v-2.1c1.6 1 4.1 1.6 7 1.6s5.4-.6 7-1.6v2.1z',
  star: 'm12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1L12 2z',
  user: 'M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-9 2.2-9 5.5V22h18v-2.5c0-3.3-4.6-5.5-9-5.5z',
  back: 'M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20v-2z',
  login: 'M10 17v-3H3v-4h7V7l5 5-5 5zm3-15h7a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2h-7v-2h7V4h-7V2z',
} as const;

export type NavIconName = keyof typeof paths;

export function NavIcon({ name }: { name: NavIconName }) {
  return (
    <svg aria-hidden="true" focusable="false" width="24" height="24" viewBox="0 0 24 24" fill="currentColor">
      <path d={paths[name]} />
    </svg>
  );
}
