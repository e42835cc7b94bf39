// The yardstick of `npm run bench:vitals`: the content of a gallery lander (a heading, a line of text, the
// members' photos, the signup call to action) as a plain client-rendered React page, one bundle, no
// federation, no server-rendered HTML. A public page of the site must beat it, whatever the machine's load.
// Plain `createElement` rather than JSX: the scripts folder is linted and run as plain JavaScript.
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

// Put in at build time by the bench: the members the site's own lander shows, with their picture URLs.
const members = globalThis.YARDSTICK_MEMBERS;

const photoStyle = { width: '100%', height: 'auto', aspectRatio: '1', objectFit: 'cover', borderRadius: 8 };
const gridStyle = {
  listStyle: 'none',
  padding: 0,
  margin: '16px 0 0',
  display: 'grid',
  gap: 8,
  gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
};
const buttonStyle = {
  display: 'inline-block',
  padding: '12px 24px',
  background: '#c2185b',
  color: '#fff',
  borderRadius: 8,
};

function MemberTile({ member }) {
  return h(
    'li',
    null,
    member.image &&
      h('img', {
        src: member.image.src,
        srcSet: member.image.srcset,
        sizes: '(max-width: 600px) 50vw, 240px',
        width: 240,
        height: 240,
        alt: member.name,
        style: photoStyle,
      }),
    h('span', null, `${member.name}, ${member.age}`),
  );
}

function LanderPage() {
  return h(
    'main',
    { style: { maxWidth: 960, margin: '0 auto', padding: 16, fontFamily: 'system-ui, sans-serif' } },
    h('h1', { style: { fontSize: 28, margin: '8px 0' } }, 'Singles near you are online now'),
    h('p', { style: { margin: '0 0 16px' } }, 'Sign up for free and start chatting in a minute.'),
    h('a', { href: '/signup', style: buttonStyle }, 'Sign up for free'),
    h(
      'ul',
      { style: gridStyle },
      members.map((member) => h(MemberTile, { key: member.id, member })),
    ),
  );
}

createRoot(globalThis.document.getElementById('root')).render(h(LanderPage));
