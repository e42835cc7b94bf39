/** The federation container name; the shell keys this remote's area by it. */
export const REMOTE_NAME = 'mf_staff';
/** The package name, written on page roots (`data-remote`) so tests can tell who mounted a page. */
export const REMOTE_PACKAGE = 'mf-staff';
/** The version this build was made as (package.json or REMOTE_VERSION), written in at build time. */
export const REMOTE_VERSION = process.env.REMOTE_VERSION ?? 'unknown';
