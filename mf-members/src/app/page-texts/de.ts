// The German texts of every page but search, one chunk (see ../pages.tsx).
import matchFinder from '../../features/match-finder/chunk-messages/de.json';
import memberProfile from '../../features/member-profile/chunk-messages/de.json';
import notifications from '../../features/notifications/chunk-messages/de.json';
import ownProfile from '../../features/own-profile/chunk-messages/de.json';
import swipeGame from '../../features/swipe-game/chunk-messages/de.json';

export default { ...matchFinder, ...memberProfile, ...notifications, ...ownProfile, ...swipeGame };
