// The Italian texts of every page but search, one chunk (see ../pages.tsx).
import matchFinder from '../../features/match-finder/chunk-messages/it.json';
import memberProfile from '../../features/member-profile/chunk-messages/it.json';
import notifications from '../../features/notifications/chunk-messages/it.json';
import ownProfile from '../../features/own-profile/chunk-messages/it.json';
import swipeGame from '../../features/swipe-game/chunk-messages/it.json';

export default { ...matchFinder, ...memberProfile, ...notifications, ...ownProfile, ...swipeGame };
