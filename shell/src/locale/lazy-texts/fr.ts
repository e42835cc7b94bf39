// The French texts of the shell's lazy features, one chunk (see ../lazy-with-shell-texts.ts).
import accountDeleted from '../../features/account-deleted/chunk-messages/fr.json';
import complaints from '../../features/complaints/chunk-messages/fr.json';
import langConfig from '../../features/locale-switcher/chunk-messages/fr.json';
import likeModal from '../../features/like-modal/chunk-messages/fr.json';
import siteEntry from '../../features/site-entry-warning/chunk-messages/fr.json';
import timeBonus from '../../features/time-bonus/chunk-messages/fr.json';

export default { ...accountDeleted, ...complaints, ...langConfig, ...likeModal, ...siteEntry, ...timeBonus };
