// The Finnish texts of every page but search, one chunk (see ../pages.tsx).
import matchFinder from '../../features/match-finder/chunk-messages/fi.json';
import memberProfile from '../../features/member-profile/chunk-messages/fi.json';
import notifications from '../../features/notifications/chunk-messages/fi.json';
import ownProfile from '../../features/own-profile/chunk-messages/fi.json';
import swipeGame from '../../features/swipe-game/chunk-messages/fi.json';

export default { ...matchFinder, ...memberProfile, ...notifications, ...ownProfile, ...swipeGame };
