// The English texts of the shell's lazy features, one chunk (see ../lazy-with-shell-texts.ts).
import accountDeleted from '../../features/account-deleted/chunk-messages/en.json';
import complaints from '../../features/complaints/chunk-messages/en.json';
import langConfig from '../../features/locale-switcher/chunk-messages/en.json';
import likeModal from '../../features/like-modal/chunk-messages/en.json';
import siteEntry from '../../features/site-entry-warning/chunk-messages/en.json';
import timeBonus from '../../features/time-bonus/chunk-messages/en.json';

export default { ...accountDeleted, ...complaints, ...langConfig, ...likeModal, ...siteEntry, ...timeBonus };
