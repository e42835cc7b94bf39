// The Swedish texts of every page but search, one chunk (see ../pages.tsx).
import matchFinder from '../../features/match-finder/chunk-messages/sv.json';
import memberProfile from '../../features/member-profile/chunk-messages/sv.json';
import notifications from '../../features/notifications/chunk-messages/sv.json';
import ownProfile from '../../features/own-profile/chunk-messages/sv.json';
import swipeGame from '../../features/swipe-game/chunk-messages/sv.json';

export default { ...matchFinder, ...memberProfile, ...notifications, ...ownProfile, ...swipeGame };
