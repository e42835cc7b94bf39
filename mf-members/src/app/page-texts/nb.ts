// The Norwegian texts of every page but search, one chunk (see ../pages.tsx).
import matchFinder from '../../features/match-finder/chunk-messages/nb.json';
import memberProfile from '../../features/member-profile/chunk-messages/nb.json';
import notifications from '../../features/notifications/chunk-messages/nb.json';
import ownProfile from '../../features/own-profile/chunk-messages/nb.json';
import swipeGame from '../../features/swipe-game/chunk-messages/nb.json';

export default { ...matchFinder, ...memberProfile, ...notifications, ...ownProfile, ...swipeGame };
