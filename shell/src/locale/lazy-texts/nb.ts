// The Norwegian texts of the shell's lazy features, one chunk (see ../lazy-with-shell-texts.ts).
import accountDeleted from '../../features/account-deleted/chunk-messages/nb.json';
import complaints from '../../features/complaints/chunk-messages/nb.json';
import langConfig from '../../features/locale-switcher/chunk-messages/nb.json';
import likeModal from '../../features/like-modal/chunk-messages/nb.json';
import siteEntry from '../../features/site-entry-warning/chunk-messages/nb.json';
import timeBonus from '../../features/time-bonus/chunk-messages/nb.json';

export default { ...accountDeleted, ...complaints, ...langConfig, ...likeModal, ...siteEntry, ...timeBonus };
