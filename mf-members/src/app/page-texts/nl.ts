// The Dutch texts of every page but search, one chunk (see ../pages.tsx).
import matchFinder from '../../features/match-finder/chunk-messages/nl.json';
import memberProfile from '../../features/member-profile/chunk-messages/nl.json';
import notifications from '../../features/notifications/chunk-messages/nl.json';
import ownProfile from '../../features/own-profile/chunk-messages/nl.json';
import swipeGame from '../../features/swipe-game/chunk-messages/nl.json';

export default { ...matchFinder, ...memberProfile, ...notifications, ...ownProfile, ...swipeGame };
