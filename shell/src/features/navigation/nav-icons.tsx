// @feature-public: other features import this module (docs/conventions.md, Layout).
// The navigation's icons: decorative (the text label names each item), drawn by the shared Icon.
import { Icon, type IconName } from '@dating/shared';

export type NavIconName = Extract<
  IconName,
  'search' | 'chat' | 'heart' | 'coins' | 'star' | 'user' | 'back' | 'login'
>;

export function NavIcon({ name }: { name: NavIconName }) {
  return <Icon name={name} />;
}
