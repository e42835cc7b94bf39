// The Danish texts of every page but search, one chunk (see ../pages.tsx).
import matchFinder from '../../features/match-finder/chunk-messages/da.json';
import memberProfile from '../../features/member-profile/chunk-messages/da.json';
import notifications from '../../features/notifications/chunk-messages/da.json';
import ownProfile from '../../features/own-profile/chunk-messages/da.json';
import swipeGame from '../../features/swipe-game/chunk-messages/da.json';

export default { ...matchFinder, ...memberProfile, ...notifications, ...ownProfile, ...swipeGame };
