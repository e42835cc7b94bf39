// The Spanish texts of the shell's lazy features, one chunk (see ../lazy-with-shell-texts.ts).
import accountDeleted from '../../features/account-deleted/chunk-messages/es.json';
import complaints from '../../features/complaints/chunk-messages/es.json';
import langConfig from '../../features/locale-switcher/chunk-messages/es.json';
import likeModal from '../../features/like-modal/chunk-messages/es.json';
import siteEntry from '../../features/site-entry-warning/chunk-messages/es.json';
import timeBonus from '../../features/time-bonus/chunk-messages/es.json';

export default { ...accountDeleted, ...complaints, ...langConfig, ...likeModal, ...siteEntry, ...timeBonus };
