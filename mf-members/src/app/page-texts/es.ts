// The Spanish texts of every page but search, one chunk (see ../pages.tsx).
import matchFinder from '../../features/match-finder/chunk-messages/es.json';
import memberProfile from '../../features/member-profile/chunk-messages/es.json';
import notifications from '../../features/notifications/chunk-messages/es.json';
import ownProfile from '../../features/own-profile/chunk-messages/es.json';
import swipeGame from '../../features/swipe-game/chunk-messages/es.json';

export default { ...matchFinder, ...memberProfile, ...notifications, ...ownProfile, ...swipeGame };
