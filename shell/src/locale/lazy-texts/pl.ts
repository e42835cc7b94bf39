// The Polish texts of the shell's lazy features, one chunk (see ../lazy-with-shell-texts.ts).
import accountDeleted from '../../features/account-deleted/chunk-messages/pl.json';
import complaints from '../../features/complaints/chunk-messages/pl.json';
import langConfig from '../../features/locale-switcher/chunk-messages/pl.json';
import likeModal from '../../features/like-modal/chunk-messages/pl.json';
import siteEntry from '../../features/site-entry-warning/chunk-messages/pl.json';
import timeBonus from '../../features/time-bonus/chunk-messages/pl.json';

export default { ...accountDeleted, ...complaints, ...langConfig, ...likeModal, ...siteEntry, ...timeBonus };
