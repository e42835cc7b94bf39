// The Dutch texts of the shell's lazy features, one chunk (see ../lazy-with-shell-texts.ts).
import accountDeleted from '../../features/account-deleted/chunk-messages/nl.json';
import complaints from '../../features/complaints/chunk-messages/nl.json';
import langConfig from '../../features/locale-switcher/chunk-messages/nl.json';
import likeModal from '../../features/like-modal/chunk-messages/nl.json';
import siteEntry from '../../features/site-entry-warning/chunk-messages/nl.json';
import timeBonus from '../../features/time-bonus/chunk-messages/nl.json';

export default { ...accountDeleted, ...complaints, ...langConfig, ...likeModal, ...siteEntry, ...timeBonus };
