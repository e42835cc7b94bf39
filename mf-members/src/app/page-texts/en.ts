// The English texts of every page but search, one chunk (see ../pages.tsx).
import matchFinder from '../../features/match-finder/chunk-messages/en.json';
import memberProfile from '../../features/member-profile/chunk-messages/en.json';
import notifications from '../../features/notifications/chunk-messages/en.json';
import ownProfile from '../../features/own-profile/chunk-messages/en.json';
import swipeGame from '../../features/swipe-game/chunk-messages/en.json';

export default { ...matchFinder, ...memberProfile, ...notifications, ...ownProfile, ...swipeGame };
