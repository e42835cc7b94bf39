// The Italian texts of the shell's lazy features, one chunk (see ../lazy-with-shell-texts.ts).
import accountDeleted from '../../features/account-deleted/chunk-messages/it.json';
import complaints from '../../features/complaints/chunk-messages/it.json';
import langConfig from '../../features/locale-switcher/chunk-messages/it.json';
import likeModal from '../../features/like-modal/chunk-messages/it.json';
import siteEntry from '../../features/site-entry-warning/chunk-messages/it.json';
import timeBonus from '../../features/time-bonus/chunk-messages/it.json';

export default { ...accountDeleted, ...complaints, ...langConfig, ...likeModal, ...siteEntry, ...timeBonus };
