// The French texts of every page but search, one chunk (see ../pages.tsx).
import matchFinder from '../../features/match-finder/chunk-messages/fr.json';
import memberProfile from '../../features/member-profile/chunk-messages/fr.json';
import notifications from '../../features/notifications/chunk-messages/fr.json';
import ownProfile from '../../features/own-profile/chunk-messages/fr.json';
import swipeGame from '../../features/swipe-game/chunk-messages/fr.json';

export default { ...matchFinder, ...memberProfile, ...notifications, ...ownProfile, ...swipeGame };
