// The German texts of the shell's lazy features, one chunk (see ../lazy-with-shell-texts.ts).
import accountDeleted from '../../features/account-deleted/chunk-messages/de.json';
import complaints from '../../features/complaints/chunk-messages/de.json';
import langConfig from '../../features/locale-switcher/chunk-messages/de.json';
import likeModal from '../../features/like-modal/chunk-messages/de.json';
import siteEntry from '../../features/site-entry-warning/chunk-messages/de.json';
import timeBonus from '../../features/time-bonus/chunk-messages/de.json';

export default { ...accountDeleted, ...complaints, ...langConfig, ...likeModal, ...siteEntry, ...timeBonus };
