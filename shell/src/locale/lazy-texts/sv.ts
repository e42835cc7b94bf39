// The Swedish texts of the shell's lazy features, one chunk (see ../lazy-with-shell-texts.ts).
import accountDeleted from '../../features/account-deleted/chunk-messages/sv.json';
import complaints from '../../features/complaints/chunk-messages/sv.json';
import langConfig from '../../features/locale-switcher/chunk-messages/sv.json';
import likeModal from '../../features/like-modal/chunk-messages/sv.json';
import siteEntry from '../../features/site-entry-warning/chunk-messages/sv.json';
import timeBonus from '../../features/time-bonus/chunk-messages/sv.json';

export default { ...accountDeleted, ...complaints, ...langConfig, ...likeModal, ...siteEntry, ...timeBonus };
