// The Finnish texts of the shell's lazy features, one chunk (see ../lazy-with-shell-texts.ts).
import accountDeleted from '../../features/account-deleted/chunk-messages/fi.json';
import complaints from '../../features/complaints/chunk-messages/fi.json';
import langConfig from '../../features/locale-switcher/chunk-messages/fi.json';
import likeModal from '../../features/like-modal/chunk-messages/fi.json';
import siteEntry from '../../features/site-entry-warning/chunk-messages/fi.json';
import timeBonus from '../../features/time-bonus/chunk-messages/fi.json';

export default { ...accountDeleted, ...complaints, ...langConfig, ...likeModal, ...siteEntry, ...timeBonus };
