// The Danish texts of the shell's lazy features, one chunk (see ../lazy-with-shell-texts.ts).
import accountDeleted from '../../features/account-deleted/chunk-messages/da.json';
import complaints from '../../features/complaints/chunk-messages/da.json';
import langConfig from '../../features/locale-switcher/chunk-messages/da.json';
import likeModal from '../../features/like-modal/chunk-messages/da.json';
import siteEntry from '../../features/site-entry-warning/chunk-messages/da.json';
import timeBonus from '../../features/time-bonus/chunk-messages/da.json';

export default { ...accountDeleted, ...complaints, ...langConfig, ...likeModal, ...siteEntry, ...timeBonus };
