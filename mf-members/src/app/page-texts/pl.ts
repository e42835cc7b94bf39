// The Polish texts of every page but search, one chunk (see ../pages.tsx).
import matchFinder from '../../features/match-finder/chunk-messages/pl.json';
import memberProfile from '../../features/member-profile/chunk-messages/pl.json';
import notifications from '../../features/notifications/chunk-messages/pl.json';
import ownProfile from '../../features/own-profile/chunk-messages/pl.json';
import swipeGame from '../../features/swipe-game/chunk-messages/pl.json';

export default { ...matchFinder, ...memberProfile, ...notifications, ...ownProfile, ...swipeGame };
